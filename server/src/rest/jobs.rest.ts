import { z } from 'zod';
import { route, idParams, zInt, zText, zWord, zDollars, centsOf, type RouteContext, inAWeek } from './define';
import { PHOTO_KINDS } from '../modules/jobs/job-words';
import { RequestOut, ActivityOut, InvoiceOut } from './schemas';
import { activityJson, requestJson, invoicesJson, dollars } from './shape';
import { ServiceRequest } from '../modules/requests/service-request.entity';
import type { BillingDecision } from '../modules/payouts/billing-decision.types';

/** The job lifecycle actions of spec part 2: worker actions on their own jobs, admin assignment and project approval. */

async function fresh(ctx: RouteContext, id: number) {
  return requestJson(ctx.em, await ctx.em.findOneOrFail(ServiceRequest, { id }, { refresh: true }), { detail: true });
}

const decisionOut = z.object({ success: z.literal(true), message: z.string(), request: RequestOut, payout: z.object({ id: z.number(), amount: z.number(), status: z.string() }).nullable() });

export async function decisionJson(ctx: RouteContext, d: BillingDecision) {
  return {
    success: true as const,
    message: d.message,
    request: await requestJson(ctx.em, d.request),
    payout: d.payout ? { id: d.payout.id, amount: dollars(d.payout.amountCents), status: d.payout.status } : null,
  };
}

const visitBody = z.object({ scheduledAt: z.string().max(40).describe("'YYYY-MM-DD HH:MM' (Central time) or ISO 8601 with offset") });

