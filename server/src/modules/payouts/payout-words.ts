import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const PAYOUT_STATUSES = ['pending', 'inspection_required', 'approved', 'paid'] as const;
export const PayoutStatusEnum = wordEnum(PAYOUT_STATUSES);
registerEnumType(PayoutStatusEnum, { name: 'PayoutStatus', description: "A worker payout's state" });

/** The statuses of a payout the admin has released: approved (released) or paid. */
export const RELEASED_PAYOUT_STATUSES = ['approved', 'paid'] as const;
export function isReleased(status: (typeof PAYOUT_STATUSES)[number]): boolean {
  return (RELEASED_PAYOUT_STATUSES as readonly string[]).includes(status);
}
