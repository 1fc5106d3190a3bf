import type { RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import { checkDocumentSource } from '../graphql/limits';
import { resolveViewer } from '../modules/auth/viewer';
import { tokenFrom } from './viewer-context';
import type { ViewerCache } from '../modules/auth/viewer-cache';
import { CONNECTION_LOST_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, isConnectionLost } from '../shared/errors';

/**
 * Measures a GraphQL document over HTTP before Apollo parses it (checkDocumentSource, the same
 * check the websocket runs). A document within the signed-out budget passes at once; a larger
 * one passes only for a caller whose session is valid and within the signed-in budget.
 */
export function documentGate(orm: MikroORM, formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError, viewers?: ViewerCache): RequestHandler {
  return async (req, res, next) => {
    const body = req.body as { query?: unknown } | undefined;
    const query = typeof body?.query === 'string' ? body.query : typeof req.query.query === 'string' ? req.query.query : null;
    if (query === null) return next();
    let refusal: GraphQLError;
    try {
      checkDocumentSource(query, false);
      return next();
    } catch (err) {
      if (!(err instanceof GraphQLError)) return next(err);
      refusal = err;
    }
    const token = tokenFrom(req.headers, req.cookies as Record<string, string> | undefined);
    try {
      if (token && (await resolveViewer(orm.em.fork(), token, viewers))) {
        checkDocumentSource(query, true);
        return next();
      }
    } catch (err) {
      // The database away while reading the session: the GraphQL answer a lost connection gets anywhere else.
      if (isConnectionLost(err)) {
        res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        res.status(503).json({ errors: [formatError({ message: CONNECTION_LOST_MESSAGE }, err)] });
        return;
      }
      if (!(err instanceof GraphQLError)) return next(err);
      refusal = err;
    }
    const status = (refusal.extensions.http as { status?: number } | undefined)?.status ?? 400;
    res.status(status).json({ errors: [withoutHttp(formatError(refusal.toJSON(), refusal))] });
  };
}

/** The error as a client sees it: the HTTP status is the response's, not an extension. */
export function withoutHttp(error: GraphQLFormattedError): GraphQLFormattedError {
  if (!error.extensions || !('http' in error.extensions)) return error;
  const { http: _http, ...extensions } = error.extensions;
  return { ...error, extensions };
}
