import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from './invoice.entity';
import type { ServiceRequest } from '../requests/service-request.entity';
import type { BillingEntry } from '../requests/request.types';
import { ClientRequestListsService } from '../requests/client-request-lists.service';
import type { Viewer } from '../auth/viewer';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { DONE_STATUSES } from '../../domain/request-status';
import { CONSULTATION_TOTAL_CENTS } from '../../domain/constants';
import { mapPage, type Page, type PageInput } from '../../shared/paging';

/** The client's billing history: each of their requests with its latest invoice, a page at a time. */
export class ClientBillingService {
  private readonly lists: ClientRequestListsService;

  constructor(private readonly em: EntityManager) {
    this.lists = new ClientRequestListsService(em);
  }

  /**
   * The billing history (DECISIONS: the detail dialog's formula): an unpaid fee is pending;
   * a paid fee with nothing more due is paid; an invoiced job is paid once its balance is.
   */
  async myBilling(viewer: Viewer, page: PageInput): Promise<Page<BillingEntry>> {
    const requests = await this.lists.myRequests(viewer, page);
    const rows = await this.billingRows(requests.items);
    return mapPage(requests, () => rows);
  }

  private async billingRows(requests: ServiceRequest[]): Promise<BillingEntry[]> {
    if (requests.length === 0) return [];
    // One query for the latest invoice of every request; relations batch through the dataloader.
    const invoices = await this.em.find(Invoice, { request: { $in: requests.map((r) => r.id) } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const latest = new Map<number, Invoice>();
    for (const inv of invoices) if (!latest.has(inv.request.id)) latest.set(inv.request.id, inv);
    const [categories, providers] = await Promise.all([Promise.all(requests.map((r) => r.category.load())), Promise.all(requests.map((r) => (r.provider ? r.provider.load() : null)))]);
    return requests.map((r, i) => {
      const inv = latest.get(r.id) ?? null;
      const b = billingBreakdown({
        serviceCostCents: serviceCostOf({ latestInvoiceCents: inv?.finalAmountCents, actualCostCents: r.actualCostCents, estimatedCostCents: r.estimatedCostCents }),
        tipCents: r.tipCents,
        hundredDollarSpecial: r.hundredDollarSpecial,
      });
      const balancePaid = r.balancePaid || b.balanceDueCents === 0;
      const billed = DONE_STATUSES.includes(r.status) || r.status === 'closed_pending_review' || !!inv;
      const feeDue = r.appointmentFeePaid ? 0 : CONSULTATION_TOTAL_CENTS;
      const balanceDue = billed && !balancePaid ? b.balanceDueCents : 0;
      return {
        requestId: r.id,
        title: r.title,
        categoryName: categories[i]?.name ?? '',
        providerName: providers[i]?.name ?? null,
        invoiceNumber: inv?.invoiceNumber ?? null,
        status: feeDue + balanceDue > 0 ? 'pending' : 'paid',
        kind: billed ? 'service' : 'consultation',
        totalCents: billed ? b.combinedTotalCents : CONSULTATION_TOTAL_CENTS,
        amountDueCents: feeDue > 0 ? feeDue : balanceDue,
        dueFor: feeDue > 0 ? 'consultation' : 'balance',
        requestStatus: r.displayStatus,
        date: r.completedAt ?? r.paymentDate ?? r.createdAt,
        paymentMethod: r.paymentMethod,
      };
    });
  }
}
