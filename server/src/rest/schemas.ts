import { z } from 'zod';

/** Response shapes for the OpenAPI document (the main fields; rest/shape.ts builds them). */
const money = z.number().nullable().describe('Dollars, two decimals');
const date = z.string().describe('ISO 8601 date-time');

export const UserOut = z.object({ id: z.number(), email: z.string(), role: z.enum(['client', 'worker', 'admin']), firstName: z.string(), lastName: z.string(), phone: z.string().nullable() });
export const AuthOut = z.object({ token: z.string().describe('Session token; also set as the httpOnly sid cookie'), user: UserOut });
export const CategoryOut = z.object({ id: z.number(), name: z.string(), icon: z.string(), color: z.string(), requiresScheduling: z.boolean(), description: z.string().nullable() });
export const ServiceTypeOut = z.object({ id: z.number(), name: z.string(), categoryId: z.number() });
export const NotificationOut = z.object({
  id: z.number(), userId: z.number(), userType: z.string(), type: z.string(), title: z.string(), message: z.string(),
  isRead: z.boolean(), read: z.boolean(), data: z.record(z.string(), z.unknown()).nullable(),
  priority: z.enum(['low', 'medium', 'high', 'urgent']), expiresAt: date.nullable(), createdAt: date,
});
export const ClientOut = z.object({
  id: z.number(), name: z.string(), phone: z.string().nullable(), email: z.string(), address: z.string().nullable(), city: z.string().nullable(),
  state: z.string().nullable(), zipCode: z.string().nullable(), notes: z.string().nullable(), preferredContactMethod: z.string(),
  emailNotifications: z.boolean(), smsNotifications: z.boolean(), marketingEmails: z.boolean(), appointmentReminders: z.boolean(), createdAt: date,
});
export const ProviderOut = z.object({
  id: z.number(), name: z.string(), email: z.string(), phone: z.string(), zipCode: z.string(), serviceRadius: z.number(),
  categoryId: z.number().nullable(), category: z.object({ id: z.number(), name: z.string(), icon: z.string() }).nullable(),
  serviceCategories: z.array(z.number()), status: z.string(), onboardingCompleted: z.boolean(), documentVerificationStatus: z.string(),
  backgroundCheckStatus: z.string(), rating: z.string().describe("One decimal, as text ('0.0')"), totalJobs: z.number(), completedJobs: z.number(),
  latitude: z.number().nullable(), longitude: z.number().nullable(), hourlyRate: money, clientId: z.number().nullable(), onboardingData: z.string().describe('JSON text'),
});
export const LineItemOut = z.object({ id: z.number(), type: z.string(), description: z.string(), quantity: z.number(), rate: money, amount: money });
export const InvoiceOut = z.object({
  id: z.number(), invoiceNumber: z.string(), status: z.string(), subtotal: money, finalAmount: money, originalAmount: money, paidAt: date.nullable(),
  notes: z.string().nullable(), editReason: z.string().nullable(), lastEditedBy: z.string().nullable(), requestId: z.number(), providerId: z.number().nullable(),
  clientId: z.number(), createdAt: date, lineItems: z.array(LineItemOut).optional(),
});
export const ActivityOut = z.object({ id: z.number(), action: z.string(), description: z.string(), createdAt: date });
export const RequestOut = z.object({
  id: z.number(), title: z.string(), description: z.string(), categoryId: z.number(), category: z.object({ id: z.number(), name: z.string(), icon: z.string() }).nullable(),
  clientId: z.number(), client: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), address: z.string().nullable() }).nullable(),
  providerId: z.number().nullable(), provider: z.object({ name: z.string(), email: z.string(), phone: z.string(), rating: z.string() }).nullable(),
  status: z.string(), displayStatus: z.string().describe('awaiting_payment for an unpaid pending request'), priority: z.string(),
  appointmentFee: money, appointmentFeePaid: z.boolean(), paymentStatus: z.string(), estimatedCost: money, actualCost: money, clientName: z.string(),
  serviceAddress: z.string().nullable(), serviceCity: z.string(), serviceState: z.string(), serviceZipCode: z.string(), preferredDate: z.string().nullable(),
  preferredTime: z.string().nullable(), specificTime: z.string().nullable(), scheduledAt: date.nullable(), notes: z.string().nullable(),
  balancePaid: z.boolean(), paymentAmount: money, hundredDollarSpecial: z.boolean(), invoicePaid: z.boolean(), adminApprovalStatus: z.string().nullable(),
  rating: z.number().nullable(), assignedWorkerName: z.string().nullable(), createdAt: date, updatedAt: date, completedAt: date.nullable(),
  invoices: z.array(InvoiceOut).optional().describe('Detail only'), activities: z.array(ActivityOut).optional().describe('Detail only'),
});
export const Success = z.object({ success: z.boolean() });
