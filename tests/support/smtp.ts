import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail as a real SMTP server received it, with its parts decoded. */
export interface ReceivedMail {
  raw: string;
  messageId: string;
  subject: string;
  to: string;
  kind: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface TestSmtp {
  /** SMTP_URL for the app. */
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with `code` (451: try later; 550: permanent). */
  refuseNext(count: number, code?: number): void;
  /** Resolves with the first received message matching, waiting for it to arrive (fails after timeoutMs). */
  waitFor(match: (m: ReceivedMail) => boolean, what: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, enc: string, body: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(body, 'base64').toString('utf8') : decodeQuotedPrintable(body.replace(/_/g, ' ')),
  );
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain and text/html parts of a message (nodemailer's multipart/alternative). */
export function parseMail(raw: string): ReceivedMail {
  const { headers, body } = split(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((p) => split(p.replace(/^\r?\n/, ''))) : [{ headers, body }];
  for (const p of parts) {
    const type = (p.headers['content-type'] ?? 'text/plain').toLowerCase();
    if (type.startsWith('text/plain')) text = decodeBody(p.headers, p.body);
    else if (type.startsWith('text/html')) html = decodeBody(p.headers, p.body);
  }
  return { raw, headers, text, html, messageId: headers['message-id'] ?? '', subject: decodeWords(headers.subject ?? ''), to: headers.to ?? '', kind: headers['x-message-kind'] ?? '' };
}

/** A real SMTP server (smtp-server) on a free local port, keeping what it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const refusals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const code = refusals.shift();
        if (code) return callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
        received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code = 451) {
      for (let i = 0; i < count; i++) refusals.push(code);
    },
    async waitFor(match, what, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const m = received.find(match);
        if (m) return m;
        if (Date.now() > deadline) throw new Error(`no e-mail ${what} arrived; received: ${received.map((r) => `${r.kind} to ${r.to}: ${r.subject}`).join(' | ')}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
