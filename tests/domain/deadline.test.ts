import net from 'node:net';
import { withDeadline } from '../../server/src/shared/deadline';

/** Blocks this process's event loop (synchronous work) for `ms`. */
function busy(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // a long synchronous stretch: a big answer serialized, a burst of events handled
  }
}

/** A connected pair of sockets: bytes written to `near` wait in `far`'s socket until the event loop reads them. */
async function socketPair(): Promise<{ near: net.Socket; far: net.Socket; close: () => void }> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const accepted = new Promise<net.Socket>((r) => server.once('connection', r));
  const near = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
  await new Promise<void>((r) => near.once('connect', () => r()));
  const far = await accepted;
  return { near, far, close: () => (near.destroy(), far.destroy(), server.close()) };
}

describe('withDeadline', () => {
  it('counts an answer that arrived in time as an answer, though the process was busy past the deadline', async () => {
    const { near, far, close } = await socketPair();
    try {
      const answer = new Promise<string>((r) => far.once('data', (b) => r(b.toString())));
      const checked = withDeadline(answer, 200, () => new Error('late'));
      near.write('ready'); // answered at once, read only when the loop is free again
      busy(600);
      await expect(checked).resolves.toBe('ready');
    } finally {
      close();
    }
  });

  it('rejects when no answer came by the deadline', async () => {
    const never = new Promise<string>(() => undefined);
    await expect(withDeadline(never, 50, () => new Error('the database did not answer in time'))).rejects.toThrow('the database did not answer in time');
  });

  it('passes the work’s own failure through', async () => {
    await expect(withDeadline(Promise.reject(new Error('refused')), 1000, () => new Error('late'))).rejects.toThrow('refused');
  });
});
