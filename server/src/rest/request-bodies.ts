import { z } from 'zod';
import { zInt, zText, zWord } from './define';
import { PRIORITIES, REQUEST_STATUSES } from '../domain/request-status';
import { RECURRENCE_FREQUENCIES } from '../domain/recurrence';

/** The statuses a list may be filtered by and an update may name: the stored ones plus the spec's active and awaiting_payment. */
export const STATUS_FILTERS = [...REQUEST_STATUSES, 'active', 'awaiting_payment'] as const;

/** POST /api/service-requests: a new request (the wizard's fields, with its repeat). */
export const requestBody = z.object({
  categoryId: zInt,
  title: zText(300),
  customTitle: zText(300),
  description: zText(10000),
  clientId: zInt.optional().describe('Admins: the client to create the request for. Clients: ignored (the session decides)'),
  status: z.literal('pending').optional(),
  priority: zWord(PRIORITIES).nullish().describe('Absent: normal'),
  clientName: zText(200),
  contactName: zText(200),
  contactPhone: zText(30),
  contactEmail: zText(254),
  contactAddress: zText(300),
  contactCity: zText(100),
  contactState: zText(2),
  contactZipCode: zText(10),
  serviceAddress: zText(300),
  serviceCity: zText(100),
  serviceState: zText(2),
  serviceZipCode: zText(10),
  preferredDate: zText(10),
  preferredTime: zText(20),
  specificTime: zText(5),
  alternativeTime1: zText(100),
  alternativeTime2: zText(100),
  notes: zText(5000),
  appointmentFeePaid: z.literal(false).optional().describe('false (save for later): the client is told how to pay later. The fee is paid only through process-payment'),
  paymentStatus: zText(30).describe('Accepted and ignored'),
  recurrence: z
    .object({
      frequency: zWord(RECURRENCE_FREQUENCIES).describe('weekly, biweekly (every two weeks) or monthly'),
      count: zInt.nullish().describe('How many visits, the first included (2 to 26)'),
      until: zText(10).nullish().describe('YYYY-MM-DD: visits up to and including this day'),
    })
    .nullish()
    .describe('Repeat the visit (needs preferredDate and preferredTime): a count or an end date; the consultation fee is paid once for the series'),
});

/** PATCH /api/service-requests/:id: an accept (status in_progress) or the client's edits. */
export const updateBody = z.object({
  status: z.enum(STATUS_FILTERS).optional(),
  providerId: zInt.nullish().describe('With status in_progress: accept (the session decides which worker)'),
  title: zText(300),
  customTitle: zText(300),
  description: zText(10000),
  categoryId: zInt.optional(),
  serviceAddress: zText(300),
  serviceCity: zText(100),
  serviceState: zText(2),
  serviceZipCode: zText(10),
});
