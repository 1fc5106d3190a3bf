import { z } from 'zod';
import { route, zCacheBust, zInt, zText, zWord } from './define';
import { WAITLIST_ROLES } from '../modules/waitlist/waitlist-words';
import { zDateTime } from './schemas';
import type { Review } from '../modules/reviews/review.entity';
import { allItems } from '../shared/paging';

const ReviewOut = z.object({
  id: z.number(), requestId: z.number(), clientId: z.number(), providerId: z.number().nullable(), workerRating: z.number(), serviceRating: z.number(),
  comment: z.string().nullable(), reviewType: z.string(), createdAt: zDateTime,
}).meta({ id: 'Review', description: "A client's review of a completed service" });

function reviewJson(r: Review): z.input<typeof ReviewOut> {
  return {
    id: r.id,
    requestId: r.requestId,
    clientId: r.clientId,
    providerId: r.provider?.id ?? null,
    workerRating: r.workerRating,
    serviceRating: r.serviceRating,
    comment: r.comment,
    reviewType: r.reviewType,
    createdAt: r.createdAt,
  };
}

export const reviewWaitlistRoutes = [
  route({
    method: 'get', path: '/api/reviews', tag: 'reviews', access: 'signed_in',
    summary: "The signed-in client's reviews (?clientId is accepted and ignored: the session decides)",
    query: z.object({ clientId: z.string().max(40).optional().describe('Accepted and ignored'), _t: zCacheBust }),
    response: { description: 'List of reviews', schema: z.array(ReviewOut) },
    async handle(ctx) {
      return (await allItems((page) => ctx.services.reviews.myReviews(ctx.me, page))).map(reviewJson);
    },
  }),
  route({
    method: 'post', path: '/api/reviews', tag: 'reviews', access: 'signed_in', status: 201,
    summary: 'Review a completed service of yours (1 to 5 stars, optional comment); one review per request',
    fieldNames: { rating: 'workerRating' },
    body: z.object({
      requestId: zInt,
      clientId: z.union([z.number(), z.string().max(40)]).optional().describe('Accepted and ignored'),
      workerRating: zInt.optional().describe('1 to 5 stars (rating is accepted too)'),
      rating: zInt.optional(),
      serviceRating: zInt.nullish(),
      comment: zText(5000),
      reviewType: z.literal('client_to_worker').optional(),
    }),
    examples: { body: { requestId: 1, workerRating: 5, serviceRating: 5, comment: 'On time and thorough' } },
    response: { description: 'The review', schema: ReviewOut },
    errors: [404, 409],
    async handle(ctx, { body }) {
      const review = await ctx.services.reviews.submit(ctx.me, {
        requestId: String(body.requestId),
        rating: body.workerRating ?? body.rating ?? 0,
        serviceRating: body.serviceRating ?? null,
        comment: body.comment ?? null,
      });
      return reviewJson(review);
    },
  }),
  route({
    method: 'post', path: '/api/expansion-waitlist', tag: 'waitlist', access: 'public', status: 201,
    summary: 'Join the expansion waitlist (a repeat of the same e-mail and ZIP is answered kindly)',
    body: z.object({ email: zText(254), phone: zText(30), zipCode: zText(10), city: zText(100), state: zText(2), userType: zWord(WAITLIST_ROLES).nullish() }),
    examples: { body: { email: 'neighbor@example.com', zipCode: '30301', city: 'Atlanta', state: 'GA', userType: 'client' } },
    response: {
      description: 'The entry',
      schema: z.object({ success: z.boolean(), alreadyJoined: z.boolean(), id: z.number(), email: z.string(), phone: z.string(), zipCode: z.string(), city: z.string().nullable(), state: z.string().nullable(), userType: z.string() }),
    },
    async handle(ctx, { body }) {
      const { entry, alreadyJoined } = await ctx.services.waitlist.join({
        email: body.email ?? '', phone: body.phone ?? '', zipCode: body.zipCode ?? '', city: body.city, state: body.state, userType: body.userType,
      });
      return { success: true, alreadyJoined, id: entry.id, email: entry.email, phone: entry.phone, zipCode: entry.zipCode, city: entry.city, state: entry.state, userType: entry.userType };
    },
  }),
];