export const jobRoutes = [
  route({
    method: 'post', path: '/api/service-requests/{id}/assign', tag: 'jobs', access: 'admin',
    summary: 'Assign an available, eligible worker to a paid pending request (sets scheduled); a second assignment is 409',
    params: idParams,
    body: z.object({ providerId: zInt }),
    examples: { body: { providerId: 1 } },
    response: { description: 'The assigned request', schema: RequestOut },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      const r = await ctx.services.assignment.assignWorker(ctx.me, String(params.id), String(body.providerId));
      return requestJson(ctx.em, r);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/accept', tag: 'jobs', access: 'signed_in',
    summary: 'An approved worker accepts an open (paid, pending) job: in_progress with their provider id; a taken job is 409',
    params: idParams,
    response: { description: 'The accepted job', schema: RequestOut },
    errors: [403, 404, 409],
    async handle(ctx, { params }) {
      await ctx.services.jobClaims.accept(ctx.me, params.id);
      return fresh(ctx, params.id);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/notes', tag: 'jobs', access: 'signed_in',
    summary: 'The assigned worker adds a progress note (photoIds from POST /api/uploads optional)',
    params: idParams,
    body: z.object({ note: zText(5000), photoIds: z.array(zInt).max(50).optional(), photoKind: zWord(PHOTO_KINDS).optional() }),
    status: 201,
    examples: { body: { note: 'Arrived, starting with the kitchen' } },
    response: { description: 'The timeline entry', schema: ActivityOut },
    errors: [403, 404, 409],
    async handle(ctx, { params, body }) {
      const a = await ctx.services.jobVisits.addNote(ctx.me, { requestId: params.id, note: body.note ?? '', photoIds: body.photoIds ?? null, photoKind: body.photoKind ?? null });
      return activityJson(a);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/invoice', tag: 'jobs', access: 'signed_in',
    summary: "Project Workflow invoice: the assigned worker invoices one amount (a single line); it waits for admin approval",
    params: idParams,
    body: z.object({ amount: zDollars, description: zText(300), notes: zText(2000) }),
    status: 201,
    examples: { body: { amount: 135, description: 'Cleaning, 3 hours', notes: 'Thank you' } },
    response: { description: 'The invoice with its line', schema: InvoiceOut },
    errors: [403, 404, 409],
    async handle(ctx, { params, body }) {
      const inv = await ctx.services.invoices.createFromAmount(ctx.me, { requestId: params.id, amountCents: centsOf(body.amount, 'amount'), description: body.description, notes: body.notes ?? null });
      return (await invoicesJson(ctx.em, [inv]))[0];
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/schedule', tag: 'jobs', access: 'signed_in',
    summary: 'The assigned worker schedules the visit of a scheduled or in-progress job',
    params: idParams,
    body: visitBody,
    examples: { body: { scheduledAt: `${inAWeek()} 10:00` } },
    response: { description: 'The job', schema: RequestOut },
    errors: [403, 404, 409],
    async handle(ctx, { params, body }) {
      await ctx.services.jobVisits.schedule(ctx.me, params.id, body.scheduledAt);
      return fresh(ctx, params.id);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/schedule-next', tag: 'jobs', access: 'signed_in',
    summary: 'The assigned worker schedules the next visit',
    params: idParams,
    body: visitBody,
    examples: { body: { scheduledAt: `${inAWeek()} 14:00` } },
    response: { description: 'The job', schema: RequestOut },
    errors: [403, 404, 409],
    async handle(ctx, { params, body }) {
      await ctx.services.jobVisits.scheduleNext(ctx.me, params.id, body.scheduledAt);
      return fresh(ctx, params.id);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/on-my-way', tag: 'jobs', access: 'signed_in',
    summary: '"On my way": the assigned worker of a scheduled or in-progress job tells the client they are coming, with an arrival estimate (onMyWayAt, etaMinutes: worker ZIP to job ZIP at 30 mph, rounded up to 5 minutes); once every 10 minutes per job (429 before that)',
    params: idParams,
    status: 200,
    response: { description: 'The job, with onMyWayAt and etaMinutes', schema: RequestOut },
    errors: [403, 404, 409, 429],
    async handle(ctx, { params }) {
      await ctx.services.onMyWay.announce(ctx.me, params.id);
      return fresh(ctx, params.id);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/complete', tag: 'jobs', access: 'signed_in',
    summary: 'The assigned worker marks the job complete: completed, or closed_pending_review for a Project Workflow job (the server decides)',
    params: idParams,
    body: z.object({ status: z.enum(['closed_pending_review', 'completed']).optional().describe('Accepted; the server decides by the job') }),
    examples: { body: { status: 'completed' } },
    response: { description: 'The job', schema: RequestOut },
    errors: [403, 404, 409],
    async handle(ctx, { params }) {
      await ctx.services.jobCompletion.complete(ctx.me, params.id);
      return fresh(ctx, params.id);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/complete-special', tag: 'jobs', access: 'signed_in',
    summary: 'The assigned worker completes the job as the $100 Special (balance 0, worker earns $78.25 plus tips; goes to admin review)',
    params: idParams,
    response: { description: 'The job', schema: RequestOut },
    errors: [403, 404, 409],
    async handle(ctx, { params }) {
      await ctx.services.jobCompletion.completeSpecial(ctx.me, params.id);
      return fresh(ctx, params.id);
    },
  }),
  route({
    method: 'put', path: '/api/service-requests/{id}/unassign', tag: 'jobs', access: 'signed_in',
    summary: 'The assigned worker gives the job back: paid pending again, in the queue',
    params: idParams,
    response: { description: 'The request', schema: RequestOut },
    errors: [403, 404, 409],
    async handle(ctx, { params }) {
      await ctx.services.jobClaims.unassign(ctx.me, params.id);
      return fresh(ctx, params.id);
    },
  }),
  route({
    method: 'put', path: '/api/service-requests/{id}/release', tag: 'jobs', access: 'signed_in',
    summary: "The series' worker hands one visit of a recurring series back: it goes to the open queue, the rest stays theirs (GraphQL releaseVisit)",
    params: idParams,
    response: { description: 'The visit, back in the queue', schema: RequestOut },
    errors: [403, 404, 409, 422],
    async handle(ctx, { params }) {
      await ctx.services.jobClaims.releaseVisit(ctx.me, params.id);
      return fresh(ctx, params.id);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/schedule-inspection', tag: 'jobs', access: 'admin',
    summary: 'Schedule the inspection of a project closed for review',
    params: idParams,
    body: z.object({ inspectionDate: z.string().max(40).describe('ISO 8601 date-time') }),
    examples: { body: { inspectionDate: `${inAWeek()}T15:00:00-05:00` } },
    response: { description: 'The request', schema: RequestOut },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      const when = new Date(body.inspectionDate);
      const r = await ctx.services.projectWorkflow.scheduleInspection(ctx.me, String(params.id), Number.isNaN(when.getTime()) ? null : when);
      return requestJson(ctx.em, r);
    },
  }),
  route({
    method: 'post', path: '/api/service-requests/{id}/approve-payout', tag: 'jobs', access: 'admin',
    summary: 'Approve the inspected project and the worker payout (non-blank inspection notes): closed_successful',
    params: idParams,
    body: z.object({ inspectionNotes: zText(5000), status: z.literal('closed_successful').optional() }),
    examples: { body: { inspectionNotes: 'Work checked on site', status: 'closed_successful' } },
    response: { description: 'The decision', schema: decisionOut },
    errors: [404, 409],
    async handle(ctx, { params, body }) {
      return decisionJson(ctx, await ctx.services.payoutApproval.approve(ctx.me, String(params.id), { inspectionNotes: body.inspectionNotes }));
    },
  }),
];

export { decisionOut };
