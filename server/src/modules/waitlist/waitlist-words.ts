import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

export const WAITLIST_ROLES = ['client', 'worker'] as const;
export type WaitlistRole = (typeof WAITLIST_ROLES)[number];
export const WaitlistRoleEnum = wordEnum(WAITLIST_ROLES);
registerEnumType(WaitlistRoleEnum, { name: 'WaitlistRole', description: 'Whether a waitlisted person wants services or wants to work' });
