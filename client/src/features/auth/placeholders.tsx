import { PageSkeleton } from '../../components/page';
import { AuthCard } from './components/AuthCard';

/** The sign-in card's heading: the page and its placeholder draw the same. */
export const signInIntro = { title: 'Welcome back', subtitle: 'Sign in to manage your requests and jobs' } as const;

/** /login before its form's code arrives. */
export function SignInPlaceholder() {
  return (
    <AuthCard {...signInIntro}>
      <PageSkeleton blocks={2} />
    </AuthCard>
  );
}
