import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { AppPubSub } from './graphql/pubsub';
import type { RateLimits } from './shared/rate-limit';
import { SessionService } from './modules/auth/session.service';
import { AuthService } from './modules/auth/auth.service';
import { NotificationService } from './modules/notifications/notification.service';
import { CatalogService } from './modules/catalog/catalog.service';

/** App-wide dependencies, created once at start. */
export interface AppDeps {
  config: AppConfig;
  pubsub: AppPubSub;
  limits: RateLimits;
  adminPasswordHash: Promise<string>;
  log: Logger;
}

/**
 * The services of one operation, bound to its EntityManager fork. Built lazily: an
 * operation pays only for the services it touches.
 */
export class Services {
  private readonly cache = new Map<string, unknown>();

  constructor(readonly em: EntityManager, readonly deps: AppDeps) {}

  private once<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as T;
  }

  get sessions() {
    return this.once('sessions', () => new SessionService(this.em, this.deps.config.sessionTtlHours));
  }
  get notifications() {
    return this.once('notifications', () => new NotificationService(this.em, this.deps.pubsub));
  }
  get auth() {
    return this.once('auth', () => new AuthService(this.em, this.sessions, this.notifications, this.deps.limits, this.deps.adminPasswordHash));
  }
  get catalog() {
    return this.once('catalog', () => new CatalogService(this.em));
  }
}
