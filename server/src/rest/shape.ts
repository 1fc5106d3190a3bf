import type { EntityManager } from '@mikro-orm/postgresql';
import { toDollars } from '../domain/money';
import type { User } from '../modules/users/user.entity';
import { ServiceCategory } from '../modules/catalog/service-category.entity';
import type { ServiceType } from '../modules/catalog/service-type.entity';
import type { Notification } from '../modules/notifications/notification.entity';
import { toEvent } from '../modules/notifications/notification.service';
import { Client } from '../modules/clients/client.entity';
import { ServiceProvider } from '../modules/providers/service-provider.entity';
import type { ServiceRequest } from '../modules/requests/service-request.entity';
import { Activity } from '../modules/requests/activity.entity';
import { Invoice } from '../modules/invoices/invoice.entity';
import type { Viewer } from '../modules/auth/viewer';
import { seesOnlyAsOpenJob } from '../modules/requests/request-access';
import type { InvoiceLineItem } from '../modules/invoices/invoice.entity';
import type { z } from 'zod';
import type { ActivityOut, CategoryOut, ClientOut, InvoiceOut, LineItemOut, NotificationOut, ProviderOut, RequestCoreOut, RequestOut, ServiceTypeOut, UserOut } from './schemas';

/** What a shaping function returns: the input of its schema in rest/schemas.ts (Dates become ISO text in JSON). */
type Shape<S extends z.ZodType> = z.input<S>;

/**
 * JSON shapes of the spec's entities (field names of spec section 3): money from integer
 * cents to dollars, relations by id plus the small nested objects the screens read.
 */

/** Two decimals, as a number (JSON cannot keep trailing zeros: 100 means 100.00). */
export function dollars(cents: number): number;
export function dollars(cents: number | null | undefined): number | null;
export function dollars(cents: number | null | undefined): number | null {
  return toDollars(cents);
}

export function userJson(u: Pick<User, 'id' | 'email' | 'role' | 'firstName' | 'lastName' | 'phone'>): Shape<typeof UserOut> {
  return { id: u.id, email: u.email, role: u.role, firstName: u.firstName, lastName: u.lastName, phone: u.phone };
}

export function categoryJson(c: ServiceCategory): Shape<typeof CategoryOut> {
  return { id: c.id, name: c.name, icon: c.icon, color: c.color, requiresScheduling: c.requiresScheduling, description: c.description };
}

export function serviceTypeJson(t: ServiceType): Shape<typeof ServiceTypeOut> {
  return { id: t.id, name: t.name, categoryId: t.categoryId };
}

/** The live event's fields (one definition), plus the spec's `read` alias. */
export function notificationJson(n: Notification): Shape<typeof NotificationOut> {
  return { ...toEvent(n), type: n.type, read: n.isRead };
}

export function clientJson(c: Client): Shape<typeof ClientOut> {
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    address: c.address,
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    notes: c.notes,
    preferredContactMethod: c.preferredContactMethod,
    emailNotifications: c.emailNotifications,
    smsNotifications: c.smsNotifications,
    marketingEmails: c.marketingEmails,
    appointmentReminders: c.appointmentReminders,
    createdAt: c.createdAt,
  };
}

export function providerJson(p: ServiceProvider, category?: ServiceCategory | null): Shape<typeof ProviderOut> {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    zipCode: p.zipCode,
    serviceRadius: p.serviceRadius,
    categoryId: p.category?.id ?? null,
    category: category ? { id: category.id, name: category.name, icon: category.icon } : null,
    serviceCategories: p.serviceCategories,
    status: p.status,
    onboardingCompleted: p.onboardingCompleted,
    documentVerificationStatus: p.documentVerificationStatus,
    backgroundCheckStatus: p.backgroundCheckStatus,
    /** The spec keeps rating as text with one decimal ('0.0' at signup). */
    rating: p.rating.toFixed(1),
    ratingCount: p.ratingCount,
    totalJobs: p.totalJobs,
    completedJobs: p.completedJobs,
    latitude: p.latitude,
    longitude: p.longitude,
    hourlyRate: dollars(p.hourlyRateCents),
    clientId: p.client?.id ?? null,
    onboardingData: JSON.stringify(p.onboardingData),
    createdAt: p.createdAt,
  };
}

