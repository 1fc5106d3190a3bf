import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  url: string;
  /** Connections the socket server multiplexes; keep the ORM pool below it. */
  maxConnections: number;
  close(): Promise<void>;
}

/**
 * Embedded PostgreSQL (PGlite) behind a wire-protocol socket on 127.0.0.1, so the
 * product runs on a machine with no database server. dataDir undefined means in memory.
 */
export async function startEmbeddedPostgres(dataDir?: string, maxConnections = 12): Promise<EmbeddedDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  return {
    url: `postgresql://postgres@${conn}/postgres`,
    maxConnections,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
