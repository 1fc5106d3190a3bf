import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceProvider } from '../providers/service-provider.entity';
import { Client } from '../clients/client.entity';
import type { Viewer } from '../auth/viewer';
import { assertAdmin } from '../auth/admin-guard';
import type { AdminClientRow, AdminProviderRow } from './admin.types';
import { categoryNames } from '../catalog/category-names';
import { findPage, mapPage, type Page, type PageInput } from '../../shared/paging';

/** The admin's lists of people: clients and providers (with their figures), worker applications. */
export class AdminPeopleService {
  constructor(private readonly em: EntityManager) {}

  /** One page of the clients, by name, with their request counts and payments (one statement for the figures). */
  async clients(viewer: Viewer, page: PageInput): Promise<Page<AdminClientRow>> {
    assertAdmin(viewer);
    const clients = await findPage(this.em, Client, {}, { name: 'asc', id: 'asc' }, page);
    const rows = await this.clientRows(clients.items);
    return mapPage(clients, () => rows);
  }

  private async clientRows(clients: Client[]): Promise<AdminClientRow[]> {
    if (!clients.length) return [];
    const rows = await this.em.execute<{ client_id: number; requests: string; paid: string | null }[]>(
      `select c.id as client_id,
              (select count(*) from service_requests r where r.client_id = c.id) as requests,
              (select coalesce(sum(p.amount_cents), 0) from payments p where p.client_id = c.id and p.status = 'succeeded') as paid
         from clients c where c.id in (?)`,
      [clients.map((c) => c.id)],
    );
    const byClient = new Map(rows.map((r) => [Number(r.client_id), r]));
    return clients.map((client) => ({
      client,
      requestCount: Number(byClient.get(client.id)?.requests ?? 0),
      totalPaidCents: Number(byClient.get(client.id)?.paid ?? 0),
    }));
  }

  /** One page of the providers (optionally of one status), by name, with their figures. */
  async providers(viewer: Viewer, page: PageInput, opts: { status?: string | null } = {}): Promise<Page<AdminProviderRow>> {
    assertAdmin(viewer);
    const providers = await findPage(this.em, ServiceProvider, opts.status ? { status: opts.status as ServiceProvider['status'] } : {}, { name: 'asc', id: 'asc' }, page);
    const rows = await this.providerRows(providers.items);
    return mapPage(providers, () => rows);
  }

  /** One provider by id (any status), or null. */
  async provider(viewer: Viewer, id: number): Promise<ServiceProvider | null> {
    assertAdmin(viewer);
    return this.em.findOne(ServiceProvider, { id });
  }

  /** Worker applications waiting for a decision, one page. */
  workerApplications(viewer: Viewer, page: PageInput): Promise<Page<AdminProviderRow>> {
    return this.providers(viewer, page, { status: 'pending_approval' });
  }

  private async providerRows(providers: ServiceProvider[]): Promise<AdminProviderRow[]> {
    if (!providers.length) return [];
    const [names, stats] = await Promise.all([
      categoryNames(this.em),
      this.em.execute<{ provider_id: number; active: string; earned: string }[]>(
        `select p.id as provider_id,
                (select count(*) from service_requests r where r.provider_id = p.id and r.status in ('scheduled', 'in_progress')) as active,
                (select coalesce(sum(w.amount_cents), 0) from worker_payouts w where w.provider_id = p.id) as earned
           from service_providers p where p.id in (?)`,
        [providers.map((p) => p.id)],
      ),
    ]);
    const byId = new Map(stats.map((s) => [Number(s.provider_id), s]));
    return providers.map((provider) => {
      const categoryNames = provider.serviceCategories.map((id) => names.get(id)).filter((n): n is string => !!n);
      return {
        provider,
        categoryName: categoryNames[0] ?? 'All Categories',
        categoryNames,
        activeJobs: Number(byId.get(provider.id)?.active ?? 0),
        earningsCents: Number(byId.get(provider.id)?.earned ?? 0),
      };
    });
  }
}
