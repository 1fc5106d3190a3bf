import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from '../../shared/vapid-keys';

/** One device to push to (push_subscriptions). */
export interface PushDevice {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (client/src/sw.ts): the notification's title and text, the page a click opens, and its tag. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app (`/request-status?request=12`). */
  url: string;
  /** The same for every attempt of one message: a resend replaces the notification rather than showing a second. */
  tag: string;
}

export interface PushOptions {
  /** RFC 8030 Topic: a resend of a message still waiting at the push service replaces it there. */
  topic: string;
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * How a push service answered: delivered (201); gone (404 or 410: the browser dropped the
 * subscription, which is deleted); retry (429, 5xx, no answer: try again later); refused
 * (another 4xx: this message will never be taken, e.g. too large or a VAPID key the device
 * did not subscribe with).
 */
export type PushResult = { outcome: 'delivered' } | { outcome: 'gone'; status: number } | { outcome: 'retry'; reason: string } | { outcome: 'refused'; reason: string };

export interface PushSender {
  readonly description: string;
  readonly publicKey: string;
  send(device: PushDevice, payload: PushPayload, options: PushOptions): Promise<PushResult>;
  close(): void;
}

/**
 * Web Push through the `web-push` library: the payload encrypted to the device's keys
 * (RFC 8291, aes128gcm) and a VAPID token signed with the server's key pair (RFC 8292), posted
 * to the device's push service (RFC 8030) over kept-alive connections.
 */
export class WebPushSender implements PushSender {
  readonly description = 'Web Push (VAPID)';
  private readonly agents = { https: new https.Agent({ keepAlive: true, maxSockets: 64 }), http: new http.Agent({ keepAlive: true, maxSockets: 64 }) };
  /** The VAPID header of each push service (its origin is the token's audience), reused until an hour before it expires. */
  private readonly vapid = new Map<string, { header: string; renewAt: number }>();

  constructor(
    private readonly keys: VapidKeys,
    private readonly timeoutMs = 10_000,
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  async send(device: PushDevice, payload: PushPayload, options: PushOptions): Promise<PushResult> {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
        TTL: options.ttl,
        topic: options.topic,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      });
      details.headers.Authorization = this.vapidHeader(new URL(device.endpoint).origin);
    } catch (err) {
      // Keys the device can never be sent to (stored before they were checked).
      return { outcome: 'refused', reason: err instanceof Error ? err.message : String(err) };
    }
    return new Promise<PushResult>((resolve) => {
      const url = new URL(details.endpoint);
      const secure = url.protocol === 'https:';
      const req = (secure ? https : http).request(
        url,
        { method: details.method, headers: details.headers as http.OutgoingHttpHeaders, agent: secure ? this.agents.https : this.agents.http, timeout: this.timeoutMs },
        (res) => {
          const status = res.statusCode ?? 0;
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (text.length < 500) text += chunk;
          });
          res.on('end', () => {
            if (status >= 200 && status < 300) resolve({ outcome: 'delivered' });
            else if (status === 404 || status === 410) resolve({ outcome: 'gone', status });
            else if (status === 429 || status >= 500) resolve({ outcome: 'retry', reason: `The push service answered ${status}${text ? `: ${text.slice(0, 200)}` : ''}` });
            else resolve({ outcome: 'refused', reason: `The push service refused it (${status})${text ? `: ${text.slice(0, 200)}` : ''}` });
          });
          res.on('error', (err) => resolve({ outcome: 'retry', reason: err.message }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`The push service did not answer in ${this.timeoutMs} ms`)));
      req.on('error', (err) => resolve({ outcome: 'retry', reason: err.message }));
      req.end(details.body ?? undefined);
    });
  }

  /**
   * RFC 8292's token for one push service, signed once and reused: 12 hours valid (at most 24
   * are allowed), renewed an hour before it ends. Signing it is most of a push's cost.
   */
  private vapidHeader(audience: string): string {
    const now = Date.now();
    const kept = this.vapid.get(audience);
    if (kept && kept.renewAt > now) return kept.header;
    const expires = Math.floor(now / 1000) + 12 * 3600;
    const { Authorization } = webpush.getVapidHeaders(audience, this.keys.subject, this.keys.publicKey, this.keys.privateKey, 'aes128gcm', expires) as { Authorization: string };
    if (this.vapid.size > 1000) this.vapid.clear();
    this.vapid.set(audience, { header: Authorization, renewAt: (expires - 3600) * 1000 });
    return Authorization;
  }

  close(): void {
    this.agents.https.destroy();
    this.agents.http.destroy();
  }
}
