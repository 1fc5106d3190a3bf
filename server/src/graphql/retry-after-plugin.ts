import type { ApolloServerPlugin } from '@apollo/server';

/**
 * An answer over HTTP whose errors ask the client to come back later (SERVICE_UNAVAILABLE,
 * TOO_MANY_REQUESTS with extensions.retryAfter) carries the longest wait as Retry-After, as
 * the REST routes' answers do.
 */
export function retryAfterPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          let wait = 0;
          for (const e of response.body.singleResult.errors ?? []) {
            const after = e.extensions?.retryAfter;
            if (typeof after === 'number' && after > wait) wait = after;
          }
          if (wait > 0 && !response.http.headers.has('retry-after')) response.http.headers.set('retry-after', String(Math.ceil(wait)));
        },
      };
    },
  };
}
