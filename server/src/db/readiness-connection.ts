import { Client, type ClientConfig } from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { withDeadline } from '../shared/deadline';

/** knex's pool hook (database-hosts.ts WritableHost.afterCreate): refuses a standby, marks the host stale when a connection fails. */
type AfterCreate = (connection: Client, done: (err: Error | null, connection: Client) => void) => void;

/** The settings of the next connection: the writable host's for a multi-host DATABASE_URL. */
type Settings = () => Promise<ClientConfig>;

/**
 * The connection /readyz asks `select 1` on: one node-postgres client of its own, kept apart
 * from the ORM's pool, so a pool whose every connection is busy under load does not make a
 * healthy process look down to the balancer. It goes where the pool's connections go (for a
 * multi-host DATABASE_URL the writable host, found and checked as database-hosts.ts does), and
 * when it is lost, refused or does not answer in time it is dropped: the next check connects again.
 */
export class ReadinessConnection {
  private client: Client | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly settings: Settings,
    private readonly afterCreate?: AfterCreate,
  ) {}

  /** Resolves when the database answered `select 1` within timeoutMs; rejects otherwise. Checks asked meanwhile share one. */
  check(timeoutMs: number): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the readiness connection is closed'));
    this.running ??= this.run(timeoutMs).finally(() => (this.running = null));
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async run(timeoutMs: number): Promise<void> {
    try {
      await withDeadline(
        this.open(timeoutMs).then((client) => client.query('select 1')),
        timeoutMs,
        () => new Error('the database did not answer in time'),
      );
    } catch (err) {
      // Lost, refused or silent (a partition): start afresh next time.
      this.drop();
      throw err;
    }
  }

  private async open(timeoutMs: number): Promise<Client> {
    if (this.client) return this.client;
    const { expirationChecker: _unused, ...settings } = (await this.settings()) as ClientConfig & { expirationChecker?: unknown };
    const client = new Client({ ...settings, connectionTimeoutMillis: timeoutMs, application_name: 'readiness' });
    client.on('error', () => {
      if (this.client === client) this.drop();
    });
    client.on('end', () => {
      if (this.client === client) this.client = null;
    });
    this.client = client;
    try {
      await client.connect();
      if (this.afterCreate) await new Promise<void>((resolve, reject) => this.afterCreate!(client, (err) => (err ? reject(err) : resolve())));
    } catch (err) {
      if (this.client === client) this.drop();
      throw err;
    }
    if (this.closed) {
      this.drop();
      throw new Error('the readiness connection is closed');
    }
    return client;
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    if (!client) return;
    client.end().catch(() => undefined);
    // A partitioned socket would wait long for its goodbye: close it at once.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}

/** The readiness connection of an ORM: its own client, to the host and database the ORM's pool connects to. */
export function readinessConnection(orm: MikroORM): ReadinessConnection {
  const driverOptions = orm.config.get('driverOptions') as { connection?: unknown } | undefined;
  const pool = orm.config.get('pool') as { afterCreate?: AfterCreate } | undefined;
  const provider = driverOptions?.connection;
  const settings: Settings =
    typeof provider === 'function'
      ? () => Promise.resolve((provider as () => ClientConfig | Promise<ClientConfig>)())
      : async () => {
          const { host, port, user, password, database } = orm.em.getConnection().getConnectionOptions();
          return { host, port, user, password: typeof password === 'string' ? password : undefined, database };
        };
  return new ReadinessConnection(settings, pool?.afterCreate);
}
