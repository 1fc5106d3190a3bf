import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMe } from '../session/useMe';
import { loginPathWithReturn } from '../session/roles';
import { VerifyingAccess } from './VerifyingAccess';
import type { Guard } from './types';

interface RouteGuardProps {
  guard: Guard;
  children: ReactNode;
}

/** Lets a page render only for the roles its guard allows; redirects otherwise. */
export function RouteGuard({ guard, children }: RouteGuardProps) {
  const { me, role, loading } = useMe();
  const location = useLocation();

  if (guard === 'public') return <>{children}</>;
  if (loading || me === undefined) return <VerifyingAccess />;

  const here = `${location.pathname}${location.search}`;

  if (guard === 'admin') {
    if (role === 'admin') return <>{children}</>;
    return <Navigate to={`/admin-access?returnTo=${encodeURIComponent(here)}`} replace />;
  }

  if (!me) return <Navigate to={loginPathWithReturn(here)} replace />;
  if (guard === 'signedIn') return <>{children}</>;

  // guard === 'worker': admins may open the worker interface.
  if (role === 'admin') return <>{children}</>;
  if (role === 'pending_worker') return <Navigate to="/worker-pending-approval" replace />;
  if (role === 'worker') {
    if (!me.provider) return <Navigate to="/worker-setup" replace />;
    if (!me.provider.approved) return <Navigate to="/worker-pending-approval" replace />;
    return <>{children}</>;
  }
  return <Navigate to="/worker-setup" replace />;
}
