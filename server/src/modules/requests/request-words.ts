import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const BILLING_ENTRY_STATUSES = ['paid', 'pending', 'refunded'] as const;
export const BillingEntryStatusEnum = wordEnum(BILLING_ENTRY_STATUSES);
registerEnumType(BillingEntryStatusEnum, { name: 'BillingEntryStatus', description: "Whether a line of the client's billing history is paid, still owed (pending) or was refunded" });

export const BILLING_ENTRY_KINDS = ['consultation', 'service'] as const;
export const BillingEntryKindEnum = wordEnum(BILLING_ENTRY_KINDS);
registerEnumType(BillingEntryKindEnum, { name: 'BillingEntryKind', description: 'consultation: the fee only; service: an invoiced job' });
