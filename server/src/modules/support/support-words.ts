import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';
/** What a support request is about, and how urgent its sender says it is (stored as these words). */
export const SUPPORT_CATEGORIES = ['general', 'billing', 'service', 'technical', 'account', 'feedback'] as const;
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
/**
 * Where a support request stands: a new one is open; the rest are the help desk's steps
 * (working on it, answered, closed). Stored as these words and no other (a CHECK constraint).
 */
export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SupportStatusEnum = wordEnum(SUPPORT_STATUSES);
registerEnumType(SupportStatusEnum, { name: 'SupportRequestStatus', description: 'Where a support request stands: open, in_progress, resolved or closed' });
