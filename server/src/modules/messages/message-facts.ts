import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceRequest } from '../requests/service-request.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import { Payment } from '../payments/payment.entity';
import { Invoice } from '../invoices/invoice.entity';
import { requestBillingFrom } from '../invoices/request-billing';
import { formatDollars } from '../../domain/money';
import { requestNumber } from '../../domain/request-number';
import { BUSINESS_TIME_ZONE, businessTimeLabel } from '../jobs/time';
import type { MessageKind } from '../notifications/message-kinds';
import type { Row } from './templates/email-parts';
import { PasswordResetToken, RESET_TOKEN_PURPOSE } from '../auth/password-reset-token.entity';
import { IdentityLinkRequest, LINK_TOKEN_PURPOSE } from '../auth/identity-link-request.entity';
import { isSealed, open } from '../../shared/data-encryption';

/** The purpose (encryption context) of a reset link's token while its e-mail waits to go out. */

/** The request a message is about, as people read it. */
export interface RequestFacts {
  id: number;
  number: string;
  title: string;
  category: string;
  address: string;
  city: string;
}

/** Everything a message's templates say, read from the database when it goes out. */
export interface Facts {
  kind: MessageKind;
  /** The recipient's name. */
  name: string;
  /** The in-app notification's title and words. */
  title: string;
  message: string;
  /** The page this message is about (absolute). */
  link: string;
  request: RequestFacts | null;
  workerName: string | null;
  clientName: string | null;
  /** The visit this message is about, in Central time. */
  visit: string | null;
  /** A visit scheduled before for the same request: this one moves it. */
  rescheduled: boolean;
  /** The headline amount: the payment, the balance due or the refund. */
  amount: string | null;
  /** Receipt or breakdown lines. */
  rows: Row[];
  invoiceNumber: string | null;
  /** A new worker's application: name and area. */
  applicant: { name: string; area: string } | null;
  /** The worker's distance to a new job, as the notification gave it. */
  distance: string | null;
  /** A secret the e-mail carries (a reset link): sent, but never kept in the stored copy of the body. */
  secret: string | null;
  /** Why: a decline's card response, a suspension's or dispute's reason, an admin's note. */
  note: string | null;
  /** The document an admin asks a worker for. */
  document: string | null;
  /** A receipt that leaves nothing due: the service balance paid. */
  paidInFull: boolean;
  /** The sign-in provider a message about a connected sign-in names (Google, ...), and the address it vouched for. */
  signInProvider: string | null;
  providerEmail: string | null;
  /** A password reset: the provider sign-ins it disconnected, too. */
  reset: boolean;
}

export interface FactsInput {
  id: number;
  kind: MessageKind;
  channel: string;
  userId: number;
  context: Record<string, unknown>;
  recipientName: string;
  publicUrl: string;
}

const METHOD_LABELS: Record<string, string> = { google_pay: 'Google Pay', apple_pay: 'Apple Pay', card: 'Card' };
const DAY_LABEL = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });

