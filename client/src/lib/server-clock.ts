/**
 * The server's clock as this page last heard it (the live socket's acknowledgement carries the
 * server's time): what a screen gives the server as "since" stays on the server's clock, however
 * far this device's clock is off.
 */
let offsetMs = 0;

/** Records the server's time `serverMs` as heard now. */
export function heardServerTime(serverMs: number): void {
  if (Number.isFinite(serverMs)) offsetMs = serverMs - Date.now();
}

/** Now on the server's clock (this device's clock until the server was heard). */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}
