import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { watchSubscriptions } from '../support/live';
import { call } from '../rest/rest-client';
import { EMAILS, fails, ok } from '../server/admin-helpers';
import { settle } from '../messages/messages-support';
import { Topic } from '../../server/src/events/pubsub';

/** Live support chat: a person's chat with the admins, the admins' waiting list (live), and the real median reply time. */
let app: TestApp;
let client: string;
let admin: string;

const START = 'mutation { startSupportConversation { id kind title requestId } }';
const SEND = 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id body authorName authorRole } }';
const WAITING = '{ supportConversations { id title oldestUnansweredAt } }';
const BY_ID = 'query($id: ID!) { conversationById(id: $id) { id kind messages { body authorName mine } } }';
const REPLY_TIME = '{ supportReplyTime { medianSeconds sample } }';
type Waiting = { id: string; title: string; oldestUnansweredAt: string | null };

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  client = await signIn(app, EMAILS.client);
  admin = await signIn(app, EMAILS.admin);
}, 120_000);
afterAll(() => app?.close());

describe('live support chat', () => {
  let chatId: string;

  it('opens one support chat per person, with no request; admins answer chats rather than open them', async () => {
    const first = (await ok<{ startSupportConversation: { id: string; kind: string; requestId: string | null } }>(app, START, {}, client)).startSupportConversation;
    expect(first).toMatchObject({ kind: 'support', requestId: null });
    chatId = first.id;
    expect((await ok<{ startSupportConversation: { id: string } }>(app, START, {}, client)).startSupportConversation.id).toBe(chatId);
    expect((await fails(app, START, {}, admin)).extensions?.code).toBe('FORBIDDEN');
  });

  it('shows a new chat to the admins live, with the age of its oldest unanswered message; an admin answers it', async () => {
    const heard: Waiting[] = [];
    const subscribed = new Promise<void>((resolve) => {
      const stop = watchSubscriptions(app, Topic.SupportConversationChanged, undefined, () => {
        stop();
        resolve();
      });
    });
    const ws = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${admin}` } });
    let onEvent: () => void = () => undefined;
    ws.subscribe<{ supportConversationChanged: Waiting }>({ query: 'subscription { supportConversationChanged { id title oldestUnansweredAt } }' }, {
      next: (r) => {
        if (r.data) heard.push(r.data.supportConversationChanged);
        onEvent();
      },
      error: () => undefined,
      complete: () => undefined,
    });
    await subscribed;
    const arrived = new Promise<void>((r) => (onEvent = r));
    const asked = (await ok<{ sendMessage: { id: string } }>(app, SEND, { i: { conversationId: chatId, body: 'My invoice looks wrong' } }, client)).sendMessage;
    await arrived;
    expect(heard).toEqual([{ id: chatId, title: expect.stringMatching(/^Support chat with /), oldestUnansweredAt: expect.any(String) }]);

    const waiting = (await ok<{ supportConversations: Waiting[] }>(app, WAITING, {}, admin)).supportConversations;
    expect(waiting.map((w) => w.id)).toEqual([chatId]);
    expect(Date.now() - Date.parse(waiting[0].oldestUnansweredAt!)).toBeLessThan(60_000);
    // Nobody else reads it; only admins see the waiting list.
    const other = await signIn(app, EMAILS.client2);
    expect((await fails(app, BY_ID, { id: chatId }, other)).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(app, WAITING, {}, client)).extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);

    const reply = (await ok<{ sendMessage: { authorName: string } }>(app, SEND, { i: { conversationId: chatId, body: 'Looking at it now' } }, admin)).sendMessage;
    expect(reply.authorName).toBe('Elite Support');
    expect((await ok<{ supportConversations: Waiting[] }>(app, WAITING, {}, admin)).supportConversations).toEqual([]);
    const mine = (await ok<{ conversationById: { messages: { body: string; authorName: string; mine: boolean }[] } }>(app, BY_ID, { id: chatId }, client)).conversationById;
    expect(mine.messages.map((m) => [m.body, m.mine])).toEqual([['My invoice looks wrong', true], ['Looking at it now', false]]);
    expect(asked.id).toBeTruthy();
    await settle(app);
    // The client hears of the answer in the bell, with a link to the chat.
    const { notifications } = await ok<{ notifications: { items: { type: string; data: { path: string } }[] } }>(app, '{ notifications(first: 10) { items { type data } } }', {}, client);
    expect(notifications.items.find((n) => n.type === 'new_message')?.data.path).toBe(`/messages?conversation=${chatId}`);
    await ws.dispose();
  });

  it('gives the median time to a first reply over the last 7 days, or no figure with too little data', async () => {
    expect((await ok<{ supportReplyTime: { medianSeconds: number | null; sample: number } }>(app, REPLY_TIME, {}, client)).supportReplyTime).toEqual({ medianSeconds: null, sample: 1 });
    // Five more people asked and were answered after 1 to 5 minutes; one answered 8 days ago does not count.
    const conn = app.orm.em.fork().getConnection();
    const [adminUser] = await conn.execute<{ id: number }[]>(`select id from users where email = ?`, [EMAILS.admin]);
    const people = await conn.execute<{ id: number }[]>(`select id from users where role <> 'admin' and email <> ? order by id limit 6`, [EMAILS.client]);
    const asks = [[60, 1], [120, 1], [180, 1], [240, 1], [300, 1], [30, 8]];
    for (const [i, person] of people.entries()) {
      const [secs, daysAgo] = asks[i];
      const [c] = await conn.execute<{ id: number }[]>(`insert into conversations (kind, owner_id, created_at, last_message_at) values ('support', ?, now(), now()) returning id`, [person.id]);
      await conn.execute(
        `insert into conversation_messages (conversation_id, author_id, author_role, author_name, body, photo_ids, created_at) values
           (?, ?, 'client', 'Someone', 'Help please', '[]', now() - make_interval(days => ?)),
           (?, ?, 'admin', 'Elite Support', 'Here to help', '[]', now() - make_interval(days => ?) + make_interval(secs => ?))`,
        [c.id, person.id, daysAgo, c.id, adminUser.id, daysAgo, secs],
      );
    }
    const figure = (await ok<{ supportReplyTime: { medianSeconds: number | null; sample: number } }>(app, REPLY_TIME, {}, client)).supportReplyTime;
    expect(figure.sample).toBe(6);
    // 1 s (the chat above), 60, 120, 180, 240, 300: the median of six is between 120 and 180.
    expect(figure.medianSeconds).toBeGreaterThanOrEqual(120);
    expect(figure.medianSeconds).toBeLessThanOrEqual(180);
  });

  it('answers the REST twins', async () => {
    const started = await call(app, 'POST', '/api/support/conversations', { token: client });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ id: Number(chatId), kind: 'support', requestId: null });
    const posted = await call(app, 'POST', `/api/support/conversations/${chatId}/messages`, { token: client, body: { body: 'One more thing' } });
    expect(posted.status).toBe(201);
    const waiting = await call(app, 'GET', '/api/support/conversations', { token: admin });
    expect(waiting.body.map((c: { id: number }) => c.id)).toContain(Number(chatId));
    expect(waiting.body.find((c: { id: number }) => c.id === Number(chatId)).oldestUnansweredAt).toBeTruthy();
    expect((await call(app, 'GET', '/api/support/conversations', { token: client })).status).toBe(403);
    const read = await call(app, 'GET', `/api/support/conversations/${chatId}/messages`, { token: admin });
    expect(read.body.messages.at(-1)).toMatchObject({ body: 'One more thing', authorRole: 'client' });
  });
});