export async function providersJson(list: ServiceProvider[]) {
  const cats = await Promise.all(list.map((p) => (p.category ? p.category.load() : null)));
  return list.map((p, i) => providerJson(p, cats[i] ?? null));
}

export function lineItemJson(li: InvoiceLineItem): Shape<typeof LineItemOut> {
  return { id: li.id, type: li.type, description: li.description, quantity: li.quantity, rate: dollars(li.rateCents), amount: dollars(li.amountCents) };
}

export function invoiceJson(inv: Invoice, lineItems?: InvoiceLineItem[]): Shape<typeof InvoiceOut> {
  return {
    id: inv.id,
    invoiceNumber: inv.invoiceNumber,
    status: inv.status,
    subtotal: dollars(inv.subtotalCents),
    finalAmount: dollars(inv.finalAmountCents),
    originalAmount: dollars(inv.originalAmountCents),
    paidAt: inv.paidAt,
    description: inv.description,
    notes: inv.notes,
    editReason: inv.editReason,
    lastEditedBy: inv.lastEditedBy,
    requestId: inv.requestId,
    providerId: inv.providerId,
    clientId: inv.clientId,
    createdAt: inv.createdAt,
    updatedAt: inv.updatedAt,
    ...(lineItems ? { lineItems: lineItems.map(lineItemJson) } : {}),
  };
}

/** Invoices with their line items, in two statements whatever the count. */
export async function invoicesJson(em: EntityManager, list: Invoice[]) {
  if (list.length) await em.populate(list, ['lineItems']);
  return list.map((inv) => invoiceJson(inv, inv.lineItems.getItems()));
}

export function activityJson(a: Activity): Shape<typeof ActivityOut> {
  return { id: a.id, requestId: a.requestId, action: a.action, description: a.description, actorRole: a.actorRole, photoIds: a.photoIds, createdAt: a.createdAt };
}

/**
 * The request's own fields, in RequestCoreOut's order, then its relations (RequestOut): one
 * object literal, so the answer check (rest/answer-check.ts) takes it as it is. An open job
 * (`open`) shows neither the street nor the client's notes.
 */
function requestOut(r: ServiceRequest, open: boolean, relations: Pick<Shape<typeof RequestOut>, 'category' | 'client' | 'provider' | 'assignedWorkerName'>): Shape<typeof RequestOut> {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    serviceTypeName: r.serviceTypeName,
    categoryId: r.categoryId,
    clientId: r.clientId,
    providerId: r.providerId,
    status: r.status,
    displayStatus: r.displayStatus,
    priority: r.priority,
    appointmentFee: dollars(r.appointmentFeeCents),
    appointmentFeePaid: r.appointmentFeePaid,
    paymentStatus: r.paymentStatus,
    estimatedCost: dollars(r.estimatedCostCents),
    actualCost: dollars(r.actualCostCents),
    clientName: r.clientName,
    serviceAddress: open ? null : r.address.street,
    serviceCity: r.address.city,
    serviceState: r.address.state,
    serviceZipCode: r.address.zipCode,
    serviceLatitude: r.serviceLatitude,
    serviceLongitude: r.serviceLongitude,
    preferredDate: r.preferredDate,
    preferredTime: r.preferredTime,
    specificTime: r.specificTime,
    alternativeTime1: r.alternativeTime1,
    alternativeTime2: r.alternativeTime2,
    scheduledAt: r.scheduledAt,
    scheduledDate: r.scheduledAt,
    estimatedDuration: r.estimatedDuration,
    notes: open ? null : r.notes,
    balancePaid: r.balancePaid,
    paymentMethod: r.paymentMethod,
    paymentDate: r.paymentDate,
    paymentAmount: dollars(r.paymentAmountCents),
    hundredDollarSpecial: r.hundredDollarSpecial,
    invoicePaid: r.invoicePaid,
    invoicePaymentAmount: dollars(r.invoicePaymentAmountCents),
    invoicePaymentDate: r.invoicePaymentDate,
    adminApprovalStatus: r.adminApprovalStatus,
    rating: r.rating,
    inspectionDate: r.inspectionDate,
    inspectionNotes: r.inspectionNotes,
    tip: dollars(r.tipCents),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    completedAt: r.completedAt,
    onMyWayAt: r.onMyWayAt,
    etaMinutes: r.etaMinutes,
    category: relations.category,
    client: relations.client,
    provider: relations.provider,
    assignedWorkerName: relations.assignedWorkerName,
  };
}

