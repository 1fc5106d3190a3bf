import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../db/int-array';
import type { Logger } from 'pino';
import type { Clock } from '../../shared/account-throttle';
import type { MessageKind } from '../notifications/message-kinds';
import { MAX_ATTEMPTS, messageRetryDelayMs, type ClaimedRow, type Outcome } from './dispatch-outcome';
import type { PushDevice, PushResult, PushSender } from './push-sender';
import { pushPayload } from './push-content';

/** Each person's devices, in one statement. */
export async function loadDevices(em: EntityManager, userIds: number[]): Promise<Map<number, PushDevice[]>> {
  const out = new Map<number, PushDevice[]>();
  if (userIds.length === 0) return out;
  const rows = await em.execute<{ id: number; user_id: number; endpoint: string; p256dh: string; auth: string }[]>(
    'select id, user_id, endpoint, p256dh, auth from push_subscriptions where user_id = any(?::int[]) order by id',
    [intArray([...new Set(userIds)])],
  );
  for (const r of rows) {
    const userId = Number(r.user_id);
    const list = out.get(userId) ?? [];
    list.push({ id: Number(r.id), userId, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth });
    out.set(userId, list);
  }
  return out;
}

/**
 * Sends each push message to every device of its person, at most `concurrency` messages
 * at once. A device whose push service answers 404 or 410 is deleted. The message is sent
 * when a device took it (or every device is gone: skipped); a push service that failed for
 * now sends it again later, to every device, with the same Topic and notification tag, so a
 * device that had it already shows it once (the service worker replaces a notification of the
 * same tag).
 */
export async function sendPushes(
  em: EntityManager,
  sender: PushSender,
  items: { row: ClaimedRow; kind: MessageKind; devices: PushDevice[] }[],
  { now, log, concurrency }: { now: Clock; log: Logger; concurrency: number },
): Promise<Outcome[]> {
  const gone: number[] = [];
  const outcomes: Outcome[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      const { row, kind, devices } = items[i];
      const payload = pushPayload(row.id, kind, row.context ?? {});
      const results: PushResult[] = await Promise.all(
        devices.map((d) => sender.send(d, payload, { topic: `m${row.id}`, ttl: 24 * 3600, urgency: kind === 'payment_declined' || kind.startsWith('new_message') ? 'high' : 'normal' }).catch((err: unknown) => ({ outcome: 'retry' as const, reason: err instanceof Error ? err.message : String(err) }))),
      );
      devices.forEach((d, j) => {
        if (results[j].outcome === 'gone') gone.push(d.id);
      });
      const delivered = results.filter((r) => r.outcome === 'delivered').length;
      const retry = results.find((r): r is Extract<PushResult, { outcome: 'retry' }> => r.outcome === 'retry');
      const refused = results.find((r): r is Extract<PushResult, { outcome: 'refused' }> => r.outcome === 'refused');
      const base = { id: row.id, claimed: row.attempts, attempts: row.attempts, recipient: `${delivered} of ${devices.length} device${devices.length === 1 ? '' : 's'}`, subject: payload.title, text: `${payload.body}\n${payload.url}` };
      if (retry && row.attempts < MAX_ATTEMPTS) {
        log.warn({ messageId: row.id, kind, attempts: row.attempts, err: retry.reason }, 'push not delivered to every device; retrying later');
        outcomes[i] = { ...base, state: 'queued', reason: retry.reason.slice(0, 2000), dueAt: new Date(now() + messageRetryDelayMs(row.attempts)) };
      } else if (delivered > 0) {
        outcomes[i] = { ...base, state: 'sent', reason: refused ? refused.reason.slice(0, 2000) : null, sentAt: new Date(now()) };
      } else if (results.every((r) => r.outcome === 'gone')) {
        outcomes[i] = { ...base, state: 'skipped_no_address', reason: 'Every device had turned push notifications off (the push service answered 404 or 410)' };
      } else {
        const reason = (retry ?? refused)!.reason.slice(0, 2000);
        log.warn({ messageId: row.id, kind, attempts: row.attempts, err: reason }, 'push failed');
        outcomes[i] = { ...base, state: 'failed', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(items.length, concurrency) }, worker));
  if (gone.length) await em.execute('delete from push_subscriptions where id = any(?::int[])', [intArray(gone)]);
  return outcomes;
}
