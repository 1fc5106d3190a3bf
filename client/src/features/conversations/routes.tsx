import { lazy } from 'react';
import { defineRoutes } from '../../shell/routing/types';
import { conversationIntros } from './intros';
import { MessagesPlaceholder } from './placeholders';

/** Conversations about a job (its client, its worker, the admins) and live support chats. */
export const conversationRoutes = [
  // /messages draws its intro only for the list: one conversation's heading comes with its data (MessagesPlaceholder).
  ...defineRoutes('client', [{ path: '/messages', guard: 'signedIn', page: lazy(() => import('./pages/ConversationPage')), intro: conversationIntros.messages, placeholder: MessagesPlaceholder }]),
  ...defineRoutes('admin', [{ path: '/admin-support-chats', guard: 'admin', page: lazy(() => import('./pages/AdminSupportChatsPage')), intro: conversationIntros.supportChats }]),
];
