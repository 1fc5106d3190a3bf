// The simulated workers of the live bench (bench/live.mjs): in the bench's own process, or in
// generator processes of their own (bench/live-generator.mjs) when one process could not open
// them all (a process's descriptor limit) or should not carry them all.
import http from 'node:http';
import { require, clientOperation } from './support.mjs';

const WebSocket = require('ws');

/** BENCH_BELL=0: the simulated workers leave out the notification bell's subscription (the queue page alone). */
export const WITH_BELL = process.env.BENCH_BELL !== '0';

/** Wall-clock milliseconds with sub-millisecond precision: comparable across the bench's processes. */
export const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * What a build without queue items in its events asked for: the Available Requests card of that
 * client (refetch mode, for BENCH_SERVER runs of such a build). The current client's own
 * operations are read from its generated documents (clientOperation).
 */
const JOB_CARD = `id title description status displayStatus priority serviceTypeName estimatedCostCents serviceAddress serviceCity serviceState
  serviceZipCode preferredDate preferredTime specificTime scheduledAt createdAt updatedAt completedAt clientName hundredDollarSpecial
  adminApprovalStatus category { id name icon }`;
export const OPEN_JOBS_QUERY = `query OpenJobs($first: Int, $after: String) { openJobs(first: $first, after: $after) { items { distanceMiles request { ${JOB_CARD} } } pageInfo { hasNextPage endCursor } } }`;

/**
 * N simulated workers on graphql-ws, each with its own session, each behaving as the worker's
 * queue page does: in 'refetch' mode every event sends the page's OpenJobs query over HTTP and
 * the job is in the list when an answer holds it; in 'cache' mode the event's item goes into
 * the list as it arrives. Like the shipped client, each socket also carries the notification
 * bell's notificationAdded and (where the schema has it) the shell's requestChanged.
 * Resolves once all have subscribed. `offset`: the index of the first (a share of the workers run
 * by another generator process), which decides its port; `tokenOf(i)` the session of worker i.
 */
export async function simulatedWorkers(ports, tokens, n, { mode, ownJobs }, offset = 0, tokenOf = (i) => tokens[i % tokens.length]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  const workers = [];
  // The shipped client's own operations (its queue page, the bell, the shell's job events), as it sends them.
  const subscription = mode === 'cache' ? clientOperation('QueueChanged') : 'subscription QueueChanged { queueChanged { requestId kind categoryId } }';
  const bell = mode === 'cache' ? clientOperation('NotificationAdded') : 'subscription NotificationAdded { notificationAdded { id type title message isRead data createdAt } }';
  const jobs = clientOperation('WorkerJobChanged');
  const openJobs = mode === 'cache' ? clientOperation('OpenJobs') : OPEN_JOBS_QUERY;
  for (let k = 0; k < n; k++) {
    const i = offset + k;
    const port = ports[i % ports.length];
    const token = tokenOf(i);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    const w = { ws, list: new Set(), target: null, inList: null, noticeAt: null, requests: 0, notified: 0, ready: null };
    const refetch = () => {
      w.requests++;
      const body = JSON.stringify({ operationName: 'OpenJobs', query: openJobs, variables: {} });
      const req = http.request({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          try {
            const items = JSON.parse(text).data?.openJobs?.items ?? [];
            w.list = new Set(items.map((it) => Number(it.request.id)));
            if (w.target !== null && w.inList === null && w.list.has(w.target)) w.inList = now();
          } catch {
            /* an error answer leaves the list as it was */
          }
        });
      });
      req.on('error', () => undefined);
      req.end(body);
    };
    w.ready = new Promise((resolve, reject) => {
      ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
      ws.on('message', (raw) => {
        const msg = JSON.parse(raw.toString());
        if (msg.type === 'connection_ack') {
          ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: subscription } }));
          if (WITH_BELL) ws.send(JSON.stringify({ id: '2', type: 'subscribe', payload: { query: bell } }));
          if (WITH_BELL && ownJobs) ws.send(JSON.stringify({ id: '3', type: 'subscribe', payload: { query: jobs } }));
          setTimeout(resolve, 0);
        } else if (msg.type === 'next' && msg.id === '2') {
          w.notified++;
          if (w.target !== null && w.noticeAt === null && Number(msg.payload.data?.notificationAdded?.data?.requestId) === w.target) w.noticeAt = now();
        } else if (msg.type === 'next' && msg.id === '1') {
          const change = msg.payload.data?.queueChanged;
          if (!change) return;
          if (mode === 'refetch') return refetch();
          if (change.item) w.list.add(Number(change.item.request.id));
          if (change.removedId) w.list.delete(Number(change.removedId));
          if (w.target !== null && w.inList === null && w.list.has(w.target)) w.inList = now();
        } else if (msg.type === 'error') reject(new Error(JSON.stringify(msg.payload)));
        // The keep-alive, answered as graphql-ws's client answers it (its payload, the socket's checkpoint, echoed).
        else if (msg.type === 'ping') ws.send(msg.payload ? JSON.stringify({ type: 'pong', payload: msg.payload }) : '{"type":"pong"}');
      });
      ws.on('error', reject);
    });
    workers.push(w);
    if (k % 100 === 99) await Promise.all(workers.slice(-100).map((x) => x.ready));
  }
  await Promise.all(workers.map((w) => w.ready));
  await sleep(500); // subscriptions registered server-side
  return { workers, close: () => { workers.forEach((w) => w.ws.close()); agent.destroy(); } };
}

