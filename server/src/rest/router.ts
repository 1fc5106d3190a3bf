import express, { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppDeps } from '../services';
import type { RouteDef } from './define';
import { mountRoutes } from './mount';
import { checkWritesExpressible } from './expressible-writes';
import { badInput, notFound } from '../shared/errors';
import { NUL_MESSAGE, scanJson, tooDeepMessage } from '../shared/json-scan';
import { openApiDocument } from './openapi';
import { authRoutes } from './auth.rest';
import { uploadApiPaths, uploadRoutes } from './upload.routes';
import { catalogRoutes } from './catalog.rest';
import { notificationRoutes } from './notifications.rest';
import { clientRoutes } from './clients.rest';
import { providerRoutes } from './providers.rest';
import { requestRoutes } from './requests.rest';
import { jobRoutes } from './jobs.rest';
import { invoiceRoutes } from './invoices.rest';
import { reviewWaitlistRoutes } from './reviews-waitlist.rest';
import { adminRoutes } from './admin.rest';
import { messageRoutes } from './messages.rest';
import { conversationRoutes } from './conversations.rest';
import { supportChatRoutes } from './support-chat.rest';
import { calendarApiPaths, calendarFileRoutes, calendarRoutes } from './calendar.rest';
import { pushRoutes } from './push.rest';

/** Every route of the REST compatibility layer, declared once (Express routes and OpenAPI both come from here). */
export const restRoutes: RouteDef[] = [
  ...authRoutes,
  ...catalogRoutes,
  ...notificationRoutes,
  ...clientRoutes,
  ...providerRoutes,
  ...requestRoutes,
  ...jobRoutes,
  ...invoiceRoutes,
  ...reviewWaitlistRoutes,
  ...adminRoutes,
  ...messageRoutes,
  ...conversationRoutes,
  ...supportChatRoutes,
  ...calendarRoutes,
  ...pushRoutes,
];

/**
 * A body nested deeper than MAX_JSON_DEPTH, or carrying U+0000 (which Postgres cannot store in
 * text), is a 422 before any route runs, never a 500.
 */
const rejectUnacceptableJson: express.RequestHandler = (req, _res, next) => {
  const scan = scanJson(req.body);
  if (scan.tooDeep) next(badInput([{ path: 'body', message: tooDeepMessage('The request body is') }]));
  else if (scan.hasNul) next(badInput([{ path: 'body', message: NUL_MESSAGE }]));
  else next();
};

/** The REST compatibility layer: every /api and /auth path of the spec, on the same services. */
export function createRestRouter(orm: MikroORM, deps: AppDeps): Router {
  const r = Router();
  // What the answers show of a row is checked before the row is written (rest/expressible-writes.ts).
  checkWritesExpressible(orm);
  r.use(['/api', '/auth'], express.json({ limit: '1mb' }), rejectUnacceptableJson);
  // Built at its first request, not at start: turning every route's schemas into JSON Schema costs an API process about 0.3 s of CPU.
  let doc: ReturnType<typeof openApiDocument> | null = null;
  r.get('/api/openapi.json', (_req, res) => {
    doc ??= openApiDocument(restRoutes, { version: '1.0.0', serverUrl: deps.config.publicUrl }, { ...uploadApiPaths(deps.config.uploadMaxBytes), ...calendarApiPaths() });
    res.json(doc);
  });
  r.use(uploadRoutes(orm, deps));
  r.use(calendarFileRoutes(orm, deps));
  r.use(mountRoutes(restRoutes, orm, deps));
  // A path under /api or /auth that no route takes is a JSON 404 in the error model, not Express's HTML page.
  r.use(['/api', '/auth'], (req, _res, next) => next(notFound(`${req.method} ${req.baseUrl}${req.path}`)));
  return r;
}
