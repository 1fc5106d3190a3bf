/**
 * Resolves once the browser has painted the next frame. A tap's handler that shows its progress
 * and then awaits this before starting heavy work (a mutation: its document prepared, the cache's
 * watchers told) lets the tap be answered on screen first, so the work does not count against
 * the tap's Interaction to Next Paint.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
