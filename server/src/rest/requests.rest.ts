import { z } from 'zod';
import { route, idParams, zCacheBust, zId, zInt, zText, zDollars, centsOf, type RouteContext, inAWeek } from './define';
import { RequestOut, NotificationOut } from './schemas';
import { dollars, notificationJson, requestJson, requestsJson } from './shape';
import { ServiceRequest } from '../modules/requests/service-request.entity';
import type { ServiceCategory } from '../modules/catalog/service-category.entity';
import type { Client } from '../modules/clients/client.entity';
import { assertCanViewRequest } from '../modules/requests/request-access';
import { badInput, notFound } from '../shared/errors';
import { REST_LIST_MAX, allItems } from '../shared/paging';
import { restQueueProjection } from './open-queue-columns';
import { openQueueAnswer } from './open-queue-answer';
import type { RecurrenceFrequency } from '../domain/recurrence';
import { STATUS_FILTERS, requestBody, updateBody } from './request-bodies';

type StatusFilter = (typeof STATUS_FILTERS)[number];

const listQuery = z.object({
  clientId: z.string().max(20).optional().describe("A client's own id: accepted; a client always gets only their own requests"),
  providerId: z.string().max(20).optional().describe("A worker's own id: the worker's jobs (the session decides whose)"),
  status: z.enum(STATUS_FILTERS).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional().describe('At most this many requests (1 to 500), newest first; the open queue urgent first'),
  _t: zCacheBust,
});

function matchesStatus(r: ServiceRequest, status: StatusFilter | undefined): boolean {
  if (!status) return true;
  if (status === 'awaiting_payment') return r.displayStatus === 'awaiting_payment';
  return r.status === (status === 'active' ? 'in_progress' : status);
}

/** Relations read together with the list (the open queue's categories and clients), so shaping it reads them again. */
export interface KnownRelations {
  categories: ServiceCategory[];
  clients: Client[];
}

/**
 * What a worker's list asks for (null when the caller lists as something else): the open queue
 * (no ?providerId, ?status pending or none), their own jobs (?providerId or another status), or
 * both. A worker's ?clientId of their own client account lists as a client.
 */
function workerListWants(me: RouteContext['me'], q: z.output<typeof listQuery>): { queue: boolean; jobs: boolean } | null {
  if (me.sessionRole !== 'worker' || (q.clientId !== undefined && me.clientId !== null)) return null;
  return { queue: q.providerId === undefined && (q.status === 'pending' || q.status === undefined), jobs: q.providerId !== undefined || q.status !== 'pending' };
}

/**
 * The requests the viewer may list, from the services that own each view: an admin sees all
 * (then ?clientId / ?providerId narrow the list); a client their own; an approved worker
 * their jobs (?providerId) or the open queue (?status=pending), or both. ?limit caps it.
 */
export async function visibleRequestsWithRelations(ctx: RouteContext, q: z.output<typeof listQuery>): Promise<{ list: ServiceRequest[]; known: KnownRelations }> {
  const me = ctx.me;
  const known: KnownRelations = { categories: [], clients: [] };
  const wants = workerListWants(me, q);
  let list: ServiceRequest[];
  if (me.sessionRole === 'admin') {
    list = await allItems((page) => ctx.services.adminRequestLists.allServices(me, null, page), REST_LIST_MAX);
    if (q.clientId) list = list.filter((r) => String(r.clientId) === q.clientId);
    if (q.providerId) list = list.filter((r) => String(r.providerId) === q.providerId);
  } else if (wants) {
    const [queue, jobs] = await Promise.all([
      wants.queue ? allItems((page) => ctx.services.openJobs.openJobs(me, page, restQueueProjection(ctx.em)), q.limit ?? REST_LIST_MAX) : Promise.resolve([]),
      wants.jobs ? allItems((page) => ctx.services.workerJobs.myJobs(me, 'all', page), REST_LIST_MAX) : Promise.resolve([]),
    ]);
    list = [...jobs, ...queue.map((item) => item.request).filter((r) => !jobs.some((j) => j.id === r.id))];
    known.categories = queue.map((item) => item.category);
    known.clients = queue.map((item) => item.client);
  } else if (me.clientId !== null) {
    list = await allItems((page) => ctx.services.clientRequestLists.myRequests(me, page));
  } else {
    list = [];
  }
  list = list.filter((r) => matchesStatus(r, q.status));
  return { list: q.limit ? list.slice(0, q.limit) : list, known };
}

