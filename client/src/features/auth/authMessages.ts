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
    case 'confirm_by_email':
      return 'An account here already uses the e-mail address your provider confirmed, so you were not signed in. We e-mailed that address a link to connect the two: open it, then continue with the provider again. Or sign in with your password.';
    case 'admin_not_linkable':
      return 'Admin accounts cannot sign in through an outside provider. Use the admin sign-in.';
    default:
      return `Sign-in failed (${code}). Please try again.`;
  }
}

/** What "Connect <provider>" on Account security came back with (/account-security?connect=...). */
export function connectResultMessage(code: string | null, provider: string): { status: 'success' | 'warning'; text: string } | null {
  switch (code) {
    case null:
    case '':
      return null;
    case 'connected':
      return { status: 'success', text: `${provider} is connected: it can now sign you in. We e-mailed you to confirm.` };
    case 'already_connected':
      return { status: 'success', text: `That ${provider} account was already connected to yours.` };
    case 'linked_elsewhere':
      return { status: 'warning', text: `That ${provider} account is connected to another account here, so it was not connected to yours.` };
    case 'admin_not_linkable':
      return { status: 'warning', text: 'Admin accounts cannot sign in through an outside provider.' };
    case 'session_changed':
      return { status: 'warning', text: `You were no longer signed in as the account that asked, so ${provider} was not connected. Please try again.` };
    default:
      return { status: 'warning', text: `${provider} could not be connected (${code}). Please try again.` };
  }
}
