import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';

export interface OutgoingEmail {
  /** Fixed per message: the same message sent again carries the same Message-ID. */
  messageId: string;
  /** The row id, naming the file of the file sink. */
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Where e-mail goes: an SMTP server, or .eml files. */
export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingEmail): Promise<void>;
  close(): void;
}

/** A refusal that no retry will change (a 5xx answer: no such mailbox, message rejected). */
export class PermanentSendError extends Error {}

function message(from: string, mail: OutgoingEmail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: { ...mail.headers, 'X-Message-Kind': mail.kind, 'Auto-Submitted': 'auto-generated' },
  };
}

/** nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS), with bounded waits. */
export class SmtpTransport implements MailTransport {
  private readonly transport: nodemailer.Transporter;
  readonly description: string;

  constructor(url: string, private readonly from: string) {
    // Pooled: a batch goes over a few kept-open connections instead of one connection per message.
    this.transport = nodemailer.createTransport({ url, pool: true, maxConnections: 3, connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as nodemailer.TransportOptions);
    const u = new URL(url);
    this.description = `SMTP ${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}`;
  }

  async send(mail: OutgoingEmail): Promise<void> {
    try {
      await this.transport.sendMail(message(this.from, mail));
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      const text = err instanceof Error ? err.message : String(err);
      if (typeof code === 'number' && code >= 500 && code < 600) throw new PermanentSendError(text);
      throw err instanceof Error ? err : new Error(text);
    }
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Without SMTP_URL: each e-mail is written as an .eml file (the raw message an SMTP server
 * would have received) under MAIL_DIR, named by the message, so sending it again rewrites
 * the same file.
 */
export class FileMailTransport implements MailTransport {
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  readonly description: string;

  constructor(private readonly dir: string, private readonly from: string) {
    this.description = `.eml files in ${dir}`;
  }

  async send(mail: OutgoingEmail): Promise<void> {
    const info = await this.builder.sendMail(message(this.from, mail));
    // buffer: true makes the message one Buffer (a stream only without it).
    if (!Buffer.isBuffer(info.message)) throw new Error('The mail builder gave a stream where a buffer was asked for');
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`);
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, info.message);
    await fs.rename(tmp, file);
  }

  close(): void {
    this.builder.close();
  }
}

export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'mailDir' | 'mailFrom'>): MailTransport {
  return config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.mailFrom) : new FileMailTransport(config.mailDir, config.mailFrom);
}
