import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const PAYOUT_STATUSES = ['pending', 'inspection_required', 'approved', 'paid'] as const;
export const PayoutStatusEnum = wordEnum(PAYOUT_STATUSES);
registerEnumType(PayoutStatusEnum, { name: 'PayoutStatus', description: "A worker payout's state" });
