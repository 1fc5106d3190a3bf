import { z } from 'zod';
import { route, idParams, zCacheBust, zInt, zText, zWord, zDollars, centsOf } from './define';
import { LINE_ITEM_TYPES_LIST } from '../domain/invoice-types';
import { InvoiceOut, LineItemOut } from './schemas';
import { dollars, invoiceJson, invoicesJson, lineItemJson } from './shape';
import { visibleRequests } from './requests.rest';
import { Invoice } from '../modules/invoices/invoice.entity';
import { ServiceRequest } from '../modules/requests/service-request.entity';
import { assertCanViewRequest, seesOnlyAsOpenJob } from '../modules/requests/request-access';
import { latestInvoice } from '../modules/invoices/request-billing';
import { notFound } from '../shared/errors';

/** Invoices: the worker creates and edits their own; admins edit (auto-approved) and delete; everyone reads those of requests they may see. */

const lineItem = z.object({
  type: zWord(LINE_ITEM_TYPES_LIST),
  description: z.string().max(300),
  quantity: z.union([z.number(), z.string().max(20).trim().regex(/^\d+(\.\d+)?$/).transform(Number)]),
  rate: zDollars,
  amount: zDollars.optional().describe('Accepted; the server computes quantity x rate'),
});
type LineItemIn = z.output<typeof lineItem>;

const linesInDollars = (lines: LineItemIn[]) =>
  lines.map((l, i) => ({ type: l.type, description: l.description, quantity: l.quantity, rate: centsOf(l.rate, `lineItems.${i}.rate`) / 100 }));

export const invoiceRoutes = [
  route({
    method: 'get', path: '/api/invoices', tag: 'invoices', access: 'signed_in',
    summary: 'Invoices of the requests the session may see (all for an admin), with line items; ?requestId narrows',
    query: z.object({ requestId: zInt.optional(), _t: zCacheBust }),
    response: { description: 'List of invoices', schema: z.array(InvoiceOut) },
    async handle(ctx, { query }) {
      // Invoices of the requests the session may see, except jobs it sees only in the open queue.
      const requests = (await visibleRequests(ctx, {})).filter((r) => !seesOnlyAsOpenJob(ctx.me, r));
      const ids = requests.map((r) => r.id).filter((id) => query.requestId === undefined || id === query.requestId);
      if (!ids.length) return [];
      return invoicesJson(ctx.em, await ctx.em.find(Invoice, { request: { $in: ids } }, { orderBy: { createdAt: 'desc', id: 'desc' } }));
    },
  }),
  route({
    method: 'get', path: '/api/invoices/request/{id}', tag: 'invoices', access: 'signed_in',
    summary: "The latest invoice of a request you may see, as {invoice, lineItems}",
    params: idParams,
    response: { description: '{invoice, lineItems}', schema: z.object({ invoice: InvoiceOut, lineItems: z.array(LineItemOut) }) },
    errors: [403, 404],
    async handle(ctx, { params }) {
      let found: Invoice | null;
      if (ctx.me.sessionRole === 'admin') {
        found = (await ctx.services.invoiceAdmin.forRequest(ctx.me, String(params.id)))?.invoice ?? null;
      } else {
        const r = await ctx.em.findOne(ServiceRequest, { id: params.id });
        if (!r) throw notFound('Service request');
        assertCanViewRequest(ctx.me, r);
        found = seesOnlyAsOpenJob(ctx.me, r) ? null : await latestInvoice(ctx.em, r.id);
      }
      if (!found) throw notFound('Invoice');
      await ctx.em.populate(found, ['lineItems']);
      const lineItems = found.lineItems.getItems();
      return { invoice: invoiceJson(found, lineItems), lineItems: lineItems.map(lineItemJson) };
    },
  }),
  route({
    method: 'post', path: '/api/invoices', tag: 'invoices', access: 'signed_in', status: 201,
    summary: 'The assigned worker invoices a job from line items (status pending_approval, number INV-{requestId}-{year}); subtotal and amounts are computed by the server',
    body: z.object({
      requestId: zInt,
      providerId: z.union([z.number(), z.string().max(40)]).nullish().describe('Accepted and ignored'),
      clientId: z.union([z.number(), z.string().max(40)]).nullish().describe('Accepted and ignored'),
      subtotal: zDollars.optional().describe('Accepted; the server computes it'),
      status: zText(20).describe('Accepted and ignored: a new invoice waits for approval'),
      notes: zText(2000),
      lineItems: z.array(lineItem).max(100),
    }),
    examples: { body: { requestId: 1, notes: 'Thank you', lineItems: [{ type: 'labor', description: 'Cleaning, 3 hours', quantity: 3, rate: 45 }] } },
    response: { description: 'The invoice with its lines', schema: InvoiceOut },
    errors: [403, 404, 409],
    async handle(ctx, { body }) {
      const inv = await ctx.services.invoices.create(ctx.me, { requestId: body.requestId, lineItems: linesInDollars(body.lineItems), notes: body.notes ?? null });
      return (await invoicesJson(ctx.em, [inv]))[0];
    },
  }),
  route({
    method: 'patch', path: '/api/invoices/{id}', tag: 'invoices', access: 'signed_in',
    summary: 'Edit an invoice with a reason: an admin edit is auto-approved (lastEditedBy admin); the worker\'s own edit goes back to pending_approval',
    params: idParams,
    body: z.object({
      lineItems: z.array(lineItem).max(100),
      subtotal: zDollars.optional().describe('Accepted; the server computes it'),
      notes: zText(5000),
      editReason: zText(2000),
      lastEditedBy: zText(10).describe('Accepted and ignored: the session decides'),
      status: zText(20).describe('Accepted and ignored'),
    }),
    examples: { body: { lineItems: [{ type: 'labor', description: 'Cleaning, 3 hours', quantity: 3, rate: 40 }], editReason: 'Agreed discount' } },
    response: { description: 'The invoice with its lines (admins also get newTotal, originalTotal, difference)', schema: InvoiceOut.extend({ newTotal: z.number().optional(), originalTotal: z.number().optional(), difference: z.number().optional() }) },
    errors: [403, 404, 409],
    async handle(ctx, { params, body }) {
      if (ctx.me.sessionRole === 'admin') {
        const lines = body.lineItems.map((l, i) => ({ type: l.type, description: l.description, quantity: l.quantity, rateCents: centsOf(l.rate, `lineItems.${i}.rate`) }));
        const res = await ctx.services.invoiceAdmin.edit(ctx.me, { invoiceId: String(params.id), editReason: body.editReason, lineItems: lines, notes: body.notes });
        return { ...invoiceJson(res.invoice, res.lineItems), newTotal: dollars(res.newTotalCents), originalTotal: dollars(res.originalTotalCents), difference: dollars(res.differenceCents) };
      }
      const inv = await ctx.services.invoices.edit(ctx.me, { invoiceId: params.id, lineItems: linesInDollars(body.lineItems), notes: body.notes ?? null, editReason: body.editReason ?? '' });
      return (await invoicesJson(ctx.em, [inv]))[0];
    },
  }),
  route({
    method: 'delete', path: '/api/invoices/{id}', tag: 'invoices', access: 'admin',
    summary: 'Delete an unpaid invoice and its line items',
    params: idParams,
    response: { description: 'Deleted', schema: z.object({ success: z.literal(true) }) },
    errors: [404, 409],
    async handle(ctx, { params }) {
      await ctx.services.invoiceAdmin.delete(ctx.me, String(params.id));
      return { success: true };
    },
  }),
];
