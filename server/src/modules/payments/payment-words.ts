import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const PAYMENT_STATUSES = ['succeeded', 'declined', 'refunded'] as const;
export const PaymentStatusEnum = wordEnum(PAYMENT_STATUSES);
registerEnumType(PaymentStatusEnum, { name: 'PaymentStatus', description: 'What the gateway answered; refunded: a succeeded charge given back' });

export const PAYMENT_KINDS = ['consultation', 'balance'] as const;
/** Which payment a client makes: the values of Payment.kind. */
export const PaymentKindEnum = wordEnum(PAYMENT_KINDS);
registerEnumType(PaymentKindEnum, {
  name: 'PaymentKind',
  description: 'Which payment: the consultation fee or the service balance',
  valuesConfig: {
    consultation: { description: 'The $102.99 consultation fee of a pending request; the request then reaches workers and admins' },
    balance: { description: 'The service balance due once the job is billed, after the consultation credit' },
  },
});
