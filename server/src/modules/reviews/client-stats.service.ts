import type { EntityManager } from '@mikro-orm/postgresql';
import { Review } from './review.entity';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { ClientService } from '../clients/client.service';
import type { ClientStats } from '../clients/client.types';
import type { Viewer } from '../auth/viewer';
import { DONE_STATUSES } from '../../domain/request-status';

/** A client's figures on their dashboard: requests, finished jobs, the reviews they gave, a pending worker application. */
export class ClientStatsService {
  private readonly clients: ClientService;

  constructor(private readonly em: EntityManager) {
    this.clients = new ClientService(em);
  }

  async stats(viewer: Viewer): Promise<ClientStats> {
    const pendingApplication = this.em.count(ServiceProvider, { $or: [...(viewer.clientId ? [{ client: viewer.clientId }] : []), { user: viewer.user.id }], status: { $in: ['pending_approval', 'pending'] } });
    if (viewer.clientId === null) {
      // A worker who has not requested anything yet: no requests, but the application banner still applies.
      return { totalRequests: 0, completed: 0, averageRatingGiven: null, reviewCount: 0, memberSince: viewer.user.createdAt, pendingProviderApplication: (await pendingApplication) > 0 };
    }
    const c = await this.clients.me(viewer);
    const [totalRequests, completed, reviews, pending] = await Promise.all([
      this.em.count(ServiceRequest, { client: c.id, status: { $ne: 'cancelled' } }),
      this.em.count(ServiceRequest, { client: c.id, status: { $in: DONE_STATUSES } }),
      this.em.find(Review, { client: c.id }, { fields: ['workerRating'] }),
      pendingApplication,
    ]);
    const avg = reviews.length ? Math.round((reviews.reduce((s, r) => s + r.workerRating, 0) / reviews.length) * 10) / 10 : null;
    return { totalRequests, completed, averageRatingGiven: avg, reviewCount: reviews.length, memberSince: c.createdAt, pendingProviderApplication: pending > 0 };
  }
}
