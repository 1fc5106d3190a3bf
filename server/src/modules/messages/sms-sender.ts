import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';

export interface OutgoingSms {
  /** The row id: the same message sent again is the same message (a provider's idempotency key). */
  id: number;
  kind: string;
  to: string;
  body: string;
}

/**
 * Where text messages go. No SMS provider is configured here: the file sink writes each one
 * under SMS_DIR. A provider (Twilio, Vonage, ...) is one adapter implementing this, passing
 * `id` as its idempotency key.
 */
export interface SmsSender {
  readonly description: string;
  send(sms: OutgoingSms): Promise<void>;
}

export class FileSmsSender implements SmsSender {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `text files in ${dir}`;
  }

  async send(sms: OutgoingSms): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${String(sms.id).padStart(6, '0')}-${sms.kind}.txt`);
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, `To: ${sms.to}\nKind: ${sms.kind}\n\n${sms.body}\n`);
    await fs.rename(tmp, file);
  }
}

export function createSmsSender(config: Pick<AppConfig, 'smsDir'>): SmsSender {
  return new FileSmsSender(config.smsDir);
}
