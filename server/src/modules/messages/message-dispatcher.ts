/**
 * Module messages: sending e-mails and texts.
 * Owns: the dispatcher that sends outbound_messages (claims, retries, heartbeats in
 * dispatcher_heartbeats), the templates (templates/), the facts they are rendered from,
 * recipients and their switches, unsubscribe links, visit reminders and the 7-day refund
 * (message-timers.ts), the admin's message settings. See docs/messages.md.
 * Entry points: MessageDispatcher (this file), MessageTimers, MessageService (Admin, Messages),
 * createMailTransport, createSmsSender.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Clock } from '../../shared/account-throttle';
import { DrainLoop } from '../../shared/drain-loop';
import { onOutboxWork } from '../outbox/outbox-commits';
import { DispatcherLiveness } from './dispatcher-liveness';
import { MESSAGE_KINDS, SWITCH_LABELS, blockedBy, isMessageKind, unsubscribeSwitchOf, type MessageKind } from '../notifications/message-kinds';
import type { MessageChannel } from '../notifications/outbound-message.entity';
import { loadRecipients, recipientOf, type Recipient } from './recipients';
import { loadFacts } from './message-facts';
import { renderEmail, renderSms } from './templates/render';
import { signUnsubscribe, unsubscribeUrls } from './unsubscribe-token';
import { PermanentSendError, type MailTransport } from './mail-transport';
import type { SmsSender } from './sms-sender';
import type { PushDevice, PushSender } from './push-sender';
import { MAX_ATTEMPTS, messageRetryDelayMs, type ClaimedRow, type Outcome } from './dispatch-outcome';
import { loadDevices, sendPushes } from './push-dispatch';

/** The longest a process holds the messages it claimed, alive or not; it stops sending at half of it and gives the rest back. */
const LEASE_MS = 10 * 60_000;

/**
 * What may be claimed (parameters: now, now, the oldest heartbeat of a live holder): a queued
 * message that is due, or one being sent whose lease ended or whose holder stopped beating.
 * Claimed again, those go first (in the order they were first claimed, by their lease's end):
 * they were due before anything still queued, and must not wait behind a backlog.
 */
const CLAIMABLE = `((o.state = 'queued' and o.due_at <= ?)
    or (o.state = 'sending' and (o.due_at <= ? or not exists (select 1 from dispatcher_heartbeats h where h.instance_id = o.claimed_by and h.beat_at >= ?))))`;

export interface MessageDispatcherOptions {
  mail: MailTransport;
  sms: SmsSender;
  /** Web Push to the person's devices; without it a push message is skipped (no device). */
  push?: PushSender | null;
  /** How many push messages of a batch are on the wire at once (each to every device of its person). */
  pushConcurrency?: number;
  /** The time (tests move it): due times, leases, retries and link expiry are reckoned by it. */
  now?: Clock;
  /** How often due messages are looked for without a wake-up (retries, reminders due, messages of a process that stopped). */
  pollMs?: number;
  /** Batches only when dispatchBatch() is called (a test drives it): no wake-ups on commits. */
  manual?: boolean;
  batchSize?: number;
  /** How often this dispatcher records that it is alive (dispatcher-liveness.ts). */
  heartbeatMs?: number;
  /** After how long without a heartbeat a dispatcher's claims are taken over. */
  holderTimeoutMs?: number;
}

/**
 * Sends the outbound messages of every API process. A batch is claimed in one statement
 * (FOR UPDATE SKIP LOCKED, state sending, a lease of 10 minutes, the attempt counted), so
 * two processes never hold the same message; the batch's people and switches are read in one
 * statement per audience; then each message is rendered, sent, and marked sent (or queued for
 * a retry with backoff) only if this process still holds it. No database transaction stays
 * open while a message is on the wire. A claim names its dispatcher, which beats every few
 * seconds (dispatcher-liveness.ts): a process that stops mid-send leaves its messages to be
 * claimed again once its heartbeat is 30 s old (at the latest when the lease ends); they go out
 * again with the same Message-ID (the file sinks rewrite the same file): one message received.
 */
