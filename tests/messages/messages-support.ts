import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../support/app';

/** The app's clock, moved by the tests instead of waiting. */
export function movableClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/** Until the outbox's post-commit work and every due message have been handled. */
export async function settle(app: TestApp): Promise<void> {
  await app.handle.outbox.idle();
  await app.handle.messages.idle();
  await app.handle.outbox.idle();
  await app.handle.messages.idle();
}

export interface MessageRow {
  id: number;
  email: string;
  channel: string;
  kind: string;
  state: string;
  attempts: number;
  last_error: string | null;
  recipient: string | null;
  subject: string | null;
  text_body: string | null;
  message_id: string;
  context: Record<string, unknown>;
}

/** The outbound messages of one kind (to one person's sign-in e-mail, when given). */
export async function messagesOf(app: TestApp, kind: string, email?: string): Promise<MessageRow[]> {
  return app.orm.em.fork().getConnection().execute<MessageRow[]>(
    `select m.id, u.email, m.channel, m.kind, m.state, m.attempts, m.last_error, m.recipient, m.subject, m.text_body, m.message_id, m.context
       from outbound_messages m join users u on u.id = m.user_id
      where m.kind = ? ${email ? 'and u.email = ?' : ''} order by m.id`,
    email ? [kind, email] : [kind],
  );
}

/** The text messages the file sink wrote for one kind. */
export function textsOf(app: TestApp, kind: string): string[] {
  const dir = app.config.smsDir;
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith(`-${kind}.txt`)).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/**
 * Waits until a text message of `kind` containing `text` was written (its e-mail and its text
 * go out as two messages, possibly by two processes: one arriving says nothing of the other).
 */
export async function waitForText(app: TestApp, kind: string, text: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = textsOf(app, kind).find((t) => t.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} text message with "${text}" within ${timeoutMs} ms; written: ${JSON.stringify(textsOf(app, kind))}`);
    await settle(app);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The unsubscribe token in an e-mail's text body. */
export function unsubscribeToken(text: string): string {
  const m = /\/unsubscribe\?token=([^\s]+)/.exec(text);
  if (!m) throw new Error(`no unsubscribe link in: ${text}`);
  return decodeURIComponent(m[1]);
}

/**
 * The link to `pathname` (with its token) in the newest `kind` e-mail the file sink wrote to
 * `email`, quoted-printable decoded: the secret links (reset, connect a sign-in) are only there,
 * never in the stored copy of the body.
 */
export function linkInMail(app: TestApp, kind: string, email: string, pathname: string): URL {
  const dir = app.config.mailDir;
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${kind}.eml`)).sort().reverse() : [];
  for (const f of files) {
    const decoded = fs
      .readFileSync(path.join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (!decoded.toLowerCase().includes(`<${email.toLowerCase()}>`)) continue;
    const m = new RegExp(`(http\\S+${pathname.replace(/[/]/g, '\\/')}\\?token=[A-Za-z0-9_-]+)`).exec(decoded);
    if (m) return new URL(m[1]);
  }
  throw new Error(`no ${kind} e-mail to ${email} in ${dir}: ${files.join(', ')}`);
}
