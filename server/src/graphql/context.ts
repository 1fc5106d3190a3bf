import type { Request, Response } from 'express';
import type { ExecutionResult } from 'graphql';
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
  /**
   * For building read models from rows (the mapping metadata only; no statement, no identity map): the
   * context's own EntityManager once it has one, else the process's. A live subscription's filter reads
   * with it, so hearing an event makes no fork for the subscription to keep while its socket is open.
   */
  readonly readModels?: EntityManager;
  /**
   * Over the websocket: `eventsMissed` tells the client it missed live events (the socket closes, the
   * client reconnects and catches up); `next` writes one answer of this subscription to the socket.
   */
  live?: {
    eventsMissed(): void;
    next?(result: ExecutionResult): void;
    /** Resolves once every event handed to this subscription so far has its answer written (set by sharedSubscribe). */
    written?(): Promise<void>;
    /** When its stream began handing events to `next` (Date.now(), set by sharedSubscribe with `written`): events before it were never this subscription's. */
    listeningSince?: number;
  };
}