export class MessageDispatcher extends DrainLoop {
  private readonly now: Clock;
  private readonly batchSize: number;
  private readonly liveness: DispatcherLiveness;
  /** Claims of an interrupted batch not yet given back (the database refused the release): given back before the next claim. */
  private readonly unreleased: Outcome[] = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly config: Pick<AppConfig, 'publicUrl'>,
    private readonly log: Logger,
    private readonly options: MessageDispatcherOptions,
  ) {
    super({ name: 'message dispatch', log, pollMs: options.pollMs ?? 1000, wakeOn: options.manual ? () => () => undefined : onOutboxWork });
    this.now = options.now ?? Date.now;
    this.batchSize = options.batchSize ?? 25;
    this.liveness = new DispatcherLiveness(orm, log, { now: this.now, heartbeatMs: options.heartbeatMs, holderTimeoutMs: options.holderTimeoutMs });
  }

  /** This dispatcher's name on its claims and heartbeat. */
  get instanceId(): string {
    return this.liveness.instanceId;
  }

  get transports(): string {
    return `${this.options.mail.description}; text messages: ${this.options.sms.description}; push: ${this.options.push?.description ?? 'off'}`;
  }

  async stop(): Promise<void> {
    await this.stopLoop();
    // Whatever it still held was given back; without a heartbeat, nothing it claimed waits for it.
    await this.liveness.stop();
    this.options.mail.close();
    this.options.push?.close();
  }

  protected async drainOnce(): Promise<boolean> {
    return (await this.dispatchBatch()) > 0;
  }

  /** Messages due now (idle() waits until none is). */
  protected async dueCount(): Promise<number> {
    const now = new Date(this.now());
    const [due] = await this.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from outbound_messages o where ${CLAIMABLE}`, [now, now, this.liveness.aliveSince()]);
    return due?.n ?? 0;
  }

  /** Claims the due messages of one batch and settles each; returns how many were claimed. */
  async dispatchBatch(): Promise<number> {
    const em = this.orm.em.fork();
    // What an interrupted batch still holds goes back first (it is then claimed like any due message).
    await this.releaseHeld(em);
    // Alive before claiming: a claim whose holder has no recent heartbeat is anyone's.
    await this.liveness.beatIfDue();
    const now = new Date(this.now());
    const rows = await em.execute<ClaimedRow[]>(
      `update outbound_messages m set state = 'sending', attempts = m.attempts + 1, due_at = ?, claimed_by = ?
         from (select id from outbound_messages o where ${CLAIMABLE}
                order by o.state = 'sending' desc, o.due_at, o.id limit ? for update skip locked) due
        where m.id = due.id
        returning m.id, m.user_id, m.channel, m.kind, m.context, m.message_id, m.attempts`,
      [new Date(now.getTime() + LEASE_MS), this.instanceId, now, now, this.liveness.aliveSince(), this.batchSize],
    );
    if (rows.length === 0) return 0;
    rows.sort((a, b) => a.id - b.id);
    const settledIds = new Set<number>();
    try {
      await this.handleBatch(em, rows, settledIds);
    } catch (err) {
      // Whatever this process could not settle goes back to the queue shortly, rather than waiting out its hold.
      const rest = rows.filter((r) => !settledIds.has(r.id));
      const reason = err instanceof Error ? err.message : String(err);
      this.log.warn({ messages: rest.length, err: reason }, 'message batch interrupted; giving its messages back');
      this.unreleased.push(...rest.map((r) => ({ id: r.id, claimed: r.attempts, attempts: r.attempts - 1, state: 'queued' as const, reason: null, recipient: null, dueAt: new Date(this.now() + 5000) })));
      await this.releaseHeld(em);
    }
    return rows.length;
  }

  /**
   * Gives back the claims of an interrupted batch. The fault that interrupted it (the database
   * gone) may stop this too: they are kept and given back before the next claim, so a live
   * process never sits on unsent messages for its 10-minute hold. The fence (state sending,
   * this claim's attempt) keeps a late release from touching a message claimed again since.
   */
  private async releaseHeld(em: EntityManager): Promise<void> {
    if (this.unreleased.length === 0) return;
    const held = this.unreleased.splice(0);
    try {
      await this.settle(em, held);
    } catch (err) {
      this.unreleased.unshift(...held);
      this.log.warn({ messages: held.length, err: err instanceof Error ? err.message : String(err) }, 'could not give back interrupted messages yet; retrying before the next claim');
    }
  }

  /** Skips what the switches stop, then renders and sends the rest, recording each outcome (settledIds: those recorded). */
  private async handleBatch(em: EntityManager, rows: ClaimedRow[], settledIds: Set<number>): Promise<void> {
    const started = Date.now();
    const recipients = await loadRecipients(
      em,
      rows.filter((r) => isMessageKind(r.kind)).map((r) => ({ userId: r.user_id, audience: MESSAGE_KINDS[r.kind as MessageKind].audience })),
    );
    const settled: Outcome[] = [];
    const toSend: { row: ClaimedRow; kind: MessageKind; who: Recipient; address: string }[] = [];
    const toPush: { row: ClaimedRow; kind: MessageKind; devices: PushDevice[] }[] = [];
    const devices = this.options.push ? await loadDevices(em, rows.filter((r) => r.channel === 'push').map((r) => r.user_id)) : new Map<number, PushDevice[]>();
    const noAddress: Record<MessageChannel, string> = { email: 'No e-mail address on file', sms: 'No phone number on file', push: 'No device turned on for push notifications' };
    for (const row of rows) {
      if (!isMessageKind(row.kind)) {
        settled.push({ id: row.id, claimed: row.attempts, attempts: row.attempts, state: 'failed', reason: `Unknown message kind ${row.kind}`, recipient: null });
        continue;
      }
      const who = recipientOf(recipients, MESSAGE_KINDS[row.kind].audience, row.user_id);
      const ownDevices = row.channel === 'push' ? (devices.get(row.user_id) ?? []) : [];
      const address = row.channel === 'email' ? who?.email : row.channel === 'sms' ? who?.phone : ownDevices.length ? `${ownDevices.length} device${ownDevices.length === 1 ? '' : 's'}` : null;
      const blocked = who ? blockedBy(row.kind, row.channel, who.switches) : null;
      if (!who || !address) {
        settled.push({ id: row.id, claimed: row.attempts, attempts: row.attempts - 1, state: 'skipped_no_address', reason: who ? noAddress[row.channel] : 'No profile to send to', recipient: null });
      } else if (blocked) {
        settled.push({ id: row.id, claimed: row.attempts, attempts: row.attempts - 1, state: 'skipped_preference', reason: `${SWITCH_LABELS[blocked]} switched off`, recipient: address });
      } else if (row.channel === 'push') {
        toPush.push({ row, kind: row.kind, devices: ownDevices });
      } else {
        toSend.push({ row, kind: row.kind, who, address });
      }
    }
    await this.settle(em, settled);
    for (const o of settled) settledIds.add(o.id);

    if (toPush.length) {
      // Pushes go out side by side (each to all of its person's devices), recorded in one statement.
      const pushed = await sendPushes(em, this.options.push!, toPush, { now: this.now, log: this.log, concurrency: this.options.pushConcurrency ?? 32 });
      for (const o of pushed) settledIds.add(o.id);
      await this.settle(em, pushed);
    }

    for (const [i, item] of toSend.entries()) {
      if (this.stopped || Date.now() - started > LEASE_MS / 2) {
        // Out of time (or shutting down): give the rest back to be claimed again at once.
        const rest = toSend.slice(i).map(({ row }) => ({ id: row.id, claimed: row.attempts, attempts: row.attempts - 1, state: 'queued' as const, reason: null, recipient: null, dueAt: new Date(this.now()) }));
        await this.settle(em, rest);
        for (const o of rest) settledIds.add(o.id);
        break;
      }
      const outcome = await this.sendOne(em, item.row, item.kind, item.who, item.address);
      // Not given back if recording it fails: once on the wire, it waits out its hold before any resend.
      settledIds.add(outcome.id);
      await this.settle(em, [outcome]);
    }
  }

  private async sendOne(em: EntityManager, row: ClaimedRow, kind: MessageKind, who: Recipient, address: string): Promise<Outcome> {
    const base = { id: row.id, claimed: row.attempts, attempts: row.attempts, recipient: address };
    let content: { subject: string | null; text: string; html: string | null } | null = null;
    try {
      const now = new Date(this.now());
      const facts = await loadFacts(em, { id: row.id, kind, channel: row.channel, userId: row.user_id, context: row.context ?? {}, recipientName: who.name, publicUrl: this.config.publicUrl });
      if (!facts) return { ...base, attempts: row.attempts - 1, state: 'cancelled', reason: 'No longer true when due (the visit was rescheduled, the job cancelled or the invoice paid)' };
      if (row.channel === 'email') {
        const switchName = unsubscribeSwitchOf(kind);
        // Security messages (message-kinds.ts) go whatever the switches: no unsubscribe link.
        const urls = who.audience === 'account' ? null : unsubscribeUrls(this.config.publicUrl, signUnsubscribe({ userId: who.userId, audience: who.audience, switchName }, now));
        const rendered = renderEmail(
          facts,
          urls
            ? {
                reason: `You receive this because ${SWITCH_LABELS[switchName].toLowerCase()} are on for your ${who.audience} account.`,
                unsubscribeUrl: urls.page,
                unsubscribeLabel: `Turn off ${SWITCH_LABELS[switchName].toLowerCase()}`,
              }
            : { reason: 'You receive this because it concerns the security of your account.' },
        );
        // What is kept of it: a secret it carries (a reset link) is not.
        const kept = (body: string) => (facts.secret ? body.split(facts.secret).join('[link withheld]') : body);
        content = { subject: rendered.subject, text: kept(rendered.text), html: kept(rendered.html) };
        await this.options.mail.send({
          id: row.id,
          kind,
          messageId: row.message_id,
          to: who.name ? `"${who.name.replace(/["\\]/g, '')}" <${address}>` : address,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: urls ? { 'List-Unsubscribe': `<${urls.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
        });
      } else {
        const body = renderSms(facts);
        content = { subject: null, text: body, html: null };
        await this.options.sms.send({ id: row.id, kind, to: address, body });
      }
      return { ...base, state: 'sent', reason: null, subject: content.subject, text: content.text, html: content.html, sentAt: new Date(this.now()) };
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      const final = err instanceof PermanentSendError || row.attempts >= MAX_ATTEMPTS;
      this.log.warn({ messageId: row.id, kind, channel: row.channel, attempts: row.attempts, err: reason }, final ? 'message failed' : 'message not sent; retrying later');
      return {
        ...base,
        state: final ? 'failed' : 'queued',
        reason,
        subject: content?.subject ?? null,
        text: content?.text ?? null,
        html: content?.html ?? null,
        dueAt: new Date(this.now() + (final ? 0 : messageRetryDelayMs(row.attempts))),
      };
    }
  }

  /** Records outcomes in one statement, only for messages this process still holds (state sending, its attempt). */
  private async settle(em: EntityManager, outcomes: Outcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    const rows = outcomes.map((o) => ({
      id: o.id,
      claimed: o.claimed,
      attempts: o.attempts,
      state: o.state,
      reason: o.reason,
      recipient: o.recipient,
      subject: o.subject ?? null,
      text: o.text ?? null,
      html: o.html ?? null,
      due_at: (o.dueAt ?? new Date(this.now())).toISOString(),
      sent_at: o.sentAt ? o.sentAt.toISOString() : null,
    }));
    await em.execute(
      `update outbound_messages m
          set state = v.state, attempts = v.attempts, last_error = v.reason,
              recipient = coalesce(v.recipient, m.recipient), subject = coalesce(v.subject, m.subject),
              text_body = coalesce(v.text, m.text_body), html_body = coalesce(v.html, m.html_body),
              due_at = v.due_at, sent_at = v.sent_at
         from jsonb_to_recordset(?::jsonb) as v(id int, claimed int, attempts int, state text, reason text, recipient text, subject text, text text, html text, due_at timestamptz, sent_at timestamptz)
        where m.id = v.id and m.state = 'sending' and m.attempts = v.claimed`,
      [JSON.stringify(rows)],
    );
  }
}
