import { z } from 'zod';
import { DISPLAY_STATUSES, PRIORITIES, REQUEST_STATUSES } from '../domain/request-status';
import { NOTIFICATION_TYPES } from '../modules/notifications/notification-types';
import { APPROVAL_STATUSES, NOTIFICATION_PRIORITIES, REQUEST_PAYMENT_STATUSES } from '../domain/words';

/**
 * The answers of the REST layer, declared once: rest/shape.ts builds them (typed by these
 * schemas), rest/mount.ts checks every answer against its route's schema before sending it
 * (an undeclared field is not sent), and rest/openapi.ts documents them. A schema with a
 * `.meta({ id })` is a named component of the OpenAPI document (#/components/schemas/<id>).
 */
const money = z.number().nullable().describe('Dollars, two decimals');
/** A time: a Date on the server, ISO 8601 text in JSON. */
export const zDateTime = z
  .custom<Date | string>((v) => v instanceof Date || typeof v === 'string', 'Expected a date')
  .meta({ type: 'string', format: 'date-time', description: 'ISO 8601 date-time', example: '2026-05-01T15:30:00.000Z' });
const date = zDateTime;
const id = z.number().int().describe('Id');

export const UserOut = z
  .object({ id, email: z.string(), role: z.enum(['client', 'worker', 'admin']), firstName: z.string(), lastName: z.string(), phone: z.string().nullable() })
  .meta({ id: 'User', description: 'An account' });
export const AuthOut = z.object({ token: z.string().describe('Session token; also set as the httpOnly sid cookie'), user: UserOut }).meta({ id: 'Auth', description: 'A session: its token and the signed-in user' });
export const CategoryOut = z
  .object({ id, name: z.string(), icon: z.string(), color: z.string(), requiresScheduling: z.boolean(), description: z.string().nullable() })
  .meta({ id: 'ServiceCategory', description: 'A category of service (House Cleaning, Lawn Care...)' });
export const ServiceTypeOut = z.object({ id, name: z.string(), categoryId: id }).meta({ id: 'ServiceType', description: 'A kind of service within a category' });
export const NotificationOut = z
  .object({
    id, userId: id, userType: z.string(), type: z.enum(NOTIFICATION_TYPES), title: z.string(), message: z.string(),
    isRead: z.boolean(), read: z.boolean().describe('The same as isRead (the spec name)'), data: z.record(z.string(), z.unknown()).nullable(),
    priority: z.enum(NOTIFICATION_PRIORITIES).describe('How much it matters: urgent and high ones stand out'), expiresAt: date.nullable().describe('When it stops being shown (reminders after 24 h, new-job alerts after 48 h)'), createdAt: date,
  })
  .meta({ id: 'Notification', description: 'A notification to one user' });
export const ClientOut = z
  .object({
    id, name: z.string(), phone: z.string().nullable(), email: z.string(), address: z.string().nullable(), city: z.string().nullable(),
    state: z.string().nullable(), zipCode: z.string().nullable(), notes: z.string().nullable(), preferredContactMethod: z.string(),
    emailNotifications: z.boolean(), smsNotifications: z.boolean(), marketingEmails: z.boolean(), appointmentReminders: z.boolean(), createdAt: date,
  })
  .meta({ id: 'Client', description: "A client's profile" });
const CategoryRef = z.object({ id, name: z.string(), icon: z.string() }).meta({ id: 'CategoryRef', description: 'A category, in short' });
export const ProviderFields = {
  id, name: z.string(), email: z.string(), phone: z.string(), zipCode: z.string(), serviceRadius: z.number(),
  categoryId: id.nullable(), category: CategoryRef.nullable(),
  serviceCategories: z.array(z.number().int()), status: z.string(), onboardingCompleted: z.boolean(), documentVerificationStatus: z.string(),
  backgroundCheckStatus: z.string(), rating: z.string().describe("One decimal, as text ('0.0')"), ratingCount: z.number().int(), totalJobs: z.number(), completedJobs: z.number(),
  latitude: z.number().nullable(), longitude: z.number().nullable(), hourlyRate: money, clientId: id.nullable(), onboardingData: z.string().describe('JSON text'),
  createdAt: date,
};
export const ProviderOut = z.object(ProviderFields).meta({ id: 'ServiceProvider', description: 'A worker (service provider) and their application' });
export const LineItemOut = z
  .object({ id, type: z.string(), description: z.string(), quantity: z.number(), rate: money, amount: money })
  .meta({ id: 'InvoiceLineItem', description: 'One line of an invoice' });
