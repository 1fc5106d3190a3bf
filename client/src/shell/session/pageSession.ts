import type { ApolloClient } from '@apollo/client';
import { MeDocument } from './useMe';

/**
 * The session the server wrote into the page (`<script type="application/json" id="session-data">`,
 * server/src/http/page-document.ts): its answer to this client's own `Me` query, put into the cache
 * before the first render, so the route's guard and the shell know who is signed in without a round
 * trip. A page without it (the offline shell, a dev server) asks the server as before.
 */
export function takePageSession(client: ApolloClient): void {
  const element = document.getElementById('session-data');
  if (!element?.textContent) return;
  try {
    const answer = JSON.parse(element.textContent) as { data?: { me?: unknown } };
    if (answer.data && 'me' in answer.data) client.writeQuery({ query: MeDocument, data: answer.data as never });
  } catch {
    // A page that cannot be read leaves the session to the Me query.
  } finally {
    element.remove();
  }
}
