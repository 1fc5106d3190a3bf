import type { PageIntro } from '../../components/page';

/** Conversation pages' headings: the route draws one while its page loads, and the page draws the same. */
export const conversationIntros = {
  supportChats: { title: 'Live Support Chats', description: 'Chats waiting for an answer, the longest-waiting first' },
} satisfies Record<string, PageIntro>;
