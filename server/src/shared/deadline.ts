/**
 * Settles as `work` does, or rejects with `late()` when `work` has not settled `ms` after the
 * call. When the timer's turn comes, the answers that reached this process meanwhile are read
 * first (Node runs a timer before the poll for input; a callback of `setImmediate` runs after
 * it): a process busy for longer than `ms` in synchronous work would otherwise count an answer
 * that came in time, and sat unread in its socket, as never given. A health check that did so
 * took a busy host out of its balancer, and its load moved to the others, which then went too.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // A promise settles once: a rejection after `work` settled is ignored.
    const timer = setTimeout(() => setImmediate(() => reject(late())), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
