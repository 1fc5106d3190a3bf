import { z } from 'zod';
import { route, idParams, zCacheBust, SuccessBody } from './define';
import { NotificationOut } from './schemas';
import { notificationJson } from './shape';
import { notFound } from '../shared/errors';
import { NOTIFICATION_TYPES } from '../modules/notifications/notification-types';

/**
 * The viewer's notifications. The spec's paths carry a userId and ?userType: both are accepted
 * and ignored, since whose notifications they are comes from the session alone.
 */
const userParams = z.object({ userId: z.string().max(40).describe("Accepted and ignored: the session decides whose notifications") });
const typeQuery = z.object({ userType: z.string().max(20).optional().describe('Accepted and ignored'), _t: zCacheBust });

export const notificationRoutes = [
  route({
    method: 'get', path: '/api/notifications/{userId}', tag: 'notifications', access: 'signed_in',
    summary: "The signed-in user's notifications, newest first",
    params: userParams, query: typeQuery,
    response: { description: 'List of notifications', schema: z.array(NotificationOut) },
    async handle(ctx) {
      return (await ctx.services.notifications.list(ctx.me.user.id)).map(notificationJson);
    },
  }),
  route({
    method: 'post', path: '/api/notifications', tag: 'notifications', access: 'signed_in', status: 201,
    summary: 'Create a notification for the signed-in user (the server itself notifies the other party of every event)',
    body: z.object({
      userId: z.union([z.number(), z.string().max(40)]).optional().describe('Accepted and ignored: addressed to the session user'),
      userType: z.string().max(20).optional().describe('Accepted and ignored'),
      type: z.enum(NOTIFICATION_TYPES).describe('One of the notification types'),
      title: z.string().trim().max(200).optional(),
      message: z.string().trim().min(1).max(2000),
      isRead: z.boolean().optional(),
      requestId: z.union([z.number().int(), z.string().max(20)]).optional(),
      data: z.record(z.string(), z.unknown()).optional(),
    }),
    examples: { body: { type: 'note', title: 'Reminder', message: 'Leave the gate open on Friday', requestId: 1 } },
    response: { description: 'The created notification', schema: NotificationOut },
    async handle(ctx, { body }) {
      const data = body.requestId !== undefined ? { ...(body.data ?? {}), requestId: Number(body.requestId) || body.requestId } : (body.data ?? null);
      const n = await ctx.services.notifications.notify({
        userId: ctx.me.user.id,
        userType: ctx.me.role,
        type: body.type,
        title: body.title || body.type.replace(/_/g, ' '),
        message: body.message,
        data,
      });
      return notificationJson(n);
    },
  }),
  route({
    method: 'put', path: '/api/notifications/{id}/read', tag: 'notifications', access: 'signed_in',
    summary: 'Mark one of your notifications read',
    params: idParams,
    response: { description: 'The notification, now read', schema: NotificationOut },
    async handle(ctx, { params }) {
      const n = await ctx.services.notifications.markRead(ctx.me.user.id, params.id);
      if (!n) throw notFound('Notification');
      return notificationJson(n);
    },
  }),
  route({
    method: 'put', path: '/api/notifications/{userId}/read-all', tag: 'notifications', access: 'signed_in',
    summary: 'Mark all your notifications read',
    params: userParams, query: typeQuery,
    response: { description: 'How many changed', schema: SuccessBody.extend({ updated: z.number() }) },
    async handle(ctx) {
      return { success: true, updated: await ctx.services.notifications.markAllRead(ctx.me.user.id) };
    },
  }),
  route({
    method: 'delete', path: '/api/notifications/{userId}', tag: 'notifications', access: 'signed_in',
    summary: 'Clear all your notifications',
    params: userParams, query: typeQuery,
    response: { description: 'How many were deleted', schema: SuccessBody.extend({ deleted: z.number() }) },
    async handle(ctx) {
      return { success: true, deleted: await ctx.services.notifications.clear(ctx.me.user.id) };
    },
  }),
];
