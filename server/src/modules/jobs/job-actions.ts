import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import type { ServiceProvider } from '../providers/service-provider.entity';
import { Client } from '../clients/client.entity';
import type { NotificationService } from '../notifications/notification.service';
import type { Viewer } from '../auth/viewer';
import { forbidden, notFound } from '../../shared/errors';
import { requireApprovedProvider } from '../providers/worker-gate';

/**
 * What the worker's job actions share: the viewer's own job (NOT_FOUND / FORBIDDEN
 * otherwise), its client's account and a fresh read after the write. Every action acts for the signed-in viewer's own provider record; notifications and live
 * events are written to the outbox in the action's transaction and delivered after it commits.
 */
export abstract class JobActions {
  constructor(
    protected readonly em: EntityManager,
    protected readonly notifications: NotificationService,
  ) {}

  protected async clientUserId(em: EntityManager, r: ServiceRequest): Promise<number | null> {
    const client = await em.findOne(Client, r.client.id);
    return client?.user?.id ?? null;
  }

  /** The request when it is assigned to the viewer's provider; NOT_FOUND / FORBIDDEN otherwise. */
  protected async ownJob(em: EntityManager, viewer: Viewer, requestId: number): Promise<{ r: ServiceRequest; provider: ServiceProvider }> {
    const provider = requireApprovedProvider(viewer);
    const r = await em.findOne(ServiceRequest, { id: requestId }, { populate: ['category'] });
    if (!r) throw notFound('Service request');
    if (r.provider?.id !== provider.id) throw forbidden('This job is not assigned to you');
    return { r, provider };
  }

  protected reload(requestId: number): Promise<ServiceRequest> {
    return this.em.findOneOrFail(ServiceRequest, { id: requestId }, { refresh: true });
  }
}
