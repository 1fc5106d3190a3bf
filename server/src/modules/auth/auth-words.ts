import { registerEnumType } from 'type-graphql';
import { wordEnum } from '../../domain/word-enum';

/** The role a session acts as (a worker whose application is not approved yet is a pending_worker). */
export const SESSION_ROLES = ['client', 'worker', 'pending_worker', 'admin'] as const;
export const SessionRoleEnum = wordEnum(SESSION_ROLES);
registerEnumType(SessionRoleEnum, {
  name: 'SessionRole',
  description: 'The role a session acts as',
  valuesConfig: {
    client: { description: 'A client: requests services and pays for them' },
    worker: { description: 'An approved worker: takes and does jobs' },
    pending_worker: { description: 'A worker whose application is not approved yet' },
    admin: { description: 'An admin of the marketplace' },
  },
});
