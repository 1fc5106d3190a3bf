import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from './invoice.entity';
import type { ServiceRequest } from '../requests/service-request.entity';
import type { BillingEntry } from '../requests/request.types';
import { ClientRequestListsService } from '../requests/client-request-lists.service';
import type { Viewer } from '../auth/viewer';
import { billingBreakdown, serviceCostOf } from '../../domain/billing';
import { BILLED_STATUSES } from '../../domain/request-status';
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
   * a paid fee with nothing more due is paid; an invoiced job is paid once its balance is; a
   * cancelled request's fee is paid (kept) or refunded, and owes nothing.
   */
  async myBilling(viewer: Viewer, page: PageInput): Promise<Page<BillingEntry>> {
    const requests = await this.lists.myBillingRequests(viewer, page);
    const rows = await this.billingRows(requests.items);
    return mapPage(requests, () => rows);
  }

  /**
   * The request's row of the viewer's billing history as it stands now (a payment or a cancel
   * answers with it, so the cached history moves without asking again); null when the viewer is
   * not its client or the request has left the history (cancelled with no money moved).
   */
  async entryOf(viewer: Viewer | null, r: ServiceRequest): Promise<BillingEntry | null> {
    if (!viewer || viewer.clientId === null || viewer.clientId !== r.clientId) return null;
    if (r.status === 'cancelled' && r.paymentStatus !== 'paid' && r.paymentStatus !== 'refunded') return null;
    const [row] = await this.billingRows([r]);
    return row ?? null;
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
        consultationFeeCents: r.appointmentFeeCents,
      });
      const balancePaid = r.balancePaid || b.balanceDueCents === 0;
      const cancelled = r.status === 'cancelled';
      // A cancelled request owes nothing: its fee was kept (paid) or refunded (cancelFeeOutcome).
      const billed = cancelled ? r.balancePaid : BILLED_STATUSES.includes(r.status) || !!inv;
      const feeDue = r.appointmentFeePaid || cancelled ? 0 : CONSULTATION_TOTAL_CENTS;
      const balanceDue = billed && !balancePaid ? b.balanceDueCents : 0;
      const totalCents = billed ? b.combinedTotalCents : CONSULTATION_TOTAL_CENTS;
      const refunded = cancelled && r.paymentStatus === 'refunded';
      const status = refunded ? 'refunded' : feeDue + balanceDue > 0 ? 'pending' : 'paid';
      return {
        requestId: r.id,
        title: r.title,
        categoryName: categories[i]?.name ?? '',
        providerName: providers[i]?.name ?? null,
        invoiceNumber: inv?.invoiceNumber ?? null,
        status,
        kind: billed ? 'service' : 'consultation',
        totalCents,
        tipCents: billed ? r.tipCents : 0,
        amountDueCents: feeDue > 0 ? feeDue : balanceDue,
        paidCents: refunded ? 0 : totalCents - (feeDue > 0 ? feeDue : balanceDue),
        dueFor: feeDue > 0 ? 'consultation' : 'balance',
        requestStatus: r.displayStatus,
        date: r.completedAt ?? r.paymentDate ?? r.createdAt,
        paymentMethod: r.paymentMethod,
      };
    });
  }
}
