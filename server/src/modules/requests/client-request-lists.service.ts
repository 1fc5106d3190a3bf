import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from './service-request.entity';
import { listFilters } from './request-lists';
import type { Viewer } from '../auth/viewer';
import { DONE_STATUSES } from '../../domain/request-status';
import { emptyPage, findPage, type Page, type PageInput } from '../../shared/paging';
import { forbidden } from '../../shared/errors';

/** The client's own lists: requests and service history, a page at a time (the billing history: invoices/client-billing.service.ts). */
export class ClientRequestListsService {
  constructor(private readonly em: EntityManager) {}

  /** The viewer's own list: empty for a worker who never requested anything. */
  private listClientId(viewer: Viewer): number | null {
    if (viewer.clientId === null && viewer.role !== 'worker') throw forbidden('Only clients have service requests');
    return viewer.clientId;
  }

  /** The viewer's requests, newest first, one page; cancelled ones are hidden. */
  async myRequests(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    const clientId = this.listClientId(viewer);
    if (clientId === null) return emptyPage();
    return findPage(this.em, ServiceRequest, listFilters.myRequests(clientId), { createdAt: 'desc', id: 'desc' }, page);
  }

  /**
   * The requests of the viewer's billing history, newest first, one page: every request but a
   * cancelled one, and a cancelled one whose fee was paid (kept) or refunded: money that moved
   * stays on the record.
   */
  async myBillingRequests(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    const clientId = this.listClientId(viewer);
    if (clientId === null) return emptyPage();
    return findPage(this.em, ServiceRequest, { client: clientId, $or: [{ status: { $ne: 'cancelled' } }, { paymentStatus: { $in: ['paid', 'refunded'] } }] }, { createdAt: 'desc', id: 'desc' }, page);
  }

  /** One page of the completed services, most recently completed first. */
  async myServiceHistory(viewer: Viewer, page: PageInput): Promise<Page<ServiceRequest>> {
    const clientId = this.listClientId(viewer);
    if (clientId === null) return emptyPage();
    return findPage(this.em, ServiceRequest, { client: clientId, status: { $in: DONE_STATUSES }, completedAt: { $ne: null } }, { completedAt: 'desc', id: 'desc' }, page);
  }

  /** Whether the worker is on one of the viewer's requests (not cancelled): the client may see the worker's contact card. */
  async workedWith(viewer: Viewer, providerId: number): Promise<boolean> {
    const clientId = this.listClientId(viewer);
    if (clientId === null) return false;
    return (await this.em.count(ServiceRequest, { client: clientId, provider: providerId, status: { $ne: 'cancelled' } })) > 0;
  }
}
