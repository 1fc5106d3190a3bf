import { Router, type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { buildContext, mayWrite, tokenFrom } from '../http/viewer-context';
import type { AppDeps } from '../services';
import type { Viewer } from '../modules/auth/viewer';
import { DomainError, badInput, forbidden, notFound, unauthenticated } from '../shared/errors';
import type { RouteContext, RouteDef } from './define';
import { normalizeTextTree } from '../shared/text-input';
import { listAnswer, pageFrom, pagingOf } from './paging';
import { conformingAnswer } from './answer-check';
import { CheckedJsonList } from './checked-list';

/** /api/clients/{id} -> /api/clients/:id */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function parse(schema: z.ZodType | undefined, value: unknown, where: 'params' | 'query' | 'body'): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // A path segment of the wrong shape (/api/clients/abc) names nothing: not found.
  if (where === 'params') throw notFound('Resource');
  const details = result.error.issues.map((i) => ({ path: i.path.length ? i.path.map(String).join('.') : where, message: i.message }));
  throw badInput(details, `Invalid ${where === 'body' ? 'request body' : 'query parameters'}: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`);
}

function checkAccess(viewer: Viewer | null, access: RouteDef['access']): void {
  if (access === 'public') return;
  if (!viewer) throw unauthenticated();
  if (access === 'admin' && viewer.sessionRole !== 'admin') throw forbidden('Only an admin can do this');
}

/** A service's field paths in the names of this route's payload. */
function renamed(err: unknown, names: Record<string, string>): unknown {
  if (!(err instanceof DomainError) || !err.fields.some((f) => names[f.path])) return err;
  return new DomainError(err.code, err.message, err.fields.map((f) => ({ ...f, path: names[f.path] ?? f.path })), err.retryAfterSeconds);
}

/**
 * The answer as the route's response schema declares it: fields the schema does not name are
 * not sent. An answer the schema rejects is a fault of this server (500), never sent as is; a
 * write cannot get there over a stored row: what it stores was checked before it was written
 * (rest/expressible-writes.ts).
 * The check is compiled once per schema (rest/answer-check.ts).
 */
function conforming(def: RouteDef, result: unknown): unknown {
  const schema = listAnswer(def);
  if (!schema || result === undefined) return result;
  return conformingAnswer(schema, result, `${def.method.toUpperCase()} ${def.path}`);
}

/** An answer that already is JSON, as UTF-8 bytes. */
function sendJsonBody(res: Response, body: Buffer): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** The Express routes of a route table: context as GraphQL's, access, parsing, then the thin handler. */
export function mountRoutes(routes: RouteDef[], orm: MikroORM, deps: AppDeps): Router {
  const r = Router();
  for (const def of routes) {
    r[def.method](expressPath(def.path), async (req: Request, res, next) => {
      try {
        const base = await buildContext(orm, deps, tokenFrom(req.headers, req.cookies), req.ip || 'unknown', req, res, { fresh: mayWrite(req.method) });
        checkAccess(base.viewer, def.access);
        const input: Parameters<RouteDef['handle']>[1] = {
          params: parse(def.params, req.params, 'params'),
          // Text as GraphQL's inputs get it: control characters out of single-line fields (shared/text-input.ts).
          query: parse(def.query, normalizeTextTree(req.query), 'query'),
          body: parse(def.body, normalizeTextTree(req.body ?? {}), 'body'),
        };
        const ctx = Object.defineProperty(base, 'me', {
          get(): Viewer {
            if (!base.viewer) throw unauthenticated();
            return base.viewer;
          },
        }) as RouteContext;
        const paging = pagingOf(def, req.query);
        const whole = await def.handle(ctx, input);
        // Items already checked and encoded are written as they are; any other answer is checked first.
        const result = whole instanceof CheckedJsonList ? whole : conforming(def, paging && Array.isArray(whole) ? pageFrom(whole, paging) : whole);
        if (res.headersSent) return;
        res.status(def.status ?? 200);
        if (result instanceof CheckedJsonList) sendJsonBody(res, paging ? result.pageBody(pageFrom(result.items, paging)) : result.arrayBody());
        else if (result === undefined) res.end();
        else res.json(result);
      } catch (err) {
        next(def.fieldNames ? renamed(err, def.fieldNames) : err);
      }
    });
  }
  return r;
}
