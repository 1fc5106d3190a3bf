import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

/**
 * queued: waiting to go out (due_at: when); sending: claimed by one process until due_at (its
 * lease); sent; failed: gave up (a permanent refusal, or every retry used); skipped_preference:
 * the person switched this off; skipped_no_address: no e-mail or phone to send to; cancelled:
 * no longer true when it was due (a reminder of a visit rescheduled or cancelled).
 */
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped_preference', 'skipped_no_address', 'cancelled'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MessageStateEnum = wordEnum(MESSAGE_STATES);
registerEnumType(MessageStateEnum, { name: 'MessageState', description: 'Where an e-mail or text message stands' });

/**
 * The switches a person has. email / sms: the channel; reminders: appointment reminders
 * (clients); new_jobs: new-job alerts (workers, off unless they ask); marketing: marketing
 * e-mails (clients, off unless they ask; no marketing message is sent today).
 */
export const SWITCHES = ['email', 'sms', 'reminders', 'new_jobs', 'marketing'] as const;
export type SwitchName = (typeof SWITCHES)[number];
export const SwitchNameEnum = wordEnum(SWITCHES);
registerEnumType(SwitchNameEnum, { name: 'MessageSwitch', description: "One of a person's message switches" });

/** email, sms, and push: a Web Push notification to every device the person turned on (push-subscription.entity.ts). */
export const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MessageChannelEnum = wordEnum(MESSAGE_CHANNELS);
registerEnumType(MessageChannelEnum, { name: 'MessageChannel', description: 'An e-mail, a text message or a push notification' });
