// The shipped app's sockets and requests, simulated (bench/messages.mjs, bench/messages-on-screen.mjs):
// graphql-ws sockets as the app opens them, what every screen of the worker app subscribes to,
// thousands of online workers, and one GraphQL request with a session token.
import { require, clientOperation } from './support.mjs';

const WebSocket = require('ws');

/**
 * One socket as the shipped app opens it (graphql-transport-ws, the session's Bearer token in
 * connection_init), with `subscriptions` ([id, query, variables]) sent once acknowledged.
 * `onNext(id, payload)` hears every event. Resolves once subscribed.
 */
export function openSocket(port, token, subscriptions, onNext = () => undefined) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
  const ready = new Promise((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString());
      if (msg.type === 'connection_ack') {
        for (const [id, query, variables] of subscriptions) ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
        setTimeout(resolve, 0);
      } else if (msg.type === 'next') onNext(msg.id, msg.payload);
      else if (msg.type === 'error') reject(new Error(JSON.stringify(msg.payload)));
      else if (msg.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
    });
    ws.on('error', reject);
  });
  return { ws, ready };
}

/** What every screen of the shipped worker app listens to: the queue page, the bell, the worker's own jobs. */
export function workerShell() {
  return [
    ['q', clientOperation('QueueChanged'), {}],
    ['n', clientOperation('NotificationAdded'), {}],
    ['j', clientOperation('WorkerJobChanged'), {}],
  ];
}

/** The online workers' sockets, in this process; resolves with a closer once all have subscribed. */
export async function onlineWorkers(port, tokens) {
  const shell = workerShell();
  const sockets = [];
  let heard = 0;
  for (let i = 0; i < tokens.length; i++) {
    sockets.push(openSocket(port, tokens[i], shell, () => heard++));
    if (i % 200 === 199) await Promise.all(sockets.slice(-200).map((s) => s.ready));
  }
  await Promise.all(sockets.map((s) => s.ready));
  return { close: () => sockets.forEach((s) => s.ws.close()), heard: () => heard };
}

/** One GraphQL request with the session token as Bearer; throws on errors. */
export async function gql(port, token, query, variables, operationName) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ operationName, query, variables }) });
  const body = await res.json();
  if (body.errors) throw new Error(`${operationName}: ${JSON.stringify(body.errors)}`);
  return body.data;
}
