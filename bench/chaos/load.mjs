// The chaos harness's load, all through the balancer: live workers on graphql-ws (the queue
// page's subscription, the bell's and the worker's own jobs'; on a lost socket they reconnect and ask liveChangesSince what they
// missed, as the shipped client does), clients paying at a steady rate (an open loop; a 5xx or
// no answer is retried with the same attempt key, as the API asks of payers), and workers
// accepting the paid jobs. Every HTTP answer is counted, 5xx and failed connections apart.
/* global AbortSignal */
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { clientOperation } from '../client-operations.mjs';

const require = createRequire(import.meta.url);
const WebSocket = require('ws');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : undefined);

// The queue page's own operations, as the shipped client sends them (its generated documents).
const QUEUE_CHANGED = clientOperation('QueueChanged');
const RESYNC = clientOperation('WorkerLiveResync');
const OPEN_JOBS = clientOperation('OpenJobs');
const ACCEPT = clientOperation('AcceptJob');
// The worker shell's own subscriptions, held on the same socket by every screen of a signed-in worker:
// the notification bell and the worker's own jobs. CHAOS_QUEUE_ONLY=1 leaves them out (the load of the
// sessions before the thirteenth of 2026-11-30, which held the queue's subscription alone).
const SHELL = process.env.CHAOS_QUEUE_ONLY === '1' ? [] : [['b', clientOperation('NotificationAdded')], ['j', clientOperation('WorkerJobChanged')]];

/** What clients saw, per scenario window (reset by the harness). */
export class Seen {
  constructor() {
    this.reset();
  }
  reset() {
    // The load generator's own event-loop delay: a time it measures is late by up to this much.
    this.loopDelay?.disable();
    this.loopDelay = monitorEventLoopDelay({ resolution: 10 });
    this.loopDelay.enable();
    this.fiveXx = 0;
    this.failedConnections = 0;
    this.answers = 0;
    /** 5xx by path and status, for the log. */
    this.where = {};
    /** When each request that got no answer was sent (performance.now()), to place them in the fault's phases. */
    this.unansweredSentAt = [];
  }
}

export class Load {
  constructor({ base, log }) {
    this.base = base;
    this.wsUrl = `${base.replace(/^http/, 'ws')}/graphql`;
    this.log = log;
    this.seen = new Seen();
    this.workers = [];
    this.payments = [];
    this.paying = false;
    this.accepting = true;
  }

