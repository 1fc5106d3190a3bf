import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentMethod } from './payment-method.entity';
import type { Viewer } from '../auth/viewer';
import { Validator, clean } from '../../shared/validate';
import { forbidden, notFound } from '../../shared/errors';

import { PAYMENT_METHODS, type PaymentMethodKind } from '../../domain/words';
import { CARD_BRANDS } from './payment-words';

export { CARD_BRANDS };

export interface AddPaymentMethodInput {
  kind: string;
  label?: string | null;
  brand?: string | null;
  last4?: string | null;
}

/** A client's saved ways to pay; exactly one is the default while any exist. No card number is stored. */
export class PaymentMethodService {
  constructor(private readonly em: EntityManager) {}

  private clientId(viewer: Viewer): number {
    if (viewer.clientId === null) throw forbidden('Only clients keep payment methods');
    return viewer.clientId;
  }

  list(viewer: Viewer): Promise<PaymentMethod[]> {
    return this.em.find(PaymentMethod, { client: this.clientId(viewer) }, { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } });
  }

  async add(viewer: Viewer, input: AddPaymentMethodInput): Promise<PaymentMethod> {
    const clientId = this.clientId(viewer);
    const card = input.kind === 'card';
    const kind: PaymentMethodKind | undefined = PAYMENT_METHODS.find((m) => m === input.kind);
    new Validator()
      .check(kind !== undefined, 'kind', 'Choose Apple Pay, Google Pay or a card')
      .check(!card || (CARD_BRANDS as readonly string[]).includes(input.brand ?? ''), 'brand', 'Choose the card brand')
      .check(!card || /^\d{4}$/.test(input.last4 ?? ''), 'last4', 'Enter the last 4 digits of the card')
      .maxLength(input.label, 100, 'label', 'Label')
      .throwIfInvalid();
    const label = clean(input.label) ?? (card ? `${input.brand} ending in ${input.last4}` : input.kind === 'apple_pay' ? 'Apple Pay' : 'Google Pay');
    return this.em.transactional(async (em) => {
      const count = await em.count(PaymentMethod, { client: clientId });
      const m = em.create(PaymentMethod, { client: clientId, kind: kind!, label, brand: card ? input.brand : null, last4: card ? input.last4 : null, isDefault: count === 0 });
      await em.flush();
      return m;
    });
  }

  async setDefault(viewer: Viewer, id: string): Promise<PaymentMethod[]> {
    const clientId = this.clientId(viewer);
    await this.em.transactional(async (em) => {
      const m = await em.findOne(PaymentMethod, { id: Number(id) || 0, client: clientId });
      if (!m) throw notFound('Payment method');
      await em.nativeUpdate(PaymentMethod, { client: clientId, id: { $ne: m.id } }, { isDefault: false });
      await em.nativeUpdate(PaymentMethod, { id: m.id }, { isDefault: true });
    });
    return this.em.fork().find(PaymentMethod, { client: clientId }, { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } });
  }

  async remove(viewer: Viewer, id: string): Promise<PaymentMethod[]> {
    const clientId = this.clientId(viewer);
    await this.em.transactional(async (em) => {
      const m = await em.findOne(PaymentMethod, { id: Number(id) || 0, client: clientId });
      if (!m) throw notFound('Payment method');
      await em.nativeDelete(PaymentMethod, { id: m.id });
      if (m.isDefault) {
        const next = await em.findOne(PaymentMethod, { client: clientId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
        if (next) await em.nativeUpdate(PaymentMethod, { id: next.id }, { isDefault: true });
      }
    });
    return this.em.fork().find(PaymentMethod, { client: clientId }, { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } });
  }
}
