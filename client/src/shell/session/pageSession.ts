import type { ApolloClient } from '@apollo/client';
import { MeDocument } from './useMe';

/**
 * The session the server wrote into the page (`<script type="application/json" id="session-data">`,
 * server/src/http/page-document.ts): its answer to this client's own `Me` query, put into the cache
 * before the first render, so the route's guard and the shell know who is signed in without a round
 * trip. A page without it (the offline shell, a dev server) asks the server as before.
 * Whether the page's session is someone signed in.
 */
export function takePageSession(client: ApolloClient): boolean {
  const element = document.getElementById('session-data');
  if (!element?.textContent) return false;
  try {
    const answer = JSON.parse(element.textContent) as { data?: { me?: unknown } };
    if (answer.data && 'me' in answer.data) {
      client.writeQuery({ query: MeDocument, data: answer.data as never });
      return answer.data.me != null;
    }
    return false;
  } catch {
    // A page that cannot be read leaves the session to the Me query.
    return false;
  } finally {
    element.remove();
  }
}
