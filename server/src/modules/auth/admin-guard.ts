import type { Viewer } from './viewer';
import { forbidden, unauthenticated } from '../../shared/errors';

/** Every admin service method re-checks the role; the resolvers' @Authorized('admin') is the first gate. */
export function assertAdmin(viewer: Viewer | null | undefined): asserts viewer is Viewer {
  if (!viewer) throw unauthenticated();
  if (viewer.sessionRole !== 'admin') throw forbidden('Only an admin can do this');
}

/** Parses an id argument; anything that is not a positive integer is null. */
export function parseId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}
