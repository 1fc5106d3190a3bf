import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppDeps } from '../services';
import { buildContext, tokenFrom } from '../http/viewer-context';
import { notFound, unauthenticated } from '../shared/errors';
import { route, zId } from './define';
import { errorResponses, type ExtraPaths } from './openapi';

const FeedOut = z.object({ url: z.string().describe('The feed\'s address (GET it for text/calendar); keep it private') });

/** The person's calendar feed address and its reset (JSON, in the route table). */
export const calendarRoutes = [
  route({
    method: 'get', path: '/api/calendar-feed', tag: 'calendar', access: 'signed_in',
    summary: 'Your private calendar feed address (iCalendar, your scheduled visits); made on first ask. Clients and workers.',
    response: { description: 'The feed', schema: FeedOut },
    async handle(ctx) {
      return ctx.services.calendarFeeds.myFeed(ctx.me);
    },
  }),
  route({
    method: 'post', path: '/api/calendar-feed/reset', tag: 'calendar', access: 'signed_in',
    summary: 'Replace your calendar feed address; the old address answers 404 from now on',
    response: { description: 'The new feed address', schema: FeedOut },
    async handle(ctx) {
      return ctx.services.calendarFeeds.reset(ctx.me);
    },
  }),
];

const CALENDAR = 'text/calendar; charset=utf-8';
const calendarBody = { [CALENDAR.split(';')[0]]: { schema: { type: 'string', contentMediaType: 'text/calendar' } } };

/** The OpenAPI description of the .ics answers (text/calendar, so outside the route table). */
export function calendarApiPaths(): ExtraPaths {
  return {
    '/calendar/{token}.ics': {
      get: {
        operationId: 'getCalendarByTokenIcs',
        tags: ['calendar'],
        summary: 'A calendar feed (RFC 5545): the visits of its owner, America/Chicago times with the VTIMEZONE; a moved visit keeps its UID with a higher SEQUENCE, a cancelled one is STATUS:CANCELLED. No sign-in: the token is the credential.',
        security: [],
        parameters: [{ name: 'token', in: 'path', required: true, description: 'The token of the address GET /api/calendar-feed gives', schema: { type: 'string', pattern: '^[1-9][0-9]*\\.[A-Za-z0-9_-]{43}$' } }],
        responses: { '200': { description: 'The feed', content: calendarBody }, ...errorResponses([404, 429, 503]) },
      },
    },
    '/api/service-requests/{id}/calendar.ics': {
      get: {
        operationId: 'getApiServiceRequestsByIdCalendarIcs',
        tags: ['calendar'],
        summary: 'One scheduled visit as an .ics file to add to a calendar (an attachment), for whoever may see the request; 409 while it has no scheduled time',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: { '200': { description: 'The visit as a calendar event', content: calendarBody }, ...errorResponses([401, 403, 404, 409, 429, 503]) },
      },
    },
  };
}

function sendCalendar(res: Response, text: string, disposition: string): void {
  res.setHeader('Content-Type', CALENDAR);
  res.setHeader('Content-Disposition', disposition);
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.send(text);
}

/**
 * The .ics answers: GET /calendar/{token}.ics (the feed, no sign-in) and
 * GET /api/service-requests/{id}/calendar.ics (one visit, with the session).
 * Errors use the REST layer's error handler.
 */
export function calendarFileRoutes(orm: MikroORM, deps: AppDeps): Router {
  const r = Router();
  r.get('/calendar/:file', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const file = String(req.params.file);
      if (!file.endsWith('.ics')) throw notFound('Calendar feed');
      const ctx = await buildContext(orm, deps, null, req.ip || 'unknown', req, res);
      sendCalendar(res, await ctx.services.calendarFeeds.feedText(file.slice(0, -'.ics'.length)), 'inline; filename="visits.ics"');
    } catch (err) {
      next(err);
    }
  });
  r.get('/api/service-requests/:id/calendar.ics', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const id = zId.safeParse(req.params.id);
      if (!id.success) throw notFound('Service request');
      const ctx = await buildContext(orm, deps, tokenFrom(req.headers, req.cookies), req.ip || 'unknown', req, res);
      if (!ctx.viewer) throw unauthenticated();
      const { filename, text } = await ctx.services.calendarFeeds.visitFile(ctx.viewer, id.data);
      sendCalendar(res, text, `attachment; filename="${filename}"`);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
