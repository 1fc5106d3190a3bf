import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { makeApprovedWorker, makeRequest, uploadPhotos, PNG_BYTES, type WorkerFixture } from '../support/worker-fixtures';
import { watchSubscriptions } from '../support/live';
import { call } from '../rest/rest-client';
import { EMAILS, countRows, fails, ok } from '../server/admin-helpers';
import { messagesOf, settle } from '../messages/messages-support';
import { setClientSwitches } from '../messages/switches';
import { Topic } from '../../server/src/events/pubsub';

/**
 * Conversations about a job: who may read and post, masking before a worker is on the job,
 * live delivery, unread counts and "Seen", the 5-minute unread digest, limits, and the REST twins.
 */
let app: TestApp;
let client: string;
let admin: string;
let worker: WorkerFixture;
let outsider: WorkerFixture;
let requestId: number;

const CONVERSATION = 'query($r: ID!) { conversation(requestId: $r) { id title requestId unreadCount othersReadUpTo messages { id body authorName authorRole mine } } }';
const SEND = 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id body authorName authorRole mine conversationId } }';
const READ = 'mutation($c: ID!) { markConversationRead(conversationId: $c) { id unreadCount othersReadUpTo } }';
type Msg = { id: string; body: string; authorName: string; authorRole: string; mine: boolean; conversationId: string };
type Conv = { id: string; title: string; requestId: string; unreadCount: number; othersReadUpTo: number; messages: Msg[] };

const conversation = async (token: string) => (await ok<{ conversation: Conv }>(app, CONVERSATION, { r: String(requestId) }, token)).conversation;
const send = async (token: string, conversationId: string, body: string) => (await ok<{ sendMessage: Msg }>(app, SEND, { i: { conversationId, body } }, token)).sendMessage;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  client = await signIn(app, EMAILS.client);
  admin = await signIn(app, EMAILS.admin);
  worker = await makeApprovedWorker(app, { email: 'talk-worker@example.com', categories: ['House Cleaning'] });
  outsider = await makeApprovedWorker(app, { email: 'talk-outsider@example.com', categories: ['House Cleaning'] });
  requestId = await makeRequest(app, { category: 'House Cleaning', title: 'Kitchen deep clean' });
}, 120_000);
afterAll(() => app?.close());

function subscribe(token: string, conversationId: string) {
  const ws: Client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
  const heard: Msg[] = [];
  const errors: unknown[] = [];
  const waiting: (() => void)[] = [];
  ws.subscribe<{ messageAdded: Msg }>({ query: 'subscription($c: ID!) { messageAdded(conversationId: $c) { id body authorName mine conversationId } }', variables: { c: conversationId } }, {
    next: (r) => {
      if (r.errors) errors.push(r.errors);
      if (r.data) heard.push(r.data.messageAdded);
      waiting.splice(0).forEach((w) => w());
    },
    error: (e) => {
      errors.push(e);
      waiting.splice(0).forEach((w) => w());
    },
    complete: () => undefined,
  });
  return {
    heard,
    errors,
    until: async (n: number) => {
      while (heard.length < n && errors.length === 0) await new Promise<void>((r) => waiting.push(r));
    },
    close: () => ws.dispose(),
  };
}