/** The request's own fields (RequestCoreOut), without its relations. */
export function requestCoreJson(r: ServiceRequest): Shape<typeof RequestCoreOut> {
  return requestOut(r, false, { category: null, client: null, provider: null, assignedWorkerName: null });
}

/**
 * Requests with their category, client and provider: one statement per relation, whatever
 * the length of the list. detail adds invoices (with line items) and the
 * activity timeline.
 */
export async function requestsJson(
  em: EntityManager,
  list: ServiceRequest[],
  opts: { detail?: boolean; viewer?: Viewer | null; known?: { categories: ServiceCategory[]; clients: Client[] } } = {},
): Promise<Shape<typeof RequestOut>[]> {
  const ids = list.map((r) => r.id);
  const unique = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];
  const knownCats = opts.known?.categories ?? [];
  const knownClients = opts.known?.clients ?? [];
  const missing = (wanted: number[], have: { id: number }[]) => {
    const got = new Set(have.map((x) => x.id));
    return wanted.filter((id) => !got.has(id));
  };
  const catIds = missing(unique(list.map((r) => r.categoryId)), knownCats);
  // A client read with the open queue carries only what an open job shows (its contact address without the street: read-model.ts):
  // a row that shows more reads its client in full.
  const shownInFull = new Set(list.filter((r) => !seesOnlyAsOpenJob(opts.viewer, r)).map((r) => r.clientId));
  const hasStreet = (c: Client) => c.contactAddress === null || c.contactAddress.street !== undefined;
  const clientIds = missing(unique(list.map((r) => r.clientId)), knownClients.filter((c) => hasStreet(c) || !shownInFull.has(c.id)));
  const providerIds = unique(list.map((r) => r.providerId));
  // refresh: the viewer's own Client sits in this fork's identity map partially loaded (id only).
  const [catRows, clientRows, providerRows] = await Promise.all([
    catIds.length ? em.find(ServiceCategory, { id: { $in: catIds } }) : [],
    clientIds.length ? em.find(Client, { id: { $in: clientIds } }, { refresh: true }) : [],
    providerIds.length ? em.find(ServiceProvider, { id: { $in: providerIds } }) : [],
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((x) => [x.id, x]));
  const [catMap, clientMap, providerMap] = [byId([...knownCats, ...catRows]), byId([...knownClients, ...clientRows]), byId(providerRows)];
  const cats = list.map((r) => catMap.get(r.categoryId));
  const clients = list.map((r) => clientMap.get(r.clientId));
  const providers = list.map((r) => (r.providerId === null ? undefined : providerMap.get(r.providerId)));
  const [invoices, activities] = opts.detail && ids.length
    ? await Promise.all([
        em.find(Invoice, { request: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['lineItems'] }),
        em.find(Activity, { request: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      ])
    : [[], []];
  return list.map((r, i): Shape<typeof RequestOut> => {
    const cat = cats[i];
    const c = clients[i];
    const p = providers[i];
    // A worker who sees the request only in the open queue gets the job, not the client's contact card, notes, timeline or invoices.
    const open = seesOnlyAsOpenJob(opts.viewer, r);
    const out = requestOut(r, open, {
      category: cat ? { id: cat.id, name: cat.name, icon: cat.icon } : null,
      client: c ? (open ? { id: c.id, name: c.name, email: '', phone: null, address: null, city: c.city, state: c.state, zipCode: c.zipCode } : { id: c.id, name: c.name, email: c.email, phone: c.phone, address: c.address, city: c.city, state: c.state, zipCode: c.zipCode }) : null,
      provider: p ? { id: p.id, name: p.name, email: p.email, phone: p.phone, rating: p.rating.toFixed(1) } : null,
      assignedWorkerName: p?.name ?? null,
    });
    if (opts.detail) {
      out.invoices = open ? [] : invoices.filter((inv) => inv.requestId === r.id).map((inv) => invoiceJson(inv, inv.lineItems.getItems()));
      out.activities = open ? [] : activities.filter((a) => a.requestId === r.id).map(activityJson);
    }
    return out;
  });
}

export async function requestJson(em: EntityManager, r: ServiceRequest, opts: { detail?: boolean; viewer?: Viewer | null } = {}) {
  return (await requestsJson(em, [r], opts))[0];
}
