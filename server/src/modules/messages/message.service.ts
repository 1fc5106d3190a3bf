import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../shared/account-throttle';
import { OutboundMessage, MESSAGE_STATES, type MessageState } from '../notifications/outbound-message.entity';
import { ServiceRequest } from '../requests/service-request.entity';
import { openJobFilter } from '../requests/open-job';
import { findPage, type Page, type PageInput } from '../../shared/paging';
import { fieldError } from '../../shared/errors';
import { SWITCH_LABELS } from '../notifications/message-kinds';
import { loadRecipients, recipientOf, setSwitch } from './recipients';
import { verifyUnsubscribe, type UnsubscribeClaim } from './unsubscribe-token';
import type { MessageSubscription } from './message.types';

/** "client@demo.elite" -> "c•••@demo.elite"; "615-555-0101" -> "•••0101". */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address[0]}•••${address.slice(at)}`;
  return `•••${address.replace(/\D/g, '').slice(-4)}`;
}

/**
 * What admins see of outbound messages, the requests nearing the 7-day refund, and the
 * unsubscribe links (no sign-in: the signed token names the person and the switch).
 */
export class MessageService {
  constructor(private readonly em: EntityManager, private readonly deps: { now: Clock }) {}

  /** Recent messages, newest first, optionally in one state. */
  adminMessages(state: string | null | undefined, page: PageInput): Promise<Page<OutboundMessage>> {
    if (state && !MESSAGE_STATES.includes(state as MessageState)) throw fieldError('state', `State must be one of ${MESSAGE_STATES.join(', ')}`);
    return findPage(this.em, OutboundMessage, state ? { state: state as MessageState } : {}, { createdAt: 'desc', id: 'desc' }, page);
  }

  /** Paid requests no worker has taken, the nearest refund deadline first. */
  refundDeadlines(page: PageInput): Promise<Page<ServiceRequest>> {
    return findPage(this.em, ServiceRequest, { ...openJobFilter(), paymentDate: { $ne: null } }, { paymentDate: 'asc', id: 'asc' }, page);
  }

  /** The switch an unsubscribe link names, and whether it is on. */
  async subscription(token: string): Promise<MessageSubscription> {
    return this.describe(verifyUnsubscribe(token, new Date(this.deps.now())));
  }

  /** Turns the switch a link names off (or back on), without signing in. */
  async setSubscribed(token: string, on: boolean): Promise<MessageSubscription> {
    const claim = verifyUnsubscribe(token, new Date(this.deps.now()));
    const changed = await setSwitch(this.em, claim.audience, claim.userId, claim.switchName, on);
    if (!changed) throw fieldError('token', 'This link is for an account that no longer exists.');
    return this.describe(claim);
  }

  private async describe(claim: UnsubscribeClaim): Promise<MessageSubscription> {
    const who = recipientOf(await loadRecipients(this.em.fork(), [{ userId: claim.userId, audience: claim.audience }]), claim.audience, claim.userId);
    if (!who) throw fieldError('token', 'This link is for an account that no longer exists.');
    const address = claim.switchName === 'sms' ? who.phone : who.email;
    return { switchName: claim.switchName, label: SWITCH_LABELS[claim.switchName], subscribed: who.switches[claim.switchName], address: address ? maskAddress(address) : '' };
  }
}
