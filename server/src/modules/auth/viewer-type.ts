import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity';
import type { ViewerType } from './auth.types';
import type { Viewer } from './viewer';

/** The signed-in person as the schema shows them (Query.me, and the answers of writes that change who they are). */
export async function viewerTypeOf(em: EntityManager, viewer: Viewer): Promise<ViewerType> {
  const p = viewer.provider;
  const impersonator = viewer.impersonatorId ? await em.findOne(User, { id: viewer.impersonatorId }) : null;
  return {
    user: viewer.user,
    sessionRole: viewer.sessionRole,
    clientId: viewer.clientId,
    provider: p
      ? {
          id: p.id,
          status: p.status,
          onboardingCompleted: p.onboardingCompleted,
          backgroundCheckStatus: p.backgroundCheckStatus,
          documentVerificationStatus: p.documentVerificationStatus,
          approved: p.isApproved,
        }
      : null,
    impersonatorName: impersonator ? impersonator.fullName : null,
  };
}
