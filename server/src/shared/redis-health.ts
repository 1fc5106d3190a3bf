import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import type { Logger } from 'pino';

/**
 * The health of this process's Redis connections, told once per outage: the first error of a
 * healthy connection logs one warning (no stack) and emits 'down'; when every connection is
 * ready again, one info line and 'up'. ioredis's errors on each reconnection attempt are
 * heard here (a client with no 'error' listener prints a stack trace per retry).
 */
export class RedisHealth extends EventEmitter {
  private readonly clients = new Set<Redis>();
  private readonly failing = new Set<Redis>();
  private outageStarted = 0;

  constructor(private readonly log: Pick<Logger, 'warn' | 'info'> | null, private readonly what = 'redis') {
    super();
  }

  get healthy(): boolean {
    return this.failing.size === 0;
  }

  watch(client: Redis): Redis {
    this.clients.add(client);
    client.on('error', (err: Error) => this.failed(client, err));
    client.on('end', () => this.clients.delete(client));
    client.on('ready', () => this.recovered(client));
    return client;
  }

  private failed(client: Redis, err: Error): void {
    const wasHealthy = this.healthy;
    this.failing.add(client);
    if (!wasHealthy) return;
    this.outageStarted = Date.now();
    this.log?.warn({ err: err.message }, `${this.what} unavailable: live events and shared counters wait until it is back`);
    this.emit('down');
  }

  private recovered(client: Redis): void {
    if (!this.failing.delete(client) || !this.healthy) return;
    this.log?.info({ downForMs: Date.now() - this.outageStarted }, `${this.what} reachable again`);
    this.emit('up');
  }
}
