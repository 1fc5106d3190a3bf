import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkerPayout } from './worker-payout.entity';
import type { TipListener } from '../payments/payment-settle';
import { audit } from '../audit/audit.service';
import type { Cents } from '../../domain/money';

/**
 * A tip is 100% the worker's. Added before the payout is made, the payout's quote takes it
 * from the request (quotePayout); added after, this grows the payout already made by it, in the
 * tip's own transaction, so the payout, the payments and the worker's earnings agree to the cent.
 */
export const payoutTips: TipListener = {
  async tipSettled(em: EntityManager, requestId: number, tipCents: Cents): Promise<void> {
    const payout = await em.findOne(WorkerPayout, { request: requestId });
    if (!payout) return;
    await em.nativeUpdate(WorkerPayout, { id: payout.id }, { amountCents: raw('amount_cents + ?', [tipCents]), tipCents: raw('tip_cents + ?', [tipCents]) });
    audit(em, null, { action: 'payout_tip_added', entityType: 'worker_payout', entityId: payout.id, requestId, amountCents: tipCents, before: { amountCents: payout.amountCents, tipCents: payout.tipCents }, after: { amountCents: payout.amountCents + tipCents, tipCents: payout.tipCents + tipCents } });
  },
};
