import { z } from 'zod';
import { route } from './define';

const Subscription = z.object({
  endpoint: z.string().max(2048).describe("The push service's https address for this device (PushSubscription.endpoint)"),
  keys: z.object({
    p256dh: z.string().max(100).describe("The device's P-256 public key (65 bytes, base64url)"),
    auth: z.string().max(50).describe("The device's authentication secret (16 bytes, base64url)"),
  }),
});
const Done = z.object({ ok: z.boolean().describe('true: done; false (removing): it was not on for you') });
const EXAMPLE = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/cE1x9W2nQ0k:APA91bExample',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

/** "Notify me on this device": the REST twins of pushPublicKey, registerPushSubscription and removePushSubscription. */
export const pushRoutes = [
  route({
    method: 'get', path: '/api/push/public-key', tag: 'push', access: 'signed_in',
    summary: "The server's VAPID public key (base64url): subscribe the device with it (PushManager.subscribe applicationServerKey)",
    response: { description: 'The key', schema: z.object({ publicKey: z.string() }) },
    async handle(ctx) {
      return { publicKey: ctx.services.pushSubscriptions.publicKey() };
    },
  }),
  route({
    method: 'post', path: '/api/push/subscriptions', tag: 'push', access: 'signed_in',
    summary: "Turns push notifications on for this device, for you (PushSubscription.toJSON()); the device moves to you if someone else had turned it on",
    body: Subscription,
    examples: { body: EXAMPLE },
    response: { description: 'Turned on', schema: Done },
    fieldNames: { 'keys.p256dh': 'keys.p256dh', 'keys.auth': 'keys.auth' },
    async handle(ctx, { body }) {
      return { ok: await ctx.services.pushSubscriptions.register(ctx.me.userId, body) };
    },
  }),
  route({
    method: 'post', path: '/api/push/subscriptions/remove', tag: 'push', access: 'signed_in',
    summary: 'Turns push notifications off for this device',
    body: z.object({ endpoint: z.string().max(2048).describe('The device\'s endpoint, as registered') }),
    examples: { body: { endpoint: EXAMPLE.endpoint } },
    response: { description: 'Turned off (ok false: it was not on for you)', schema: Done },
    async handle(ctx, { body }) {
      return { ok: await ctx.services.pushSubscriptions.remove(ctx.me.userId, body.endpoint) };
    },
  }),
];