export async function visibleRequests(ctx: RouteContext, q: z.output<typeof listQuery>): Promise<ServiceRequest[]> {
  return (await visibleRequestsWithRelations(ctx, q)).list;
}

const PAYMENT_METHOD_WORDS: [RegExp, string][] = [
  [/google/i, 'google_pay'],
  [/apple/i, 'apple_pay'],
  [/card|credit|debit|square|visa|master/i, 'card'],
];
const paymentMethod = (m: string | null | undefined) => PAYMENT_METHOD_WORDS.find(([re]) => re.test(m ?? ''))?.[1] ?? (m ?? '');

async function detail(ctx: RouteContext, id: number) {
  return requestJson(ctx.em, await ctx.em.findOneOrFail(ServiceRequest, { id }, { refresh: true }), { detail: true });
}

export const requestRoutes = [
  route({
    method: 'get', path: '/api/service-requests', tag: 'service-requests', access: 'signed_in',
    summary: "Requests the session may see: a client's own (whatever ?clientId says), a worker's jobs and open queue, all for an admin",
    query: listQuery,
    response: { description: 'List of requests, newest first', schema: z.array(RequestOut) },
    async handle(ctx, { query }) {
      // The open queue alone: its jobs' JSON kept while their rows are unchanged (open-queue-answer.ts).
      const wants = workerListWants(ctx.me, query);
      if (wants?.queue && !wants.jobs) return openQueueAnswer(ctx, query.limit);
      const { list, known } = await visibleRequestsWithRelations(ctx, query);
      return requestsJson(ctx.em, list, { viewer: ctx.me, known });
    },
  }),
  route({
    method: 'get', path: '/api/service-requests/{id}', tag: 'service-requests', access: 'signed_in',
    summary: 'One request with client, provider, category, invoices and activities (its client, its worker, an approved worker while it is open, or an admin)',
    params: idParams,
    query: z.object({ _t: zCacheBust }),
    response: { description: 'The request', schema: RequestOut },
    errors: [403, 404],
    async handle(ctx, { params }) {
      const r = await ctx.em.findOne(ServiceRequest, { id: params.id });
      if (!r) throw notFound('Service request');
      assertCanViewRequest(ctx.me, r);
      return requestJson(ctx.em, r, { detail: true, viewer: ctx.me });
    },
  }),
  route({
    method: 'post', path: '/api/service-requests', tag: 'service-requests', access: 'signed_in', status: 201,
    summary: "Create a request: a client's own (contact details default to the client profile), or an admin's for an existing client (categoryId, clientId, title, description, priority)",
    body: requestBody,
    // The service asks for these with its own messages (a client's request; an admin's needs categoryId, clientId, title, description).
    requiredBody: ['categoryId', 'title', 'description', 'preferredDate', 'preferredTime'],
    examples: { body: { categoryId: 1, title: 'Standard Cleaning', description: 'Two-bedroom apartment, regular clean.', priority: 'normal', serviceAddress: '500 Broadway', serviceCity: 'Nashville', serviceState: 'TN', serviceZipCode: '37203', preferredDate: inAWeek(), preferredTime: 'morning', notes: 'Gate code 1234' } },
    response: { description: 'The new request (id, clientId, status pending, appointmentFeePaid false)', schema: RequestOut },
    errors: [403],
    async handle(ctx, { body }) {
      if (ctx.me.sessionRole === 'admin') {
        const r = await ctx.services.adminRequests.create(ctx.me, {
          categoryId: String(body.categoryId), clientId: body.clientId === undefined ? null : String(body.clientId), title: body.title, description: body.description, priority: body.priority,
          preferredDate: body.preferredDate, preferredTime: body.preferredTime,
          recurrence: body.recurrence ? { frequency: body.recurrence.frequency as RecurrenceFrequency, count: body.recurrence.count ?? null, until: body.recurrence.until ?? null } : null,
        });
        return requestJson(ctx.em, r);
      }
      const profile = await ctx.services.clients.me(ctx.me);
      const r = await ctx.services.requestCreation.create(ctx.me, {
        categoryId: body.categoryId,
        title: body.title ?? '',
        customTitle: body.customTitle,
        description: body.description ?? '',
        contactName: body.contactName ?? body.clientName ?? profile.name,
        contactPhone: body.contactPhone ?? profile.phone ?? '',
        contactEmail: body.contactEmail ?? profile.email,
        contactAddress: body.contactAddress ?? profile.address ?? body.serviceAddress ?? '',
        contactCity: body.contactCity ?? profile.city ?? body.serviceCity ?? '',
        contactState: body.contactState ?? profile.state ?? body.serviceState ?? '',
        contactZipCode: body.contactZipCode ?? profile.zipCode ?? body.serviceZipCode ?? '',
        sameAddress: !body.serviceAddress && !body.serviceZipCode,
        serviceAddress: body.serviceAddress,
        serviceCity: body.serviceCity,
        serviceState: body.serviceState,
        serviceZipCode: body.serviceZipCode,
        preferredDate: body.preferredDate,
        preferredTime: body.preferredTime,
        specificTime: body.specificTime,
        alternativeTime1: body.alternativeTime1,
        alternativeTime2: body.alternativeTime2,
        notes: body.notes,
        priority: body.priority,
        payLater: body.appointmentFeePaid === false,
        recurrence: body.recurrence ? { frequency: body.recurrence.frequency as RecurrenceFrequency, count: body.recurrence.count ?? null, until: body.recurrence.until ?? null } : null,
      });
      return requestJson(ctx.em, r);
    },
  }),
  route({
    method: 'put', path: '/api/service-requests/{id}', tag: 'service-requests', access: 'signed_in',
    summary: 'Edit (client, while pending: title, description, categoryId, customTitle, service address), or change status: in_progress accepts (worker), pending declines/unassigns (worker), completed completes (worker), cancelled cancels (client)',
    params: idParams,
    body: updateBody,
    examples: { body: { title: 'Deep Cleaning', description: 'Two-bedroom apartment, deep clean.', categoryId: 1 } },
    response: { description: 'The updated request', schema: RequestOut },
    errors: [403, 404, 409],
    async handle(ctx, { params, body }) {
      const edits = body.title !== undefined || body.description !== undefined || body.categoryId !== undefined;
      if (edits) {
        await ctx.services.clientRequestChanges.update(ctx.me, {
          id: String(params.id), title: body.title ?? '', customTitle: body.customTitle, description: body.description ?? '', categoryId: body.categoryId ?? null,
          serviceAddress: body.serviceAddress, serviceCity: body.serviceCity, serviceState: body.serviceState, serviceZipCode: body.serviceZipCode,
        });
      } else {
        switch (body.status) {
          case 'in_progress':
          case 'active':
            await ctx.services.jobClaims.accept(ctx.me, params.id);
            break;
          case 'pending':
            await ctx.services.jobClaims.unassign(ctx.me, params.id);
            break;
          case 'completed':
          case 'closed_pending_review':
            await ctx.services.jobCompletion.complete(ctx.me, params.id);
            break;
          case 'cancelled':
            await ctx.services.clientRequestChanges.cancel(ctx.me, String(params.id));
            break;
          default:
            throw badInput([{ path: 'status', message: body.status ? `Status ${body.status} is not set with this call: use the request's action routes (assign, schedule, approve-payout...)` : 'Send the fields to edit or a status' }]);
        }
      }
      return detail(ctx, params.id);
    },
  }),
  route({
    method: 'patch', path: '/api/service-requests/{id}', tag: 'service-requests', access: 'admin',
    summary: 'Admin cost edit: set the actual cost (dollars, a number or text), used for billing while no invoice exists',
    params: idParams,
    body: z.object({ actualCost: zDollars }),
    examples: { body: { actualCost: 250 } },
    response: { description: 'The updated request', schema: RequestOut },
    errors: [403, 404, 409, 422],
    async handle(ctx, { params, body }) {
      const r = await ctx.services.adminRequests.setActualCost(ctx.me, params.id, centsOf(body.actualCost, 'actualCost'));
      return requestJson(ctx.em, r, { detail: true });
    },
  }),
  route({
    method: 'delete', path: '/api/service-requests/{id}', tag: 'service-requests', access: 'signed_in',
    summary: 'The client cancels a non-completed request (kept as cancelled, hidden from their lists)',
    params: idParams,
    response: { description: 'Cancelled', schema: z.object({ success: z.boolean(), message: z.string(), request: RequestOut }) },
    errors: [404, 409],
    async handle(ctx, { params }) {
      const r = await ctx.services.clientRequestChanges.cancel(ctx.me, String(params.id));
      return { success: true, message: 'Request cancelled successfully', request: await requestJson(ctx.em, r) };
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/skip', tag: 'service-requests', access: 'signed_in',
    summary: 'The client skips one visit of a recurring series: it is cancelled by the cancellation policy of a single request (GraphQL skipVisit)',
    params: idParams,
    response: { description: 'The skipped visit (cancelled)', schema: RequestOut },
    errors: [404, 409, 422],
    async handle(ctx, { params }) {
      await ctx.services.series.skipVisit(ctx.me, String(params.id));
      return detail(ctx, params.id);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/reschedule', tag: 'service-requests', access: 'signed_in',
    summary: 'The client moves one visit of a recurring series (GraphQL rescheduleVisit)',
    params: idParams,
    body: z.object({ scheduledAt: zText(40).describe("'YYYY-MM-DD HH:MM' (Central time) or ISO 8601 with an offset, in the future") }),
    requiredBody: ['scheduledAt'],
    examples: { body: { scheduledAt: `${inAWeek()} 10:00` } },
    response: { description: 'The moved visit', schema: RequestOut },
    errors: [404, 409, 422],
    async handle(ctx, { params, body }) {
      await ctx.services.series.rescheduleVisit(ctx.me, String(params.id), body.scheduledAt ?? '');
      return detail(ctx, params.id);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/end-series', tag: 'service-requests', access: 'signed_in',
    summary: 'The client ends the recurring series of this visit: no further visits; each visit still to come is cancelled by the policy of a single request (GraphQL endSeries)',
    params: idParams,
    response: { description: 'The visits cancelled', schema: z.object({ success: z.boolean(), cancelled: z.array(RequestOut) }) },
    errors: [404, 409, 422],
    async handle(ctx, { params }) {
      const cancelled = await ctx.services.series.endSeriesOfVisit(ctx.me, String(params.id));
      return { success: true, cancelled: await requestsJson(ctx.em, cancelled, { viewer: ctx.me }) };
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/process-payment', tag: 'service-requests', access: 'signed_in',
    summary: 'Pay the consultation fee (paymentType appointment_fee) or the service balance; the server charges its own figure. squareTransactionId (or an Idempotency-Key header) makes a retry safe; paying again with a new attempt is 409',
    params: idParams,
    body: z.object({
      paymentAmount: zDollars.optional().describe('Informational: the server charges the amount due ($102.99 for the fee)'),
      expectedAmountCents: zInt.nullish().describe('The amount the payer was shown, in cents (as GraphQL processPayment takes it): when the amount due differs, the answer is 409 and nothing is charged'),
      paymentMethod: zText(30).describe('google_pay, apple_pay or card (Google Pay, Apple Pay ... are understood)'),
      paymentType: z.enum(['appointment_fee', 'consultation', 'balance', 'service_balance', 'invoice']).default('appointment_fee'),
      squareTransactionId: zText(100).describe('The attempt id: repeating it never charges twice'),
      token: zText(200).describe("Payment method token; the simulated gateway declines 'decline'"),
      tipCents: zInt.nullish().describe('With the balance: a tip for the worker in cents (100% to the worker, at most $1,000,000); expectedAmountCents then includes it'),
    }),
    examples: { body: { paymentAmount: 102.99, paymentMethod: 'google_pay', paymentType: 'appointment_fee', squareTransactionId: 'sq_0a1b2c3d' } },
    response: {
      description: '{success, updatedRequest, payment, notifications}: notifications are those this payment sent the payer',
      schema: z.object({ success: z.literal(true), updatedRequest: RequestOut, payment: z.object({ id: z.number(), amount: z.number(), method: z.string(), transactionId: z.string().nullable() }), notifications: z.array(NotificationOut) }),
    },
    errors: [402, 404, 409],
    async handle(ctx, { params, body, }) {
      // One rule on every transport: a payment names its attempt, so a retried call never charges twice.
      const attempt = ctx.req?.get('idempotency-key') || body.squareTransactionId;
      if (!attempt) throw badInput([{ path: 'squareTransactionId', message: 'A payment attempt id is required (squareTransactionId or an Idempotency-Key header): repeating it never charges twice' }]);
      const consultation = body.paymentType === 'appointment_fee' || body.paymentType === 'consultation';
      const { payment, request, notifications } = await ctx.services.payments.process(ctx.me, {
        requestId: String(params.id),
        kind: consultation ? 'consultation' : 'balance',
        idempotencyKey: `rest:${attempt}`,
        method: paymentMethod(body.paymentMethod),
        token: body.token,
        expectedAmountCents: body.expectedAmountCents ?? null,
        tipCents: body.tipCents ?? null,
      });
      // The payer's notifications this payment queued, as the payment answers them (none when an attempt is repeated).
      const created = notifications.filter((n) => n.user.id === ctx.me.user.id);
      return {
        success: true,
        updatedRequest: await requestJson(ctx.em, request),
        payment: { id: payment.id, amount: dollars(payment.amountCents), method: payment.method, transactionId: payment.gatewayTransactionId },
        notifications: created.map(notificationJson),
      };
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/tip', tag: 'service-requests', access: 'signed_in',
    summary: 'Add a tip for the worker to one of your paid jobs (GraphQL addTip): a separate charge, up to 7 days after the job was paid, one per job, 100% to the worker. idempotencyKey (or an Idempotency-Key header) makes a retry safe',
    params: idParams,
    body: z.object({
      tipCents: zInt.describe('The tip in cents: more than $0.00, at most $1,000,000'),
      idempotencyKey: zText(100).describe('The attempt id: repeating it never charges twice'),
      paymentMethod: zText(30).describe('google_pay, apple_pay or card (default card)'),
      token: zText(200).describe("Payment method token; the simulated gateway declines 'decline'"),
    }),
    examples: { body: { tipCents: 2800, idempotencyKey: 'tip-0a1b2c3d', paymentMethod: 'card' } },
    response: {
      description: '{success, updatedRequest, payment, notifications}: notifications are those this tip sent the payer',
      schema: z.object({ success: z.literal(true), updatedRequest: RequestOut, payment: z.object({ id: z.number(), amount: z.number(), tip: z.number(), method: z.string(), transactionId: z.string().nullable() }), notifications: z.array(NotificationOut) }),
    },
    errors: [402, 404, 409],
    async handle(ctx, { params, body }) {
      const attempt = ctx.req?.get('idempotency-key') || body.idempotencyKey;
      if (!attempt) throw badInput([{ path: 'idempotencyKey', message: 'A tip attempt id is required (idempotencyKey or an Idempotency-Key header): repeating it never charges twice' }]);
      const { payment, request, notifications } = await ctx.services.payments.addTip(ctx.me, {
        requestId: String(params.id),
        tipCents: body.tipCents,
        idempotencyKey: `rest:${attempt}`,
        method: body.paymentMethod ? paymentMethod(body.paymentMethod) : 'card',
        token: body.token,
      });
      return {
        success: true,
        updatedRequest: await requestJson(ctx.em, request),
        payment: { id: payment.id, amount: dollars(payment.amountCents), tip: dollars(payment.tipCents), method: payment.method, transactionId: payment.gatewayTransactionId },
        notifications: notifications.filter((n) => n.user.id === ctx.me.user.id).map(notificationJson),
      };
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/rating', tag: 'service-requests', access: 'signed_in',
    summary: 'Rate a completed service of yours, 1 to 5 stars (the same as POST /api/reviews)',
    params: idParams,
    body: z.object({ rating: zInt, comment: zText(5000), serviceRating: zInt.nullish() }),
    examples: { body: { rating: 5, comment: 'On time and thorough', serviceRating: 5 } },
    response: { description: 'The rated request', schema: RequestOut },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      await ctx.services.reviews.submit(ctx.me, { requestId: String(params.id), rating: body.rating, serviceRating: body.serviceRating ?? null, comment: body.comment ?? null });
      return detail(ctx, params.id);
    },
  }),
  route({
    method: 'post', path: '/api/payments/{paymentId}/dispute', tag: 'service-requests', access: 'signed_in',
    summary: 'Dispute one of your payments with a reason: recorded on the payment (disputedAt, disputeReason); admins are told (payment_dispute). A second dispute is 409',
    params: z.object({ paymentId: zId }),
    body: z.object({ reason: z.string().max(2000) }),
    response: {
      description: 'The payment, with its dispute recorded',
      schema: z.object({ success: z.literal(true), payment: z.object({ id: z.number(), requestId: z.number(), amount: z.number(), status: z.string(), disputedAt: z.string(), disputeReason: z.string() }) }),
    },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      const p = await ctx.services.paymentDisputes.dispute(ctx.me, String(params.paymentId), body.reason);
      return { success: true, payment: { id: p.id, requestId: p.request.id, amount: dollars(p.amountCents), status: p.status, disputedAt: p.disputedAt!.toISOString(), disputeReason: p.disputeReason ?? '' } };
    },
  }),
];
