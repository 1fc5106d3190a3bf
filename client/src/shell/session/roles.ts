/** The server's view of who is signed in (Viewer.sessionRole), plus 'visitor' when nobody is. */
export type SessionRole = 'client' | 'worker' | 'pending_worker' | 'admin';
export type ViewerRole = SessionRole | 'visitor';

export function asSessionRole(value: string | null | undefined): ViewerRole {
  switch (value) {
    case 'client':
    case 'worker':
    case 'pending_worker':
    case 'admin':
      return value;
    default:
      return 'visitor';
  }
}

/** Where the logo goes: admin /dashboard, worker /worker-dashboard, pending worker or client /request-status. */
export function homePathFor(role: ViewerRole): string {
  switch (role) {
    case 'admin':
      return '/dashboard';
    case 'worker':
      return '/worker-dashboard';
    case 'pending_worker':
    case 'client':
      return '/request-status';
    default:
      return '/';
  }
}

/** Where a fresh sign-in lands. */
export function afterSignInPathFor(role: ViewerRole): string {
  switch (role) {
    case 'admin':
      return '/dashboard';
    case 'worker':
      return '/worker-dashboard';
    case 'pending_worker':
      return '/worker-pending-approval';
    case 'client':
      return '/request-status';
    default:
      return '/';
  }
}

/** Where a new account lands: clients to their requests, workers to the provider application. */
export function afterRegisterPathFor(role: 'client' | 'worker' | 'admin'): string {
  if (role === 'worker') return '/worker-setup';
  if (role === 'admin') return '/dashboard';
  return '/request-status';
}

/** Only same-site paths are honoured as return targets. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function loginPathWithReturn(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
