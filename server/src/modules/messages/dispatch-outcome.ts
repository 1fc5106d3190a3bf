import type { MessageChannel, MessageState } from '../notifications/outbound-message.entity';

/** Retries wait 15 s, doubling, at most 30 minutes; after 10 attempts (about 2 hours) the message failed. */
export const MAX_ATTEMPTS = 10;
export function messageRetryDelayMs(attempts: number): number {
  return Math.min(30 * 60_000, 15_000 * 2 ** Math.max(0, attempts - 1));
}

/** An outbound message this process claimed. */
export interface ClaimedRow {
  id: number;
  user_id: number;
  channel: MessageChannel;
  kind: string;
  context: Record<string, unknown>;
  message_id: string;
  attempts: number;
}

/** What became of a claimed message, recorded by the dispatcher's settle(). */
export interface Outcome {
  id: number;
  /** The attempt count this process's claim set (the fence). */
  claimed: number;
  /** The attempt count to record: a message skipped, cancelled or given back was not attempted. */
  attempts: number;
  state: MessageState;
  reason: string | null;
  recipient: string | null;
  subject?: string | null;
  text?: string | null;
  html?: string | null;
  dueAt?: Date;
  sentAt?: Date | null;
}

