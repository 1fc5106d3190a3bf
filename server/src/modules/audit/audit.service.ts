/**
 * Module audit: the append-only audit trail.
 * Owns: audit_events (who did what to which entity, before and after, amounts in cents).
 * Entry points: audit(em, viewer, input), written in the caller's transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEvent } from './audit-event.entity';

export interface AuditInput {
  action: string;
  entityType: string;
  entityId: number;
  requestId?: number | null;
  amountCents?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who acted, as the audit trail records them (a signed-in viewer fits; null: the system). */
export interface AuditActor {
  readonly user: { readonly id: number };
  role: string;
  impersonatorId: number | null;
}

/** Writes an append-only audit event inside the caller's transaction (flushed with it). */
export function audit(em: EntityManager, actor: AuditActor | null, input: AuditInput): AuditEvent {
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