describe('a conversation about a job', () => {
  let conversationId: string;

  it('is open to the client and the admins from the start; a worker not on the job is refused', async () => {
    const c = await conversation(client);
    conversationId = c.id;
    expect(c).toMatchObject({ title: 'Kitchen deep clean', requestId: String(requestId), messages: [] });
    expect((await conversation(admin)).id).toBe(c.id);
    // An eligible worker sees the open job but not its conversation.
    expect((await fails(app, CONVERSATION, { r: String(requestId) }, worker.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(app, SEND, { i: { conversationId, body: 'hi' } }, worker.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await call(app, 'GET', `/api/service-requests/${requestId}/messages`, { token: worker.token })).status).toBe(403);
  });

  it('masks phone numbers and e-mail addresses typed before a worker is assigned', async () => {
    const m = await send(client, conversationId, 'Call me on (615) 555-0199 or write to jo.client@example.com, gate code 4512');
    expect(m.body).toBe('Call me on [phone hidden] or write to [e-mail hidden], gate code 4512');
    expect(m).toMatchObject({ authorRole: 'client', mine: true });
    // The stored text is the masked one: nobody can read the number later.
    expect(await countRows(app, `select count(*) as n from conversation_messages where body like '%555-0199%'`)).toBe(0);
  });

  it('lets the worker in once they accept, live, and stops masking', async () => {
    await ok(app, 'mutation($id: ID!) { acceptJob(requestId: $id) { id } }', { id: String(requestId) }, worker.token);
    const seen = await conversation(worker.token);
    expect(seen.messages.map((m) => m.body)).toEqual(['Call me on [phone hidden] or write to [e-mail hidden], gate code 4512']);
    expect(seen.unreadCount).toBe(1);

    const subscribed = new Promise<void>((resolve) => {
      const stop = watchSubscriptions(app, Topic.MessageAdded, conversationId, () => {
        stop();
        resolve();
      });
    });
    const live = subscribe(worker.token, conversationId);
    await subscribed;
    const m = await send(client, conversationId, 'New number: 615-555-0142');
    expect(m.body).toBe('New number: 615-555-0142');
    await live.until(1);
    live.close();
    expect(live.errors).toEqual([]);
    expect(live.heard).toEqual([{ id: m.id, body: 'New number: 615-555-0142', authorName: expect.any(String), mine: false, conversationId }]);
  });

  it('counts unread messages per conversation and in the bell, and shows "Seen" once read', async () => {
    await settle(app);
    expect((await conversation(worker.token)).unreadCount).toBe(2);
    const bell = await ok<{ unreadNotificationCount: number; notifications: { items: { type: string; data: { path: string } }[] } }>(
      app, '{ unreadNotificationCount notifications(first: 20) { items { type data } } }', {}, worker.token);
    // One notice per conversation, however many messages: it links to the conversation.
    expect(bell.notifications.items.filter((n) => n.type === 'new_message')).toEqual([expect.objectContaining({ data: expect.objectContaining({ path: `/messages?request=${requestId}` }) })]);
    const before = bell.unreadNotificationCount;

    const read = (await ok<{ markConversationRead: { unreadCount: number } }>(app, READ, { c: conversationId }, worker.token)).markConversationRead;
    expect(read.unreadCount).toBe(0);
    expect((await ok<{ unreadNotificationCount: number }>(app, '{ unreadNotificationCount }', {}, worker.token)).unreadNotificationCount).toBe(before - 1);
    const mine = await conversation(client);
    expect(mine.othersReadUpTo).toBe(Number(mine.messages.at(-1)!.id));
  });

  it('lets admins read and post as Elite Support', async () => {
    const m = await send(admin, conversationId, 'We are here if you need anything.');
    expect(m).toMatchObject({ authorName: 'Elite Support', authorRole: 'admin' });
    expect((await conversation(client)).messages.at(-1)).toMatchObject({ authorName: 'Elite Support', mine: false });
  });

  it('stores bodies as text, exactly as typed', async () => {
    const m = await send(worker.token, conversationId, '<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(m.body).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script>');
  });

  it('carries photos uploaded through the upload path: the others see them, a photo alone is a message, and no one sends an upload that is not theirs', async () => {
    const up = await uploadPhotos(app, client, [{ name: 'leak-under-sink.png', bytes: PNG_BYTES }]);
    expect(up.status).toBe(201);
    const photo = up.body.uploads![0];
    const PHOTO_SEND = 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id body photos { id url originalName } } }';
    const sent = await ok<{ sendMessage: { id: string; body: string; photos: { id: string; url: string; originalName: string }[] } }>(app, PHOTO_SEND, { i: { conversationId, body: 'Is this the leak?', photoIds: [photo.id] } }, client);
    expect(sent.sendMessage.photos).toEqual([{ id: String(photo.id), url: `/api/uploads/${photo.filename}`, originalName: 'leak-under-sink.png' }]);
    // The worker on the job sees the photo with the message, and can open it.
    const seen = await ok<{ conversation: { messages: { id: string; photos: { url: string }[] }[] } }>(app, 'query($r: ID!) { conversation(requestId: $r) { messages { id photos { url } } } }', { r: String(requestId) }, worker.token);
    const shown = seen.conversation.messages.find((m) => m.id === sent.sendMessage.id)!;
    expect(shown.photos).toEqual([{ url: `/api/uploads/${photo.filename}` }]);
    const image = await fetch(`${app.url}${shown.photos[0].url}`, { headers: { authorization: `Bearer ${worker.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    // A photo with no text is a message.
    const alone = await ok<{ sendMessage: { body: string; photos: unknown[] } }>(app, PHOTO_SEND, { i: { conversationId, body: '', photoIds: [photo.id] } }, client);
    expect(alone.sendMessage.photos).toHaveLength(1);
    // Someone else's upload is refused, naming the field, and nothing is stored.
    const count = await countRows(app, 'select count(*) as n from conversation_messages');
    const theirs = await fails(app, PHOTO_SEND, { i: { conversationId, body: 'Look', photoIds: [photo.id] } }, worker.token);
    expect(theirs.extensions?.fields).toEqual([expect.objectContaining({ path: 'photoIds' })]);
    expect(await countRows(app, 'select count(*) as n from conversation_messages')).toBe(count);
  });

  it('refuses an overlong or empty message with an error naming the field, and changes nothing', async () => {
    const count = await countRows(app, 'select count(*) as n from conversation_messages');
    const long = await fails(app, SEND, { i: { conversationId, body: 'x'.repeat(2001) } }, client);
    expect(long.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.extensions?.fields).toEqual([expect.objectContaining({ path: 'body', message: expect.stringMatching(/2,?000/) })]);
    const empty = await fails(app, SEND, { i: { conversationId, body: '   ' } }, client);
    expect(empty.extensions?.fields).toEqual([expect.objectContaining({ path: 'body' })]);
    const rest = await call(app, 'POST', `/api/service-requests/${requestId}/messages`, { token: client, body: { body: 'y'.repeat(2001) } });
    expect(rest.status).toBe(422);
    expect(rest.body.details).toEqual([expect.objectContaining({ path: 'body' })]);
    expect(await countRows(app, 'select count(*) as n from conversation_messages')).toBe(count);
  });

  it('sends one unread digest per conversation after 5 minutes, by the person\'s switches, linking to it', async () => {
    await setClientSwitches(app, client, { smsNotifications: false });
    await ok(app, READ, { c: conversationId }, client);
    await send(worker.token, conversationId, 'Running ten minutes late');
    await send(worker.token, conversationId, 'Here now');
    await settle(app);
    expect(await messagesOf(app, 'unread_messages', EMAILS.client)).toEqual([]);
    // Five minutes on: the digest comes due.
    await app.orm.em.fork().getConnection().execute(`update outbox_messages set available_at = now() where type = 'conversation_digest' and delivered_at is null`);
    await settle(app);
    const digests = await messagesOf(app, 'unread_messages', EMAILS.client);
    expect(digests.map((d) => [d.channel, d.state])).toEqual([['email', 'sent'], ['sms', 'skipped_preference']]);
    expect(digests[0].subject).toMatch(/unread messages? about Kitchen deep clean/);
    expect(digests[0].text_body).toContain(`/messages?request=${requestId}`);
    // Still unread: no second digest for the same conversation.
    await send(worker.token, conversationId, 'Are you home?');
    await app.orm.em.fork().getConnection().execute(`update outbox_messages set available_at = now() where type = 'conversation_digest' and delivered_at is null`);
    await settle(app);
    expect(await messagesOf(app, 'unread_messages', EMAILS.client)).toHaveLength(2);
  });

  it('answers the REST twins: read, post and mark read', async () => {
    const got = await call(app, 'GET', `/api/service-requests/${requestId}/messages`, { token: client });
    expect(got.status).toBe(200);
    expect(got.body.unreadCount).toBeGreaterThan(0);
    const posted = await call(app, 'POST', `/api/service-requests/${requestId}/messages`, { token: client, body: { body: 'Thanks!' } });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ body: 'Thanks!', mine: true, authorRole: 'client' });
    const read = await call(app, 'PUT', `/api/service-requests/${requestId}/messages/read`, { token: client });
    expect(read.body.unreadCount).toBe(0);
  });

  it('shuts the worker out once they give the job back', async () => {
    const r = await call(app, 'PUT', `/api/service-requests/${requestId}/unassign`, { token: worker.token });
    expect(r.status).toBe(200);
    expect((await fails(app, CONVERSATION, { r: String(requestId) }, worker.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(app, SEND, { i: { conversationId, body: 'still here?' } }, worker.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(app, CONVERSATION, { r: String(requestId) }, outsider.token)).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('message rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ seed: true, env: { RATE_LIMIT_SCALE: '1' } });
  }, 120_000);
  afterAll(() => limited?.close());

  it('refuses a flood of messages with TOO_MANY_REQUESTS', async () => {
    const token = await signIn(limited, EMAILS.client);
    const id = await makeRequest(limited, { category: 'House Cleaning' });
    const c = (await ok<{ conversation: Conv }>(limited, CONVERSATION, { r: String(id) }, token)).conversation;
    for (let i = 0; i < 20; i++) await ok(limited, SEND, { i: { conversationId: c.id, body: `message ${i}` } }, token);
    expect((await fails(limited, SEND, { i: { conversationId: c.id, body: 'one more' } }, token)).extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});
