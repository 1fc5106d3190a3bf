import { signIn, type TestApp } from '../support/app';

export const EMAILS = {
  admin: 'admin@demo.elite',
  client: 'client@demo.elite',
  client2: 'client2@demo.elite',
  worker: 'worker@demo.elite',
  worker2: 'worker2@demo.elite',
  worker3: 'worker3@demo.elite',
  applicant: 'applicant@demo.elite',
} as const;

export type GqlError = { message: string; extensions?: { code?: string; fields?: { path: string; message: string }[] } };

/** Runs an operation (signed out with a null token) and fails with its errors when it has any. */
export async function ok<T>(app: TestApp, query: string, variables: Record<string, unknown>, token: string | null): Promise<T> {
  const r = await app.gql<T>(query, variables, token);
  if (r.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors)}`);
  return r.data as T;
}

/** Runs an operation that must fail; returns its first error. */
export async function fails(app: TestApp, query: string, variables: Record<string, unknown>, token: string | null): Promise<GqlError> {
  const r = await app.gql(query, variables, token);
  if (!r.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(r.data)}`);
  return r.errors[0];
}

export async function adminToken(app: TestApp): Promise<string> {
  return signIn(app, EMAILS.admin);
}

/** A count of rows by raw SQL. */
export async function countRows(app: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const rows = await app.orm.em.fork().getConnection().execute<{ n: string }[]>(sql, params);
  return Number(rows[0]?.n ?? 0);
}
