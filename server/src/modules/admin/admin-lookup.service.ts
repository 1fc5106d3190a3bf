import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Client } from '../clients/client.entity';
import type { Viewer } from '../auth/viewer';
import { AuditEvent } from '../audit/audit-event.entity';
import { assertAdmin, parseId } from '../auth/admin-guard';
import type { AdminCustomerLookup } from './admin.types';
import { findPage, type Page, type PageInput } from '../../shared/paging';

/** Customer service: account search, lookups by customer id and request number, the audit trail. */
export class AdminLookupService {
  constructor(private readonly em: EntityManager) {}

  /** Account search: clients and providers by name, e-mail or phone (up to 50 of each). */
  async searchAccounts(viewer: Viewer, query: string): Promise<{ clients: Client[]; providers: ServiceProvider[] }> {
    assertAdmin(viewer);
    const q = (query ?? '').trim();
    if (!q) return { clients: [], providers: [] };
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [clients, providers] = await Promise.all([
      this.em.find(Client, { $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }, { phone: { $ilike: like } }] }, { orderBy: { name: 'asc' }, limit: 50 }),
      this.em.find(ServiceProvider, { $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }, { phone: { $ilike: like } }] }, { orderBy: { name: 'asc' }, limit: 50 }),
    ]);
    return { clients, providers };
  }

  /** Customer service lookup by customer id; anything that is not an integer finds nothing. */
  async lookupCustomer(viewer: Viewer, input: string): Promise<AdminCustomerLookup | null> {
    assertAdmin(viewer);
    const id = parseId(input);
    if (!id) return null;
    const client = await this.em.findOne(Client, { id });
    if (!client) return null;
    const requests = await this.em.find(ServiceRequest, { client: id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return { client, requestCount: requests.length, requests };
  }

  /** Customer service lookup by request number. */
  async lookupRequest(viewer: Viewer, input: string): Promise<ServiceRequest | null> {
    assertAdmin(viewer);
    const id = parseId((input ?? '').trim().replace(/^#/, ''));
    if (!id) return null;
    return this.em.findOne(ServiceRequest, { id });
  }

  /** The audit trail, newest first (of one request when given), one page. */
  auditTrail(viewer: Viewer, requestIdInput: string | null, page: PageInput): Promise<Page<AuditEvent>> {
    assertAdmin(viewer);
    const id = parseId(requestIdInput);
    return findPage(this.em, AuditEvent, id ? { requestId: id } : {}, { createdAt: 'desc', id: 'desc' }, page);
  }
}
