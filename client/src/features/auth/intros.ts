import type { PageIntro } from '../../components/page';

/** Account pages' headings: the route draws one while its page loads, and the page draws the same. */
export const authIntros = {
  accountSecurity: { title: 'Account security', description: 'Change your password, see which outside accounts sign in to yours, and where your account is signed in.', maxW: '3xl' },
} satisfies Record<string, PageIntro>;
