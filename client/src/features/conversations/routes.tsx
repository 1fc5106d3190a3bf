import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { conversationIntros } from './intros';

/** Conversations about a job (its client, its worker, the admins) and live support chats. */
export const conversationRoutes = [
  ...defineRoutes('client', [{ path: '/messages', guard: 'signedIn', page: lazy(() => import('./pages/ConversationPage')) }]),
  ...defineRoutes('admin', [{ path: '/admin-support-chats', guard: 'admin', page: lazy(() => import('./pages/AdminSupportChatsPage')), intro: conversationIntros.supportChats }]),
];
