import type { AppContext } from './context';
import { createLoaders } from './loaders';
import { Services } from '../services';

/**
 * A subscription's context serves every event of the operation (graphql-js executes them one
 * after the other). An event that reads the database starts from a fresh EntityManager,
 * loaders and services, so nothing read for an earlier event is served again as current.
 * The viewer stays: the socket closes when the session or its role changes.
 */
export function freshEventContext(ctx: AppContext): AppContext {
  const em = ctx.em.fork();
  ctx.em = em;
  ctx.loaders = createLoaders(em);
  ctx.services = new Services(em, ctx.services.deps);
  return ctx;
}
