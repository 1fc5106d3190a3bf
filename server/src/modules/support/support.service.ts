/**
 * Module support: support requests.
 * Owns: support_requests (category, priority; the admins are notified).
 * Entry points: SupportService.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { SupportRequest } from './support-request.entity';
import type { Viewer } from '../auth/viewer';
import type { NotificationService } from '../notifications/notification.service';
import { enqueueAfterCommit } from '../outbox/outbox';
import { Validator, clean, isEmail, isPhone } from '../../shared/validate';
import { normalizeEmail } from '../users/account-rules';

import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from './support-words';

export { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES };

export interface SupportInput {
  category: string;
  subject: string;
  message: string;
  priority?: string | null;
  email: string;
  phone?: string | null;
}

/** Support requests are stored and reach every admin as a notification. */
export class SupportService {
  constructor(private readonly em: EntityManager, private readonly notifications: NotificationService) {}

  async submit(viewer: Viewer, input: SupportInput): Promise<SupportRequest> {
    const priority = input.priority ?? 'medium';
    new Validator()
      .check(isEmail(input.email), 'email', 'Please enter a valid email address')
      .check((SUPPORT_CATEGORIES as readonly string[]).includes(input.category), 'category', 'Category is required')
      .required(input.subject, 'subject', 'Subject is required')
      .maxLength(input.subject, 200, 'subject', 'Subject')
      .required(input.message, 'message', 'Message is required')
      .maxLength(input.message, 5000, 'message', 'Message')
      .check(!clean(input.phone) || isPhone(input.phone), 'phone', 'Please enter a valid phone number')
      .word(input.priority, SUPPORT_PRIORITIES, 'priority', 'Choose low, medium, high or urgent')
      .throwIfInvalid();
    const request = await this.em.transactional(async (em) => {
      const request = em.create(SupportRequest, {
        user: viewer.user.id,
        category: input.category,
        subject: input.subject.trim(),
        message: input.message.trim(),
        priority,
        email: normalizeEmail(input.email),
        phone: clean(input.phone),
      });
      await em.flush();
      const queued = await this.notifications.queueForAdmins(
        {
          type: 'system_alert',
          title: `Support Request (${priority})`,
          message: `${viewer.user.fullName}: ${request.subject}`,
          data: { supportRequestId: request.id, category: request.category, email: request.email },
        },
        em,
      );
      await enqueueAfterCommit(em, { notifications: queued });
      return request;
    });
    return request;
  }
}
