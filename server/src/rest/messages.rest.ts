import { z } from 'zod';
import { route } from './define';

const SubscriptionOut = z.object({ switchName: z.string(), label: z.string(), subscribed: z.boolean(), address: z.string() });

/** One-click unsubscribe (RFC 8058): mail programs POST the List-Unsubscribe address of an e-mail. */
export const messageRoutes = [
  route({
    method: 'post', path: '/api/unsubscribe', tag: 'messages', access: 'public',
    summary: 'Turn off the switch an e-mail\'s unsubscribe link names (the List-Unsubscribe-Post one-click address); no sign-in, the signed token decides',
    query: z.object({ token: z.string().min(1).max(300).describe('The token of the e-mail\'s unsubscribe link') }),
    examples: { query: { token: 'the-token-of-the-unsubscribe-link' } },
    response: { description: 'The switch, now off', schema: SubscriptionOut },
    async handle(ctx, { query }) {
      return ctx.services.messages.setSubscribed(query.token, false);
    },
  }),
];
