import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { authIntros } from './intros';
import { SignInPlaceholder } from './placeholders';

/** Sign-in, registration, third-party return, data clearing, admin access, password reset, connecting an outside sign-in by e-mail, and account security. One lazily loaded page per file in ./pages. */
export const authRoutes = defineRoutes('auth', [
  { path: '/login', guard: 'public', page: lazy(() => import('./pages/LoginPage')), placeholder: SignInPlaceholder },
  { path: '/register', guard: 'public', page: lazy(() => import('./pages/RegisterPage')) },
  { path: '/auth-success', guard: 'public', page: lazy(() => import('./pages/AuthSuccessPage')) },
  { path: '/clear-data', guard: 'public', page: lazy(() => import('./pages/ClearDataPage')) },
  { path: '/admin-access', guard: 'public', page: lazy(() => import('./pages/AdminAccessPage')) },
  { path: '/forgot-password', guard: 'public', page: lazy(() => import('./pages/ForgotPasswordPage')) },
  { path: '/reset-password', guard: 'public', page: lazy(() => import('./pages/ResetPasswordPage')) },
  { path: '/connect-sign-in', guard: 'public', page: lazy(() => import('./pages/ConnectSignInPage')) },
  { path: '/account-security', guard: 'signedIn', page: lazy(() => import('./pages/AccountSecurityPage')), intro: authIntros.accountSecurity },
]);
