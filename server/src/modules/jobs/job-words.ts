import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const QUEUE_CHANGE_KINDS = ['paid', 'taken', 'released', 'changed', 'removed'] as const;
export type QueueChangeKind = (typeof QUEUE_CHANGE_KINDS)[number];
export const QueueChangeKindEnum = wordEnum(QUEUE_CHANGE_KINDS);
registerEnumType(QueueChangeKindEnum, { name: 'QueueChangeKind', description: 'What happened to a job in the open queue: paid (it entered), taken or removed (it left), released (given back), changed (edited)' });

export const EARNING_STATUSES = ['potential', 'pending', 'released'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];
export const EarningStatusEnum = wordEnum(EARNING_STATUSES);
registerEnumType(EarningStatusEnum, {
  name: 'EarningStatus',
  description: "Where a job's payout stands for the worker",
  valuesConfig: {
    potential: { description: 'Open work: what it would pay' },
    pending: { description: 'Finished; an admin has not released the payout yet' },
    released: { description: 'Payout approved or paid' },
  },
});

/** When a job photo was taken. */
export const PHOTO_KINDS = ['before', 'after'] as const;
export const PhotoKindEnum = wordEnum(PHOTO_KINDS);
registerEnumType(PhotoKindEnum, { name: 'PhotoKind', description: 'A job photo taken before or after the work' });
