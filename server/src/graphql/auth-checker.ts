import type { AuthCheckerInterface, ResolverData } from 'type-graphql';
import type { AppContext } from './context';
import { unauthenticated } from '../shared/errors';

/**
 * Roles on @Authorized: 'client', 'worker' (approved worker), 'pending_worker', 'any_worker'
 * (approved or pending), 'admin'. @Authorized() with no role means any signed-in person.
 * Ownership (whose request, whose invoice) is checked by the services.
 */
export class AuthChecker implements AuthCheckerInterface<AppContext> {
  check({ context }: ResolverData<AppContext>, roles: string[]): boolean {
    const viewer = context.viewer;
    if (!viewer) throw unauthenticated();
    if (roles.length === 0) return true;
    if (roles.includes(viewer.sessionRole)) return true;
    if (roles.includes('any_worker') && (viewer.sessionRole === 'worker' || viewer.sessionRole === 'pending_worker')) return true;
    return false;
  }
}
