import { ServiceCategory } from '../modules/catalog/service-category.entity';
import { z } from 'zod';
import { route, idParams, zCacheBust, zInt, zText } from './define';
import { ProviderOut } from './schemas';
import { providerJson, providersJson, dollars } from './shape';
import { setSessionCookie } from '../modules/auth/auth-cookie';
import { ServiceProvider } from '../modules/providers/service-provider.entity';
import { notFound } from '../shared/errors';
import { allItems } from '../shared/paging';

/** Workers (service providers): the application, the worker's own record, the admin's worker picker. */

const agreements = z.object({ termsOfService: z.boolean(), platformFeeAgreement: z.boolean(), qualityStandards: z.boolean(), communicationStandards: z.boolean() }).partial();

/** The agreements from wherever the spec's wizard put them: agreements, serviceAgreements, or onboardingData (object or JSON text). */
function agreementsOf(b: { agreements?: unknown; serviceAgreements?: unknown; onboardingData?: unknown }) {
  let onboarding: unknown = b.onboardingData;
  if (typeof onboarding === 'string') {
    try {
      onboarding = JSON.parse(onboarding);
    } catch {
      onboarding = null;
    }
  }
  const fromOnboarding = onboarding && typeof onboarding === 'object' ? (onboarding as { serviceAgreements?: unknown }).serviceAgreements : undefined;
  const parsed = agreements.safeParse(b.agreements ?? b.serviceAgreements ?? fromOnboarding ?? {});
  const a = parsed.success ? parsed.data : {};
  return { termsOfService: a.termsOfService === true, platformFeeAgreement: a.platformFeeAgreement === true, qualityStandards: a.qualityStandards === true, communicationStandards: a.communicationStandards === true };
}

