import type { Request, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../modules/auth/viewer';
import type { Services } from '../services';
import type { Loaders } from './loaders';

/** Everything one GraphQL operation (or one REST request) works with. */
export interface AppContext {
  em: EntityManager;
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  ip: string;
  req?: Request;
  res?: Response;
  /** Over the websocket: tells the client it missed live events (the socket closes, the client reconnects and catches up). */
  live?: { eventsMissed(): void };
}
