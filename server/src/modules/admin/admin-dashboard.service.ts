/**
 * Module admin: the admin's screens.
 * Owns: no table of its own; the dashboard, lists and lookups, the admin's request edits,
 * assignment (assignment.service.ts), the project workflow, worker approval, payout approval,
 * the actions an admin may take on a request (admin-request-actions.ts).
 * Words: admin-words.ts (SearchResultKind, AdminRequestAction).
 * Entry points: AdminDashboardService (this file), AdminRequestListsService, AdminRequestsService,
 * AssignmentService, ProjectWorkflowService, WorkerApprovalService, PayoutApprovalService,
 * AdminPeopleService, AdminLookupService.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Client } from '../clients/client.entity';
import type { Viewer } from '../auth/viewer';
import { assertAdmin, parseId } from '../auth/admin-guard';
import type { AdminDashboardStats, AdminSearchResult } from './admin.types';
import { ACTIVE_STATUSES, DONE_STATUSES } from '../../domain/request-status';
import { DASHBOARD_SEARCH_LIMIT } from '../../domain/constants';
import { pastDueRecords } from '../billing/billing-queries';
import { reviewQueueFilter } from '../requests/review-queue';
import { totalRevenueCents } from '../analytics/analytics-queries';
import { requestNumber } from '../../domain/request-number';

/** The admin dashboard: its stat tiles and its search box. */
export class AdminDashboardService {
  constructor(private readonly em: EntityManager) {}

  async stats(viewer: Viewer): Promise<AdminDashboardStats> {
    assertAdmin(viewer);
    const [activeJobs, completed, pending, unpaidRequests, pastDue, earningsCents, reviewQueue] = await Promise.all([
      this.em.count(ServiceRequest, { status: { $in: ACTIVE_STATUSES } }),
      this.em.count(ServiceRequest, { status: { $in: DONE_STATUSES } }),
      this.em.count(ServiceRequest, { status: 'pending', appointmentFeePaid: true }),
      this.em.count(ServiceRequest, { status: 'pending', appointmentFeePaid: false }),
      pastDueRecords(this.em),
      totalRevenueCents(this.em),
      this.em.count(ServiceRequest, reviewQueueFilter()),
    ]);
    return {
      activeJobs,
      completed,
      pending,
      unpaidRequests,
      pastDueBalances: pastDue.length,
      pastDueTotalCents: pastDue.reduce((s, p) => s + p.balanceDueCents, 0),
      earningsCents,
      reviewQueue,
    };
  }

  /** Dashboard search over requests (by number or title), clients and providers: at most 5 matches. */
  async search(viewer: Viewer, query: string, limit = DASHBOARD_SEARCH_LIMIT): Promise<AdminSearchResult[]> {
    assertAdmin(viewer);
    const q = (query ?? '').trim();
    if (!q) return [];
    const max = Math.min(Math.max(limit, 1), DASHBOARD_SEARCH_LIMIT);
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = parseId(q.replace(/^#/, ''));
    const [requests, clients, providers] = await Promise.all([
      this.em.find(ServiceRequest, { $or: [{ title: { $ilike: like } }, { clientName: { $ilike: like } }, ...(id ? [{ id }] : [])] }, { orderBy: { createdAt: 'desc' }, limit: max }),
      this.em.find(Client, { $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }] }, { orderBy: { name: 'asc' }, limit: max }),
      this.em.find(ServiceProvider, { $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }] }, { orderBy: { name: 'asc' }, limit: max }),
    ]);
    const results: AdminSearchResult[] = [
      ...requests.map((r) => ({ kind: 'request' as const, id: String(r.id), title: `${requestNumber(r.id)} ${r.title}`, subtitle: `${r.clientName} · ${r.displayStatus.replace(/_/g, ' ')}`, link: `/services?requestId=${r.id}` })),
      ...clients.map((c) => ({ kind: 'client' as const, id: String(c.id), title: c.name, subtitle: c.email, link: `/admin-customer-service?customerId=${c.id}` })),
      ...providers.map((p) => ({ kind: 'provider' as const, id: String(p.id), title: p.name, subtitle: `${p.email} · ${p.status.replace(/_/g, ' ')}`, link: `/providers?providerId=${p.id}` })),
    ];
    return results.slice(0, max);
  }
}
