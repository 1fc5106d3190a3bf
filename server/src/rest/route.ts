import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import { buildContext, tokenFrom } from '../http/viewer-context';
import type { AppContext } from '../graphql/context';
import type { AppDeps } from '../services';
import { unauthenticated } from '../shared/errors';

export type RestHandler = (ctx: AppContext, req: Request, res: Response) => Promise<unknown>;

/**
 * Wraps a thin REST handler: builds the same context as GraphQL (em fork, viewer, services),
 * sends the returned value as JSON (undefined: the handler answered itself), forwards errors.
 */
export function routeFactory(orm: MikroORM, deps: AppDeps) {
  return (handler: RestHandler, opts: { auth?: boolean } = {}): RequestHandler =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const ctx = await buildContext(orm, deps, tokenFrom(req.headers, req.cookies), req.ip || 'unknown', req, res);
        if (opts.auth && !ctx.viewer) throw unauthenticated();
        const result = await handler(ctx, req, res);
        if (result !== undefined && !res.headersSent) res.json(result);
      } catch (err) {
        next(err);
      }
    };
}