/** A calendar date in Central time, e.g. "Nov 24, 2026". */
export function businessDateLabel(date: Date): string {
  return DAY_LABEL.format(date);
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const VISIT_STATUSES = ['scheduled', 'in_progress'];

/** The pages messages link to (the client's routes). */
function pages(base: string, requestId: number | null) {
  const url = (path: string) => new URL(path, base).toString();
  return {
    request: url(requestId ? `/request-status?request=${requestId}` : '/request-status'),
    review: url(requestId ? `/request-status?request=${requestId}&review=1` : '/client-reviews'),
    checkout: url(requestId ? `/checkout?requestId=${requestId}` : '/client-billing-history'),
    job: url(requestId ? `/worker-active-jobs?job=${requestId}` : '/worker-active-jobs'),
    queue: url('/worker-queue'),
    workerHome: url('/worker-dashboard'),
    approvals: url('/admin-worker-approvals'),
    review_queue: url('/billing'),
    pendingPaid: url('/admin/pending-paid'),
    billing: url('/client-billing-history'),
    documents: url('/worker-documents'),
    quality: url('/admin-quality-review'),
    analytics: url('/admin-analytics'),
  };
}

/**
 * Reads what a message says when it goes out: the request, its worker, the payment, the
 * invoice breakdown. Null when the message is no longer true: a reminder of a visit that was
 * rescheduled or cancelled since.
 */
export async function loadFacts(em: EntityManager, m: FactsInput): Promise<Facts | null> {
  const requestId = num(m.context.requestId);
  const r = requestId ? await em.findOne(ServiceRequest, { id: requestId }) : null;
  const link = pages(m.publicUrl, r?.id ?? null);
  const provider = r?.provider ? await em.findOne(ServiceProvider, { id: r.provider.id }) : null;
  const category = r ? await em.findOne(ServiceCategory, { id: r.category.id }) : null;
  const scheduledAt = typeof m.context.scheduledAt === 'string' ? new Date(m.context.scheduledAt) : null;
  const facts: Facts = {
    kind: m.kind,
    name: m.recipientName,
    title: String(m.context.title ?? ''),
    message: String(m.context.message ?? ''),
    link: link.request,
    request: r ? { id: r.id, number: requestNumber(r.id), title: r.title, category: category?.name ?? '', address: [r.address.street, r.address.city].filter(Boolean).join(', '), city: r.address.city } : null,
    workerName: provider?.name ?? null,
    clientName: r?.clientName ?? null,
    visit: scheduledAt && !Number.isNaN(scheduledAt.getTime()) ? businessTimeLabel(scheduledAt) : r?.scheduledAt ? businessTimeLabel(r.scheduledAt) : null,
    rescheduled: false,
    amount: null,
    rows: [],
    invoiceNumber: null,
    applicant: null,
    distance: null,
    secret: null,
    note: str(m.context.reason) ?? str(m.context.note),
    document: str(m.context.document),
    paidInFull: false,
    signInProvider: str(m.context.providerName),
    providerEmail: str(m.context.providerEmail),
    reset: m.context.reset === true,
  };

  switch (m.kind) {
    case 'request_confirmed': {
      const paid = r ? await em.findOne(Payment, { request: r.id, kind: 'consultation', status: 'succeeded' }, { orderBy: { id: 'desc' } }) : null;
      const amountCents = paid?.amountCents ?? num(m.context.amountCents) ?? r?.paymentAmountCents ?? null;
      if (amountCents !== null) facts.amount = formatDollars(amountCents);
      // The billing rule's split, as the invoice and checkout show it: the fee is credited, its processing fee is not.
      const b = r ? requestBillingFrom(r, await em.find(Invoice, { request: r.id })) : null;
      facts.rows = b
        ? [
            // The fee the invoice credits (consultationCreditCents is that fee once the service total reaches it).
            ['Consultation fee (credited toward your invoice)', formatDollars(b.consultationFeeCents)],
            ['Processing fee (not credited)', formatDollars(b.consultationTotalCents - b.consultationFeeCents)],
            ...receipt(paid, amountCents, 'Total paid'),
          ]
        : receipt(paid, amountCents, 'Total paid');
      break;
    }
    case 'payment_received': {
      const amountCents = num(m.context.amountCents);
      const paid = r ? await em.findOne(Payment, { request: r.id, kind: m.context.kind === 'consultation' ? 'consultation' : 'balance', status: 'succeeded', ...(amountCents !== null ? { amountCents } : {}) }, { orderBy: { id: 'desc' } }) : null;
      const cents = paid?.amountCents ?? amountCents;
      if (cents !== null) facts.amount = formatDollars(cents);
      facts.rows = receipt(paid, cents, m.context.kind === 'consultation' ? 'Consultation fee' : 'Service balance');
      if (m.context.kind === 'balance' && r?.balancePaid) {
        facts.paidInFull = true;
        facts.rows.push(['Balance remaining', formatDollars(0)]);
      }
      break;
    }
    case 'payment_declined': {
      const cents = num(m.context.amountCents);
      if (cents !== null) facts.amount = formatDollars(cents);
      facts.rows = [
        [m.context.kind === 'consultation' ? 'Consultation fee' : 'Service balance', facts.amount ?? '', true],
        ...(typeof m.context.method === 'string' ? [['Payment method', METHOD_LABELS[m.context.method] ?? m.context.method] as Row] : []),
        ...(facts.note ? [['Card response', facts.note] as Row] : []),
        ['Charged', formatDollars(0)],
      ];
      facts.link = link.checkout;
      break;
    }
    case 'account_suspended':
      facts.link = link.workerHome;
      break;
    case 'document_required':
      facts.link = link.documents;
      break;
    case 'background_check_complete': {
      facts.link = link.workerHome;
      const at = typeof m.context.completedAt === 'string' ? new Date(m.context.completedAt) : null;
      facts.rows = [['Background check', 'Complete'], ...(at && !Number.isNaN(at.getTime()) ? [['Completed', businessDateLabel(at)] as Row] : [])];
      break;
    }
    case 'worker_visit_scheduled': {
      facts.link = link.job;
      const [row] = await em.getConnection().execute<{ n: string }[]>(
        `select count(*) as n from outbound_messages where kind = 'worker_visit_scheduled' and channel = ? and user_id = ? and context->>'requestId' = ? and id < ?`,
        [m.channel, m.userId, String(requestId ?? ''), m.id],
      );
      // Moved: from a time the worker had (set by anyone), or one this worker was told of before.
      facts.rescheduled = m.context.moved === true || Number(row?.n ?? 0) > 0;
      break;
    }
    case 'payment_disputed': {
      facts.link = link.review_queue;
      const p = num(m.context.paymentId) ? await em.findOne(Payment, { id: num(m.context.paymentId)! }) : null;
      if (p) {
        facts.amount = formatDollars(p.amountCents);
        facts.rows = [
          [p.kind === 'consultation' ? 'Consultation fee' : 'Service balance', facts.amount, true],
          ['Paid with', METHOD_LABELS[p.method] ?? p.method],
          ['Paid on', businessDateLabel(p.createdAt)],
          ...(p.gatewayTransactionId ? [['Transaction', p.gatewayTransactionId] as Row] : []),
          ['Client', r?.clientName ?? ''],
          ['Reason', p.disputeReason ?? facts.note ?? ''],
        ];
      }
      break;
    }
    case 'revenue_milestone': {
      facts.link = link.analytics;
      const milestone = num(m.context.milestoneCents);
      const total = num(m.context.totalCents);
      if (milestone !== null) facts.amount = formatDollars(milestone);
      facts.rows = [
        ['Milestone', facts.amount ?? '', true],
        ...(total !== null ? [['Collected to date', formatDollars(total)] as Row] : []),
        ...(r ? [['Crossed by', `${requestNumber(r.id)} ${r.title}`] as Row] : []),
      ];
      break;
    }
    case 'quality_review_needed': {
      facts.link = link.quality;
      const rating = num(m.context.rating);
      facts.rows = [
        ['Rating', rating !== null ? `${rating} of 5` : ''],
        ['Job', req(facts)],
        ['Worker', facts.workerName ?? 'Unassigned'],
        ['Client', facts.clientName ?? ''],
        ...(facts.note ? [['Comment', facts.note] as Row] : []),
      ];
      break;
    }
    case 'invoice_ready': {
      if (!r) break;
      const invoices = await em.find(Invoice, { request: r.id });
      const inv = invoices.find((i) => i.id === num(m.context.invoiceId)) ?? null;
      facts.invoiceNumber = inv?.invoiceNumber ?? null;
      const b = requestBillingFrom(r, invoices);
      // Paid since the invoice was approved: "ready to view and pay" is no longer true.
      if (b.balancePaid) return null;
      facts.amount = formatDollars(b.balancePaid ? 0 : b.balanceDueCents);
      facts.rows = [
        ['Service cost', formatDollars(b.serviceCostCents)],
        ['Platform fee', formatDollars(b.platformFeeCents)],
        ['Sales tax', formatDollars(b.salesTaxCents)],
        ['Processing', formatDollars(b.processingFeeCents)],
        ...(b.tipCents > 0 ? [['Tip', formatDollars(b.tipCents)] as Row] : []),
        ['Service total', formatDollars(b.serviceTotalCents), true],
        ['Consultation fee credit', `-${formatDollars(b.consultationCreditCents)}`],
        ['Balance due', facts.amount, true],
      ];
      if (!b.balancePaid && b.balanceDueCents > 0) facts.link = link.checkout;
      break;
    }
    case 'visit_scheduled': {
      const [row] = await em.getConnection().execute<{ n: string }[]>(
        `select count(*) as n from outbound_messages where kind = 'visit_scheduled' and channel = ? and user_id = ? and context->>'requestId' = ? and id < ?`,
        [m.channel, m.userId, String(requestId ?? ''), m.id],
      );
      facts.rescheduled = Number(row?.n ?? 0) > 0;
      break;
    }
    case 'visit_reminder': {
      // Only the visit as it stands: a reschedule has a reminder of its own, a cancelled job none.
      if (!r || !VISIT_STATUSES.includes(r.status) || !r.scheduledAt || !scheduledAt || r.scheduledAt.getTime() !== scheduledAt.getTime()) return null;
      break;
    }
    case 'job_completed':
      facts.link = link.review;
      break;
    case 'fee_refunded':
    case 'fee_refunded_admin': {
      const cents = num(m.context.amountCents);
      if (cents !== null) facts.amount = formatDollars(cents);
      // Why it was refunded: the client's cancel before a provider was assigned, else no match in 7 days.
      if (m.context.reason === 'cancelled') {
        facts.note = 'cancelled';
        facts.link = link.billing;
      }
      if (m.kind === 'fee_refunded_admin') facts.link = link.pendingPaid;
      break;
    }
    case 'request_cancelled': {
      // The fee kept by the cancellation policy (a provider was assigned), or none paid.
      const kept = num(m.context.keptCents);
      facts.amount = kept !== null && kept > 0 ? formatDollars(kept) : null;
      facts.link = facts.amount ? link.billing : link.request;
      break;
    }
    case 'account_approved':
      facts.link = link.workerHome;
      break;
    case 'job_assigned':
      facts.link = link.job;
      break;
    case 'new_job_available': {
      facts.link = link.queue;
      const d = /\(([\d.]+ mi) away\)/.exec(facts.message);
      facts.distance = d ? d[1] : null;
      break;
    }
    case 'worker_application': {
      facts.link = link.approvals;
      const p = num(m.context.providerId) ? await em.findOne(ServiceProvider, { id: num(m.context.providerId)! }) : null;
      if (p) facts.applicant = { name: p.name, area: `ZIP ${p.zipCode}, ${p.serviceRadius} mi` };
      break;
    }
    case 'job_needs_review':
      facts.link = link.review_queue;
      break;
    case 'job_accepted':
    case 'worker_assigned':
      break;
    case 'worker_on_the_way':
      // Only while the job is under way: a job cancelled or finished since is not announced.
      if (!r || !VISIT_STATUSES.includes(r.status)) return null;
      break;
    case 'unread_messages':
    case 'unread_messages_worker':
    case 'unread_messages_admin': {
      const path = str(m.context.path);
      if (path?.startsWith('/')) facts.link = new URL(path, m.publicUrl).toString();
      facts.amount = String(num(m.context.unread) ?? 1);
      break;
    }
    case 'password_changed': {
      facts.link = new URL('/forgot-password', m.publicUrl).toString();
      const at = typeof m.context.changedAt === 'string' ? new Date(m.context.changedAt) : null;
      facts.visit = at && !Number.isNaN(at.getTime()) ? businessTimeLabel(at) : null;
      break;
    }
    case 'password_reset': {
      // Only a link that still works: one used (or replaced by a newer one) is not sent.
      const tokenId = num(m.context.tokenId);
      const sealed = m.context.token;
      const row = tokenId ? await em.findOne(PasswordResetToken, { id: tokenId }) : null;
      if (!row || row.usedAt || typeof sealed !== 'string' || !isSealed(sealed)) return null;
      const url = new URL('/reset-password', m.publicUrl);
      url.searchParams.set('token', open(sealed, RESET_TOKEN_PURPOSE));
      facts.link = url.toString();
      facts.secret = facts.link;
      break;
    }
    case 'identity_linked': {
      facts.link = new URL('/account-security', m.publicUrl).toString();
      const at = typeof m.context.linkedAt === 'string' ? new Date(m.context.linkedAt) : null;
      facts.visit = at && !Number.isNaN(at.getTime()) ? businessTimeLabel(at) : null;
      break;
    }
    case 'identity_link_confirm': {
      // Only a link that still works: one used, or replaced by a newer one, is not sent.
      const linkId = num(m.context.linkRequestId);
      const sealed = m.context.token;
      const row = linkId ? await em.findOne(IdentityLinkRequest, { id: linkId }) : null;
      if (!row || row.usedAt || typeof sealed !== 'string' || !isSealed(sealed)) return null;
      const url = new URL('/connect-sign-in', m.publicUrl);
      url.searchParams.set('token', open(sealed, LINK_TOKEN_PURPOSE));
      facts.link = url.toString();
      facts.secret = facts.link;
      break;
    }
  }
  return facts;
}

const req = (f: Facts) => (f.request ? `${f.request.title} (${f.request.number})` : '');

function receipt(paid: Payment | null, amountCents: number | null, label: string): Row[] {
  const rows: Row[] = [];
  if (amountCents !== null) rows.push([label, formatDollars(amountCents), true]);
  if (paid) {
    rows.push(['Paid with', METHOD_LABELS[paid.method] ?? paid.method]);
    rows.push(['Date', businessDateLabel(paid.createdAt)]);
    if (paid.gatewayTransactionId) rows.push(['Transaction', paid.gatewayTransactionId]);
  }
  return rows;
}
