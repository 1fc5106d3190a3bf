import type { PageIntro } from '../../components/page';

/** Conversation pages' headings: the route draws one while its page loads, and the page draws the same. */
export const conversationIntros = {
  /** /messages without a conversation named: the viewer's conversations (the placeholder draws it there only, see placeholders.tsx). */
  messages: { title: 'Messages', description: 'Conversations about your jobs, and your support chat' },
  supportChats: { title: 'Live Support Chats', description: 'Chats waiting for an answer, the longest-waiting first' },
} satisfies Record<string, PageIntro>;
