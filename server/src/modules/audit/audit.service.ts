import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEvent } from './audit-event.entity';
import type { Viewer } from '../auth/viewer';

export interface AuditInput {
  action: string;
  entityType: string;
  entityId: number;
  requestId?: number | null;
  amountCents?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes an append-only audit event inside the caller's transaction (flushed with it). */
export function audit(em: EntityManager, actor: Viewer | null, input: AuditInput): AuditEvent {
  return em.create(AuditEvent, {
    actorId: actor?.user.id ?? null,
    actorRole: actor?.role ?? 'system',
    impersonatorId: actor?.impersonatorId ?? null,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId,
    requestId: input.requestId ?? null,
    amountCents: input.amountCents ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}
