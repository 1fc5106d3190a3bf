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
      return 'Sign-in with an outside account is not available here. Please use your e-mail and password.';
    case 'access_denied':
      return 'Sign-in was cancelled: permission was not given. You can try again, or use your e-mail and password.';
    case 'invalid_state':
      return 'That sign-in link has expired or was already used. Please start signing in again.';
    case 'provider_unavailable':
      return 'The sign-in provider could not be reached. Please try again in a moment, or use your e-mail and password.';
    case 'email_unverified':
      return 'Your account at the provider has no confirmed e-mail address, so it cannot be used to sign in here.';
    default:
      return `Sign-in failed (${code}). Please try again.`;
  }
}
