import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import { CONNECTION_LOST_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, isConnectionLost } from '../shared/errors';

/** Whether nothing of the operation was answered: no data, or every root field null. */
function nothingAnswered(data: Record<string, unknown> | null | undefined): boolean {
  return !data || Object.values(data).every((v) => v === null);
}

/**
 * An answer over HTTP whose errors ask the client to come back later (SERVICE_UNAVAILABLE,
 * TOO_MANY_REQUESTS with extensions.retryAfter) carries the longest wait as Retry-After, as
 * the REST routes' answers do. An operation that failed as a whole because the database
 * connection was lost (or none could be had) answers 503, as REST does, never 500 or 200.
 */
export function retryAfterPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          let wait = 0;
          for (const e of result.errors ?? []) {
            const after = e.extensions?.retryAfter;
            if (typeof after === 'number' && after > wait) wait = after;
          }
          if (wait > 0 && !response.http.headers.has('retry-after')) response.http.headers.set('retry-after', String(Math.ceil(wait)));
          if (errors?.length && nothingAnswered(result.data) && errors.every((e) => isConnectionLost(unwrapResolverError(e)))) {
            response.http.status = 503;
            if (!response.http.headers.has('retry-after')) response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
          }
        },
      };
    },
  };
}

/**
 * The error for a database fault met before the operation runs (building its context): Apollo
 * answers it with this HTTP status and Retry-After instead of its 500 "Context creation failed".
 */
export function databaseUnavailableBeforeOperation(err: unknown): unknown {
  if (!isConnectionLost(err)) return err;
  return new GraphQLError(CONNECTION_LOST_MESSAGE, {
    originalError: err instanceof Error ? err : undefined,
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
      http: { status: 503, headers: new HeaderMap([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]) },
    },
  });
}
