// One generator process of the live bench: runs a share of the simulated workers
// (bench/live-workers.mjs) and answers the bench's messages over IPC. Started by bench/live.mjs
// (BENCH_GENERATORS, or on its own when the workers are more than one process may open sockets for).
import { simulatedWorkers, now } from './live-workers.mjs';

// The share: its ports, the sessions of its workers (worker offset + k has tokens[k]), its size.
const { ports, tokens, count, offset, live } = await new Promise((resolve) => process.once('message', resolve));
const { workers, close } = await simulatedWorkers(ports, tokens, count, live, offset, (i) => tokens[i - offset]);

process.on('message', (msg) => {
  switch (msg.type) {
    case 'arm':
      for (const w of workers) Object.assign(w, { target: msg.target, inList: null, noticeAt: null, requests: 0 });
      return process.send({ id: msg.id });
    case 'pending':
      return process.send({ id: msg.id, list: workers.filter((w) => w.inList === null).length, notice: workers.filter((w) => w.noticeAt === null).length });
    case 'collect': {
      const usage = process.cpuUsage();
      return process.send({
        id: msg.id,
        inList: workers.map((w) => w.inList),
        noticeAt: workers.map((w) => w.noticeAt),
        requests: workers.reduce((n, w) => n + w.requests, 0),
        notified: workers.filter((w) => w.notified > 0).length,
        cpuMs: (usage.user + usage.system) / 1000,
        at: now(),
      });
    }
    case 'close':
      close();
      process.send({ id: msg.id });
      return setTimeout(() => process.exit(0), 100);
  }
});
process.send({ type: 'ready' });
