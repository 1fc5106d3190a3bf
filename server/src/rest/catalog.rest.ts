import { z } from 'zod';
import { route, zId, zCacheBust } from './define';
import { CategoryOut, ServiceTypeOut } from './schemas';
import { categoryJson, serviceTypeJson } from './shape';

/** The public catalog: categories and service types. */
export const catalogRoutes = [
  route({
    method: 'get', path: '/api/service-categories', tag: 'catalog', access: 'public',
    summary: 'Every service category, in display order',
    query: z.object({ _t: zCacheBust }),
    response: { description: 'List of categories', schema: z.array(CategoryOut) },
    async handle(ctx) {
      return (await ctx.services.catalog.categories()).map(categoryJson);
    },
  }),
  route({
    method: 'get', path: '/api/service-types', tag: 'catalog', access: 'public',
    summary: 'Service types of one category (?categoryId), or of all',
    query: z.object({ categoryId: zId.optional(), _t: zCacheBust }),
    response: { description: 'List of service types', schema: z.array(ServiceTypeOut) },
    async handle(ctx, { query }) {
      return (await ctx.services.catalog.types(query.categoryId ?? null)).map(serviceTypeJson);
    },
  }),
];
