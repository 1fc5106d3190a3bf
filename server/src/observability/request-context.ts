import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';

/** What every log line and error answer of one request carries. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served on this async path, if any (log lines and error answers read it). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** A caller's id is kept when it is a plain token (letters, digits, `-_.:`, at most 128 characters). */
const CALLER_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** W3C trace context: version-traceid-parentid-flags; the trace id names the request. */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The request's id: the caller's `X-Request-Id`, else the trace id of its `traceparent`, else a new one. */
export function requestIdFrom(headers: Record<string, string | string[] | undefined>): string {
  const given = headers['x-request-id'];
  const id = Array.isArray(given) ? given[0] : given;
  if (id && CALLER_ID.test(id)) return id;
  const parent = headers.traceparent;
  const trace = TRACEPARENT.exec((Array.isArray(parent) ? parent[0] : parent) ?? '');
  if (trace && !/^0+$/.test(trace[1])) return trace[1];
  return crypto.randomUUID();
}

/**
 * Names every request: the id is answered in `X-Request-Id` and the rest of the request runs
 * in its context, so that every log line it makes and every error it answers carries it.
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.headers);
    res.setHeader('X-Request-Id', requestId);
    res.locals.requestId = requestId;
    storage.run({ requestId }, next);
  };
}