  /** One HTTP call through the balancer; 5xx and connection failures counted. */
  async call(path, { token, body }) {
    const sentAt = performance.now();
    try {
      const res = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      this.seen.answers++;
      if (res.status >= 500) {
        this.seen.fiveXx++;
        const key = `${path.replace(/\d+/g, ':id')} ${res.status} ${body.query ? body.query.slice(0, 20) : ''} ${text.slice(0, 120)}`;
        this.seen.where[key] = (this.seen.where[key] ?? 0) + 1;
      }
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, json };
    } catch (err) {
      this.seen.failedConnections++;
      this.seen.unansweredSentAt.push(sentAt);
      const key = `${path.replace(/\d+/g, ':id')} no answer: ${err?.cause?.code ?? err?.name ?? err}`;
      this.seen.where[key] = (this.seen.where[key] ?? 0) + 1;
      return { status: 0, json: null };
    }
  }

  gql(token, query, variables) {
    return this.call('/graphql', { token, body: { query, variables } });
  }

  // ------------------------------------------------------------ live workers

  async connectWorkers(tokens) {
    for (let i = 0; i < tokens.length; i++) {
      const w = { token: tokens[i], heard: new Map(), liveAt: null, ws: null, up: false, downSince: null, gaps: [], attempts: [], caughtUp: [], resyncs: 0, incomplete: 0, resyncFailed: 0, catchUpFailed: 0, reloads: [], closes: 0, notices: 0, jobEvents: 0 };
      this.workers.push(w);
      this.open(w);
      if (i % 100 === 99) await this.waitConnected(this.workers.slice(-100), 60_000);
    }
    await this.waitConnected(this.workers, 60_000);
  }

  async waitConnected(workers = this.workers, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    // Connected and its catch-up over (a worker whose catch-up failed stays behind until its next reconnect).
    const waiting = (w) => !w.up || w.catchingUp;
    while (workers.some(waiting) && Date.now() < deadline) await sleep(100);
    return workers.filter(waiting).length;
  }

  open(w) {
    const ws = new WebSocket(this.wsUrl, 'graphql-transport-ws');
    w.ws = ws;
    let acked = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${w.token}` } })));
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString());
      if (msg.type === 'connection_ack') {
        acked = true;
        // As the shipped client (client/src/apollo.ts): the socket was lost at the server time of its
        // acknowledgement plus the time it stayed open, measured here, and the server reads a minute further
        // back; or, handed over by a server restarting, at the moment its close reason gave (heard until).
        const previous = w.lostAt ?? w.liveAt;
        const handedOver = w.handedOver ?? false;
        w.handedOver = false;
        w.liveAt = msg.payload?.liveAt ?? new Date().toISOString();
        w.connectedAt = { server: Date.parse(w.liveAt), here: performance.now() };
        ws.send(JSON.stringify({ id: 'q', type: 'subscribe', payload: { query: QUEUE_CHANGED } }));
        for (const [id, query] of SHELL) ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
        w.up = true;
        if (w.downSince !== null) {
          w.gaps.push(performance.now() - w.downSince);
          // How many sockets it opened to get this one acknowledged (1: the first try).
          w.attempts.push(w.retries ?? 1);
          w.catchingUp = true;
          void this.catchUp(w, previous, handedOver).finally(() => (w.catchingUp = false));
        }
      } else if (msg.type === 'next' && msg.id === 'q') {
        const id = msg.payload?.data?.queueChanged?.requestId;
        if (id && !w.heard.has(Number(id))) w.heard.set(Number(id), performance.now());
      } else if (msg.type === 'next' && msg.id === 'b') {
        w.notices++;
      } else if (msg.type === 'next' && msg.id === 'j') {
        w.jobEvents++;
      } else if (msg.type === 'ping') {
        // As graphql-ws's client: the pong echoes the payload. The shipped client keeps the ping's checkpoint (client/src/realtime.ts).
        ws.send(msg.payload ? JSON.stringify({ type: 'pong', payload: msg.payload }) : '{"type":"pong"}');
        if (acked && typeof msg.payload?.heardUntil === 'string') w.checkpoint = msg.payload.heardUntil;
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', (code, reason) => {
      const heardUntil = code === 1012 ? /heard until (\S+)$/.exec(reason.toString())?.[1] : undefined;
      const checkpoint = w.checkpoint;
      w.checkpoint = undefined;
      if (w.up && heardUntil) {
        w.lostAt = heardUntil;
        w.handedOver = true;
        w.handedOverCloses = (w.handedOverCloses ?? 0) + 1;
      } else if (w.up && checkpoint) {
        // Lost without a moment in its close: caught up from the last ping's checkpoint, as the shipped client.
        w.lostAt = checkpoint;
        w.handedOver = true;
        w.checkpointCloses = (w.checkpointCloses ?? 0) + 1;
      } else if (w.up && w.connectedAt) w.lostAt = new Date(w.connectedAt.server + (performance.now() - w.connectedAt.here)).toISOString();
      w.up = false;
      w.closes++;
      if (w.downSince === null) w.downSince = performance.now();
      if (this.closing) return;
      // As the shipped client (reconnectDelay in client/src/realtime.ts): its first retry since the last acknowledgement
      // 0.3 to 1.5 s after the loss, at random; before the n-th after that, 2^n s (at most 30 s) plus 0.3 to 3 s.
      const retries = acked ? 0 : (w.retries ?? 0);
      w.retries = retries + 1;
      setTimeout(() => this.open(w), retries === 0 ? 300 + Math.random() * 1200 : Math.min(2 ** retries * 1000, 30_000) + 300 + Math.random() * 2700);
    });
  }

  /**
   * After a reconnect, as the shipped client does (client/src/lib/live-resync.ts): one ask of what
   * was delivered since the socket was lost (handedOver when its server said when, closing it); when the answer is not complete, or the ask
   * failed, one reload of the queue page. When the reload fails too, the worker stays behind
   * (counted: the screen shows its error) until the next reconnect catches up again.
   */
  async catchUp(w, since, handedOver) {
    await sleep(200); // the subscription registered
    const sent = performance.now();
    const r = await this.gql(w.token, RESYNC, { since: since ?? w.liveAt, handedOver });
    const answer = r.json?.data?.liveChangesSince;
    if (answer) w.resyncs++;
    if (answer?.complete) {
      for (const q of answer.queue) if (!w.heard.has(Number(q.requestId))) w.heard.set(Number(q.requestId), performance.now());
    } else {
      // Too much changed for one answer, or no answer: the client asks its queue page again instead (what it shows is then current).
      if (answer) w.incomplete++;
      else w.resyncFailed++;
      const page = await this.gql(w.token, OPEN_JOBS, { first: 50 });
      if (!page.json?.data) {
        w.catchUpFailed++;
        return;
      }
      w.reloads.push(sent);
    }
    w.caughtUp.push(performance.now() - w.downSince);
    w.downSince = null;
  }

  // ------------------------------------------------------------ payments and accepts

  /** Pays `jobs` ({ id, token }) at `rate` a second until stop(); each payment retried on a 5xx or no answer. */
  startPaying(jobs, rate) {
    this.paying = true;
    const started = performance.now();
    const pending = [];
    const run = async () => {
      for (let i = 0; this.paying && i < jobs.length; i++) {
        const at = started + (i * 1000) / rate;
        const wait = at - performance.now();
        if (wait > 1) await sleep(wait);
        if (!this.paying) break;
        pending.push(this.pay(jobs[i]));
      }
    };
    this.payLoop = run();
    this.pendingPayments = pending;
  }

  async stopPaying() {
    this.paying = false;
    await this.payLoop;
    await Promise.all(this.pendingPayments);
  }

  async pay(job) {
    const p = { id: job.id, sentAt: performance.now(), answeredAt: null, status: 0, tries: 0, fiveXx: 0 };
    this.payments.push(p);
    const body = { paymentMethod: 'card', paymentType: 'appointment_fee', squareTransactionId: `chaos-${job.id}` };
    for (;;) {
      p.tries++;
      const r = await this.call(`/api/service-requests/${job.id}/process-payment`, { token: job.token, body });
      if (r.status >= 500) p.fiveXx++;
      if ((r.status !== 0 && r.status < 500) || p.tries >= 90) {
        p.status = r.status;
        p.answeredAt = performance.now();
        break;
      }
      await sleep(Math.min(1000, 50 * p.tries));
    }
    if (p.status === 200 && this.accepting) void this.accept(job.id);
  }

  /** A worker (one of the live ones, at random) accepts the job a second after it entered the queue. */
  async accept(id) {
    await sleep(1000);
    const w = this.workers[Math.floor(Math.random() * this.workers.length)];
    for (let tries = 0; tries < 30; tries++) {
      const r = await this.gql(w.token, ACCEPT, { requestId: String(id) });
      if (r.status !== 0 && r.status < 500 && r.json?.errors?.[0]?.extensions?.code !== 'SERVICE_UNAVAILABLE') return;
      await sleep(Math.min(1000, 100 * (tries + 1)));
    }
  }

  close() {
    this.closing = true;
    for (const w of this.workers) w.ws?.terminate();
  }
}