export const InvoiceFields = {
  id, invoiceNumber: z.string(), status: z.string(), subtotal: money, finalAmount: money, originalAmount: money, paidAt: date.nullable(),
  description: z.string().nullable(), notes: z.string().nullable(), editReason: z.string().nullable(), lastEditedBy: z.string().nullable(), requestId: id, providerId: id.nullable(),
  clientId: id, createdAt: date, updatedAt: date, lineItems: z.array(LineItemOut).optional().describe('The lines (absent on a few summaries)'),
};
export const InvoiceOut = z.object(InvoiceFields).meta({ id: 'Invoice', description: 'An invoice for a service request' });
export const ActivityOut = z
  .object({ id, requestId: id, action: z.string(), description: z.string(), actorRole: z.string().nullable(), photoIds: z.array(z.number().int()), createdAt: date })
  .meta({ id: 'Activity', description: "An entry of a request's timeline" });
const RequestClient = z
  .object({ id, name: z.string(), email: z.string(), phone: z.string().nullable(), address: z.string().nullable(), city: z.string().nullable(), state: z.string().nullable(), zipCode: z.string().nullable() })
  .describe("The request's client (a worker seeing an open job gets no contact details)");
const RequestProvider = z.object({ id, name: z.string(), email: z.string(), phone: z.string(), rating: z.string() }).describe("The request's worker");
export const RequestCoreOut = z.object({
  id, title: z.string(), description: z.string(), serviceTypeName: z.string().nullable(), categoryId: id, clientId: id, providerId: id.nullable(),
  status: z.enum(REQUEST_STATUSES), displayStatus: z.enum(DISPLAY_STATUSES).describe('awaiting_payment for an unpaid pending request'), priority: z.enum(PRIORITIES),
  appointmentFee: money, appointmentFeePaid: z.boolean(), paymentStatus: z.enum(REQUEST_PAYMENT_STATUSES), estimatedCost: money, actualCost: money, clientName: z.string(),
  serviceAddress: z.string().nullable(), serviceCity: z.string(), serviceState: z.string(), serviceZipCode: z.string(),
  serviceLatitude: z.number().nullable(), serviceLongitude: z.number().nullable(), preferredDate: z.string().nullable(),
  preferredTime: z.string().nullable(), specificTime: z.string().nullable(), alternativeTime1: z.string().nullable(), alternativeTime2: z.string().nullable(),
  scheduledAt: date.nullable(), scheduledDate: date.nullable().describe('The same as scheduledAt'), estimatedDuration: z.number().nullable(), notes: z.string().nullable(),
  balancePaid: z.boolean(), paymentMethod: z.string().nullable(), paymentDate: date.nullable(), paymentAmount: money, hundredDollarSpecial: z.boolean(), invoicePaid: z.boolean(),
  invoicePaymentAmount: money, invoicePaymentDate: date.nullable(), adminApprovalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  rating: z.number().nullable(), inspectionDate: date.nullable(), inspectionNotes: z.string().nullable(), tip: money, createdAt: date, updatedAt: date, completedAt: date.nullable(),
  onMyWayAt: date.nullable().describe('When the worker last said "On my way"'), etaMinutes: z.number().int().nullable().describe("The arrival estimate given then, in minutes (worker ZIP to job ZIP at 30 mph, rounded up to 5); null when it could not be estimated"),
});
export const RequestOut = RequestCoreOut.extend({
  category: CategoryRef.nullable(), client: RequestClient.nullable(), provider: RequestProvider.nullable(), assignedWorkerName: z.string().nullable(),
  invoices: z.array(InvoiceOut).optional().describe('Detail only'), activities: z.array(ActivityOut).optional().describe('Detail only'),
}).meta({ id: 'ServiceRequest', description: 'A service request (a job, for its worker)' });
export const Success = z.object({ success: z.boolean() });
