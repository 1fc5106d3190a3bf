import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const BILLING_STATES = ['payment_due', 'awaiting_review', 'approved', 'rejected', 'covered'] as const;
export type BillingState = (typeof BILLING_STATES)[number];
export const BillingStateEnum = wordEnum(BILLING_STATES);
registerEnumType(BillingStateEnum, { name: 'BillingState', description: "Where a request's billing stands on the admin's invoice rows" });
