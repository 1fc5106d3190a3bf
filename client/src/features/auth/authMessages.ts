/** Text for the ?error codes a third-party sign-in can come back with. */
export function authErrorMessage(code: string | null): string | null {
  switch (code) {
    case null:
    case '':
      return null;
    case 'missing_auth_data':
      return 'Sign-in data was missing. Please sign in again.';
    case 'auth_failed':
      return 'Sign-in failed. Please try again.';
    case 'not_configured':
      return 'Google sign-in is not available right now. Please use your e-mail and password.';
    case 'access_denied':
      return 'Sign-in was cancelled.';
    default:
      return `Sign-in failed (${code}). Please try again.`;
  }
}
