import { z } from 'zod';
import { route, idParams, zCacheBust, zText, zWord, type RouteContext } from './define';
import { CONTACT_METHODS } from '../modules/clients/client-words';
import { ClientOut } from './schemas';
import { clientJson, dollars } from './shape';
import type { Client } from '../modules/clients/client.entity';
import { notFound } from '../shared/errors';
import { allItems } from '../shared/paging';

const profileBody = z.object({
  name: zText(200),
  email: zText(254),
  phone: zText(30),
  address: zText(300).describe("Street, or the combined 'street, city, ST 12345'"),
  city: zText(100),
  state: zText(2),
  zipCode: zText(10),
  preferredContactMethod: zWord(CONTACT_METHODS).nullish(),
  emailNotifications: z.boolean().optional(),
  smsNotifications: z.boolean().optional(),
  marketingEmails: z.boolean().optional(),
  appointmentReminders: z.boolean().optional(),
  notes: zText(2000).describe('Accepted and ignored'),
});
type ProfileBody = z.output<typeof profileBody>;

/** 'street, city, ST 12345' as one field, the spec's combined address. */
function splitAddress(address: string): { address: string; city: string; state: string; zipCode: string } | null {
  const m = /^(.+?),\s*([^,]+?),\s*([A-Za-z]{2})\s+(\d{5})$/.exec(address.trim());
  return m ? { address: m[1], city: m[2], state: m[3].toUpperCase(), zipCode: m[4] } : null;
}

/** The body over the stored profile: fields left out keep their values. */
function mergedProfile(c: Client, b: ProfileBody) {
  const split = b.address && !b.city && !b.zipCode ? splitAddress(b.address) : null;
  const pick = <K extends keyof Client>(k: K, v: Client[K] | null | undefined) => (v === undefined ? c[k] : v);
  return {
    name: pick('name', b.name) ?? '',
    email: pick('email', b.email) ?? '',
    phone: pick('phone', b.phone),
    address: split?.address ?? pick('address', b.address),
    city: split?.city ?? pick('city', b.city),
    state: split?.state ?? pick('state', b.state),
    zipCode: split?.zipCode ?? pick('zipCode', b.zipCode),
    preferredContactMethod: pick('preferredContactMethod', b.preferredContactMethod) ?? '',
    emailNotifications: b.emailNotifications ?? c.emailNotifications,
    smsNotifications: b.smsNotifications ?? c.smsNotifications,
    marketingEmails: b.marketingEmails ?? c.marketingEmails,
    appointmentReminders: b.appointmentReminders ?? c.appointmentReminders,
  };
}

/** The signed-in person's own client record when the path names it; anything else is not found. */
async function ownClient(ctx: RouteContext, id: number): Promise<Client> {
  if (ctx.me.clientId !== id) throw notFound('Client');
  return ctx.services.clients.me(ctx.me);
}

export const clientRoutes = [
  route({
    method: 'get', path: '/api/clients', tag: 'clients', access: 'admin',
    summary: 'Every client, newest first, with request count and total paid (admin list)',
    query: z.object({ _t: zCacheBust }),
    response: { description: 'List of clients', schema: z.array(ClientOut.extend({ requestCount: z.number(), totalPaid: z.number() })) },
    async handle(ctx) {
      const rows = await allItems((page) => ctx.services.adminPeople.clients(ctx.me, page));
      return rows.map((row) => ({ ...clientJson(row.client), requestCount: row.requestCount, totalPaid: dollars(row.totalPaidCents) }));
    },
  }),
  route({
    method: 'get', path: '/api/clients/{id}', tag: 'clients', access: 'signed_in',
    summary: 'A client profile: your own, or any for an admin. Not found answers 404 with a message field',
    params: idParams,
    response: { description: 'The client profile', schema: ClientOut },
    errors: [404],
    async handle(ctx, { params }) {
      if (ctx.me.sessionRole === 'admin') {
        const found = await ctx.services.adminLookup.lookupCustomer(ctx.me, String(params.id));
        if (!found) throw notFound('Client');
        return clientJson(found.client);
      }
      return clientJson(await ownClient(ctx, params.id));
    },
  }),
  route({
    method: 'post', path: '/api/clients', tag: 'clients', access: 'signed_in',
    summary: "Save the signed-in client's contact details (the client record exists from registration); answers it with its id",
    body: profileBody,
    examples: { body: { name: 'Jordan Miller', phone: '615-555-0111', address: '500 Broadway', city: 'Nashville', state: 'TN', zipCode: '37203', preferredContactMethod: 'phone', emailNotifications: true } },
    response: { description: 'The client profile', schema: ClientOut },
    async handle(ctx, { body }) {
      const current = await ctx.services.clients.me(ctx.me);
      return clientJson(await ctx.services.clients.updateProfile(ctx.me, mergedProfile(current, body)));
    },
  }),
  route({
    method: 'put', path: '/api/clients/{id}', tag: 'clients', access: 'signed_in',
    summary: 'Update your client profile and notification choices (fields left out are kept)',
    params: idParams,
    body: profileBody,
    examples: { body: { name: 'Jordan Miller', phone: '615-555-0111', address: '500 Broadway', city: 'Nashville', state: 'TN', zipCode: '37203', preferredContactMethod: 'email' } },
    response: { description: 'The updated profile', schema: ClientOut },
    errors: [404],
    async handle(ctx, { params, body }) {
      const current = await ownClient(ctx, params.id);
      return clientJson(await ctx.services.clients.updateProfile(ctx.me, mergedProfile(current, body)));
    },
  }),
];
