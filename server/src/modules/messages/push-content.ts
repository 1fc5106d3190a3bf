import { MESSAGE_KINDS, type MessageKind } from '../notifications/message-kinds';
import type { PushPayload } from './push-sender';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The longest text a push carries (a push message holds at most 4 KB, encrypted). */
const MAX_BODY = 300;

/**
 * The screen a push opens when tapped: the conversation of a message, the job in the worker's
 * queue, the request's page for its client, Paid Pending Requests for an admin; else the page
 * the notice names (`path`), or the person's request or job.
 */
export function pushPath(kind: MessageKind, context: Record<string, unknown>): string {
  const requestId = num(context.requestId ?? context.jobId);
  const path = text(context.path);
  switch (kind) {
    case 'new_message':
    case 'new_message_worker':
    case 'new_message_admin':
      return path.startsWith('/') ? path : '/messages';
    case 'new_job_available':
      return '/worker-queue';
    case 'new_paid_request':
      return '/admin/pending-paid';
    default:
      break;
  }
  if (path.startsWith('/') && !path.startsWith('//')) return path;
  const audience = MESSAGE_KINDS[kind].audience;
  if (audience === 'worker') return requestId ? `/worker-active-jobs?job=${requestId}` : '/worker-dashboard';
  if (audience === 'admin') return '/dashboard';
  return requestId ? `/request-status?request=${requestId}` : '/request-status';
}

/** What a notice's push says: its in-app title and text (message-plan.ts keeps them in the context), and where a tap goes. */
export function pushPayload(outboundId: number, kind: MessageKind, context: Record<string, unknown>): PushPayload {
  const body = text(context.message);
  return {
    title: text(context.title) || 'Elite Services',
    body: body.length > MAX_BODY ? `${body.slice(0, MAX_BODY - 1)}…` : body,
    url: pushPath(kind, context),
    tag: `message-${outboundId}`,
  };
}
