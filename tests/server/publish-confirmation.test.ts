import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { trackPublish, withConfirmedPublishes } from '../../server/src/events/publish-confirmation';

const BUILT = path.resolve(__dirname, '../../server/dist/events/publish-confirmation.js');

/**
 * The outbox publishes a thousand new-job notifications in slices, yielding to the event loop
 * between them, and waits for the event bus's confirmations after the last slice. A publish
 * that fails at once (Redis not connected yet, as when a process has just started) must make
 * that delivery fail and be retried, not stop the whole process as an unhandled rejection.
 */
describe('confirmed publishes', () => {
  it('reports a publish that failed before the last slice as a failed delivery, and the process goes on', () => {
    // In a process of its own, as the server runs: Node stops a process on an unhandled rejection.
    const script = `
      const { trackPublish, withConfirmedPublishes } = require(${JSON.stringify(BUILT)});
      withConfirmedPublishes(async () => {
        trackPublish(Promise.reject(new Error('the event bus (Redis) is unavailable (connect)')));
        await new Promise((resolve) => setImmediate(resolve)); // the next slice
        await new Promise((resolve) => setTimeout(resolve, 20));
        trackPublish(Promise.resolve(1));
      }).then(() => console.log('delivered'), (err) => console.log('delivery failed: ' + err.message));
      setTimeout(() => console.log('still running'), 50);`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10000 });
    expect(run.stderr).not.toMatch(/unavailable/);
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual(['delivery failed: the event bus (Redis) is unavailable (connect)', 'still running']);
  });

  it('waits for every confirmation of the slices before the delivery counts', async () => {
    let confirmed = false;
    await withConfirmedPublishes(async () => {
      trackPublish(new Promise((resolve) => setTimeout(() => resolve((confirmed = true)), 30)));
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(confirmed).toBe(true);
  });
});