export const providerRoutes = [
  route({
    method: 'get', path: '/api/service-providers', tag: 'providers', access: 'signed_in',
    summary: 'Admins: every worker (?status to filter, the worker picker). Others: a list holding their own provider record, if any (?userId is accepted and ignored)',
    query: z.object({ userId: z.string().max(20).optional().describe('Accepted and ignored: the session decides'), status: zText(20), _t: zCacheBust }),
    response: {
      description: 'List of providers (an admin also gets categoryName, categoryNames, activeJobs and earnings)',
      schema: z.array(ProviderOut.extend({
        categoryName: z.string().nullable().optional().describe('Admin list'), categoryNames: z.array(z.string()).optional().describe('Admin list'),
        activeJobs: z.number().optional().describe('Admin list'), earnings: z.number().nullable().optional().describe('Admin list: dollars'),
      })),
    },
    async handle(ctx, { query }) {
      if (ctx.me.sessionRole === 'admin') {
        const rows = await allItems((page) => ctx.services.adminPeople.providers(ctx.me, page, { status: query.status ?? null }));
        const shaped = await providersJson(rows.map((row) => row.provider));
        return shaped.map((p, i) => ({ ...p, categoryName: rows[i].categoryName, categoryNames: rows[i].categoryNames, activeJobs: rows[i].activeJobs, earnings: dollars(rows[i].earningsCents) }));
      }
      const mine = await ctx.services.providers.mine(ctx.me);
      return mine ? providersJson([mine]) : [];
    },
  }),
  route({
    method: 'get', path: '/api/service-providers/check-pending/{clientId}', tag: 'providers', access: 'signed_in',
    summary: 'Whether the signed-in person has a provider application awaiting approval ({clientId} is accepted and ignored)',
    params: z.object({ clientId: z.string().max(20) }),
    response: { description: 'The answer and the application', schema: z.object({ hasPendingApplication: z.boolean(), status: z.string().nullable(), provider: ProviderOut.nullable() }) },
    async handle(ctx) {
      const [mine, stats] = await Promise.all([
        ctx.services.providers.mine(ctx.me),
        ctx.me.clientId !== null ? ctx.services.clientStats.stats(ctx.me) : Promise.resolve(null),
      ]);
      const pending = stats ? stats.pendingProviderApplication : ctx.me.sessionRole === 'pending_worker';
      return { hasPendingApplication: pending, status: mine?.status ?? null, provider: mine ? (await providersJson([mine]))[0] : null };
    },
  }),
  route({
    method: 'get', path: '/api/service-providers/{id}', tag: 'providers', access: 'signed_in',
    summary: "One provider: your own record, any for an admin; a client gets the contact card (name, email, phone, rating) of a worker on one of their requests",
    params: idParams,
    response: { description: 'The provider (a client gets id, name, email, phone, rating, completedJobs)', schema: ProviderOut.partial() },
    errors: [404],
    async handle(ctx, { params }) {
      if (ctx.me.sessionRole === 'admin') {
        const provider = await ctx.services.adminPeople.provider(ctx.me, params.id);
        if (!provider) throw notFound('Service provider');
        return (await providersJson([provider]))[0];
      }
      if (ctx.me.provider?.id === params.id) {
        const mine = await ctx.services.providers.mine(ctx.me);
        if (mine) return (await providersJson([mine]))[0];
      }
      // A client sees the contact card of the worker on one of their requests (as the request detail shows it).
      if (ctx.me.clientId !== null) {
        const theirs = await ctx.services.clientRequestLists.workedWith(ctx.me, params.id);
        const p = theirs ? await ctx.em.findOne(ServiceProvider, { id: params.id }) : null;
        if (p) return { id: p.id, name: p.name, email: p.email, phone: p.phone, rating: p.rating.toFixed(1), completedJobs: p.completedJobs };
      }
      throw notFound('Service provider');
    },
  }),
  route({
    method: 'post', path: '/api/service-providers', tag: 'providers', access: 'public', status: 201,
    summary: 'Apply as a worker (pending_approval). Signed in: for your account. Visitor: give a password; the new account is signed in (token and cookie)',
    fieldNames: { categoryIds: 'serviceCategories' },
    body: z.object({
      // A visitor's name is also split into the new account's first and last name (100 each).
      name: zText(100),
      email: zText(254),
      phone: zText(30),
      zipCode: zText(10),
      serviceRadius: zInt,
      categoryId: zInt.optional(),
      serviceCategories: z.array(zInt).max(50).optional(),
      categoryIds: z.array(zInt).max(50).optional(),
      agreements: z.unknown().optional(),
      serviceAgreements: z.unknown().optional(),
      onboardingData: z.union([z.string().max(20000), z.record(z.string(), z.unknown())]).optional().describe('JSON text (or object) with serviceAgreements'),
      password: zText(200),
      clientId: z.union([z.number(), z.string().max(40)]).nullish().describe('Accepted and ignored: the session decides'),
    }),
    examples: { body: { name: 'Marcus Reed', email: 'new-worker@example.com', phone: '615-555-0133', zipCode: '37203', serviceRadius: 25, categoryIds: [1], onboardingData: { serviceAgreements: { terms: true } }, password: 'a-long-password-1' } },
    response: { description: 'The application (id) and, for a visitor, the session token', schema: ProviderOut.extend({ token: z.string().nullable() }) },
    errors: [403, 409],
    async handle(ctx, { body }) {
      const categoryIds = body.categoryIds ?? body.serviceCategories ?? (body.categoryId !== undefined ? [body.categoryId] : []);
      const { provider, token } = await ctx.services.providers.apply(ctx.viewer, {
        name: body.name ?? '', email: body.email ?? '', phone: body.phone ?? '', zipCode: body.zipCode ?? '', serviceRadius: body.serviceRadius,
        categoryIds, agreements: agreementsOf(body), password: body.password,
      }, ctx.ip);
      if (token) setSessionCookie(ctx.res, token, new Date(Date.now() + ctx.services.deps.config.sessionTtlHours * 3600_000), ctx.services.deps.config.cookieSecure);
      // The application was written in the service's own unit of work: read its category here (a reference from there has no name).
      const category = provider.category ? await ctx.em.findOne(ServiceCategory, { id: provider.category.id }) : null;
      return { ...providerJson(provider, category), token: token ?? null };
    },
  }),
];
