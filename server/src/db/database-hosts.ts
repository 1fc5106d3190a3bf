import { Client } from 'pg';

/**
 * DATABASE_URL naming several hosts, as libpq writes it:
 *
 *   postgres://user:password@db1:5432,db2:5432/marketplace?target_session_attrs=read-write
 *
 * node-postgres reads one host only, so the pool does what libpq would: each new connection
 * goes to the host last found writable; that host is looked for again (every host in order,
 * `select pg_is_in_recovery()`, a standby answers true) when a connection to it fails or it
 * turns out to be a standby. After a failover (the standby promoted, the old primary gone) the
 * process finds the new primary by itself, without a restart: the requests meanwhile answer
 * 503 with Retry-After, as in any database outage. Without target_session_attrs (or with
 * `any`) the first host that answers is taken.
 */
export interface DatabaseHost {
  host: string;
  port: number;
}

export interface DatabaseHosts {
  hosts: DatabaseHost[];
  /** target_session_attrs=read-write (or primary): only a host that is not a standby is taken. */
  readWrite: boolean;
  /** The URL with the first host alone and no target_session_attrs: what one-host code reads (database name, user). */
  firstUrl: string;
}

const URL_PARTS = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/;

/** The hosts of a multi-host or target_session_attrs URL; null for a plain one-host URL (used as it is). */
export function parseDatabaseHosts(url: string): DatabaseHosts | null {
  const m = URL_PARTS.exec(url);
  if (!m) return null;
  const [, scheme, userinfo = '', hostList, rest] = m;
  const queryAt = rest.indexOf('?');
  const params = new URLSearchParams(queryAt >= 0 ? rest.slice(queryAt + 1) : '');
  const attrs = params.get('target_session_attrs');
  if (!hostList.includes(',') && !attrs) return null;
  if (attrs && !['any', 'read-write', 'primary'].includes(attrs)) {
    throw new Error(`DATABASE_URL target_session_attrs=${attrs} is not supported: use read-write (or primary, or any)`);
  }
  const hosts = hostList.split(',').map((h) => {
    const v6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(h);
    const [host, port] = v6 ? [v6[1], v6[2]] : h.split(':');
    if (!host) throw new Error(`DATABASE_URL has an empty host in "${hostList}"`);
    return { host, port: port ? Number(port) : 5432 };
  });
  params.delete('target_session_attrs');
  const query = params.toString();
  const first = hostList.split(',')[0];
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  return { hosts, readWrite: attrs === 'read-write' || attrs === 'primary', firstUrl: `${scheme}${userinfo}${first}${path}${query ? `?${query}` : ''}` };
}

/** How long looking at one host may take before the next is tried. */
const PROBE_TIMEOUT_MS = 3000;

interface ConnectionBase {
  user: string;
  password: string;
  database: string;
}

/** Something that can be asked whether its session is on a standby: a node-postgres client. */
interface Queryable {
  query(sql: string, cb: (err: Error | null, result: { rows: { standby: boolean }[] }) => void): void;
  on(event: 'error' | 'end', listener: () => void): unknown;
  end(): unknown;
}

/**
 * The writable host for the pool (knex's connection provider and afterCreate hook, see
 * orm-config.ts). One search at a time; a search that finds nothing fails the connection
 * (the request answers 503) and the next connection searches again.
 */
export class WritableHost {
  private current: DatabaseHost | null = null;
  private stale = true;
  private search: Promise<DatabaseHost> | null = null;

  constructor(
    private readonly target: DatabaseHosts,
    private readonly base: ConnectionBase,
    private readonly onChange: (host: DatabaseHost) => void = () => undefined,
  ) {}

  /** knex's connection provider: the settings of the next connection, valid until a connection fails. */
  async connection(): Promise<ConnectionBase & DatabaseHost & { expirationChecker: () => boolean }> {
    if (this.stale || !this.current) {
      this.search ??= this.find().finally(() => (this.search = null));
      const found = await this.search;
      if (found.host !== this.current?.host || found.port !== this.current?.port) this.onChange(found);
      this.current = found;
      this.stale = false;
    }
    return { ...this.base, ...this.current, expirationChecker: () => this.stale };
  }

  /** knex's afterCreate: a connection that reached a standby is refused; a connection that fails later sends the next one searching. */
  afterCreate(connection: Queryable, done: (err: Error | null, connection: Queryable) => void): void {
    connection.on('error', () => this.markStale());
    connection.on('end', () => this.markStale());
    if (!this.target.readWrite) return done(null, connection);
    connection.query('select pg_is_in_recovery() as standby', (err, result) => {
      if (err) {
        this.markStale();
        return done(err, connection);
      }
      if (result.rows[0]?.standby) {
        this.markStale();
        connection.end();
        return done(new Error('the database host is a standby (read-only): looking for the primary'), connection);
      }
      done(null, connection);
    });
  }

  markStale(): void {
    this.stale = true;
  }

  private async find(): Promise<DatabaseHost> {
    const seen: string[] = [];
    for (const h of this.target.hosts) {
      const client = new Client({ ...this.base, ...h, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const { rows } = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
        if (!this.target.readWrite || !rows[0].standby) return h;
        seen.push(`${h.host}:${h.port} standby`);
      } catch (err) {
        seen.push(`${h.host}:${h.port} ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    throw new Error(`no ${this.target.readWrite ? 'writable ' : ''}database host answered (${seen.join('; ')})`);
  }
}

/** The user, password and database of a one-host URL (the first host's, from parseDatabaseHosts). */
export function connectionBase(firstUrl: string): ConnectionBase {
  const u = new URL(firstUrl);
  return { user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: decodeURIComponent(u.pathname.replace(/^\//, '')) };
}
