/** Stops the run's Testcontainers PostgreSQL, if global-setup.ts started one. */
export default async function globalTeardown(): Promise<void> {
  const container = (globalThis as { __testPostgres?: { stop(): Promise<unknown> } }).__testPostgres;
  if (container) await container.stop();
}
