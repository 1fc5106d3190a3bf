/** A connection URL with its password hidden, for messages and logs. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
