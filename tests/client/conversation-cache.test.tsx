import { apolloClient } from '../../client/src/apollo';
import { ConversationByIdDocument } from '../../client/src/features/conversations/api/conversation';

const message = (id: number, body: string) => ({ __typename: 'ConversationMessage' as const, id: String(id), conversationId: '7', authorName: 'Casey Client', authorRole: 'client', mine: true, body, createdAt: '2026-11-28T12:00:00.000Z', photos: [] });
const answer = (messages: ReturnType<typeof message>[], othersReadUpTo: number) => ({
  conversationById: { __typename: 'Conversation' as const, id: '7', kind: 'support', title: 'Live Chat', unreadCount: 0, othersReadUpTo, messages },
});

/** The app's cache keeps what a conversation already holds when an older answer arrives. */
describe('A conversation in the cache', () => {
  it('keeps a message sent while an older answer was on the way, and "Seen" never moves back', () => {
    const { cache } = apolloClient;
    const write = (data: ReturnType<typeof answer>) => cache.writeQuery({ query: ConversationByIdDocument, variables: { id: '7' }, data: data as never });
    write(answer([message(1, 'Hello'), message(2, 'Can I move my cleaning to Friday?')], 2));
    // The answer of a query asked before message 2 was sent, and before the others read it.
    write(answer([message(1, 'Hello')], 1));
    const stored = cache.extract() as Record<string, { messages?: { __ref: string }[]; othersReadUpTo?: number }>;
    expect(stored['Conversation:7'].messages?.map((m) => m.__ref)).toEqual(['ConversationMessage:1', 'ConversationMessage:2']);
    expect(stored['Conversation:7'].othersReadUpTo).toBe(2);
  });
});
