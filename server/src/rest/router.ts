import express, { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppDeps } from '../services';
import { routeFactory } from './route';
import { authRoutes } from './auth.rest';

/** The REST compatibility layer: every /api and /auth path of the spec, on the same services. */
export function createRestRouter(orm: MikroORM, deps: AppDeps): Router {
  const route = routeFactory(orm, deps);
  const r = Router();
  r.use(['/api', '/auth'], express.json({ limit: '1mb' }));
  r.use(authRoutes(route));
  return r;
}
