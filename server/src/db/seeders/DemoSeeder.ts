import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { seedCatalogIfEmpty } from './catalog-seeder';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts';
import { ServiceCategory } from '../../modules/catalog/service-category.entity';
import { Role, User } from '../../modules/users/user.entity';
import { Client } from '../../modules/clients/client.entity';
import { ServiceProvider } from '../../modules/providers/service-provider.entity';
import { ServiceRequest } from '../../modules/requests/service-request.entity';
import { Activity } from '../../modules/requests/activity.entity';
import { Invoice } from '../../modules/invoices/invoice.entity';
import { InvoiceLineItem, type LineItemType } from '../../modules/invoices/invoice.entity';
import { Payment } from '../../modules/payments/payment.entity';
import { PaymentMethod } from '../../modules/payments/payment-method.entity';
import { WorkerPayout } from '../../modules/payouts/worker-payout.entity';
import { Notification } from '../../modules/notifications/notification.entity';
import { Review } from '../../modules/reviews/review.entity';
import { WaitlistEntry } from '../../modules/waitlist/waitlist-entry.entity';
import { AuditEvent } from '../../modules/audit/audit-event.entity';
import { hashPassword } from '../../modules/users/password';
import { newReferralCode } from '../../modules/users/referral-code';
import { Place, type CompletePlace } from '../../domain/place';
import { Approval } from '../../domain/approval';
import { sealAccountNumber } from '../../modules/providers/bank-account';
import { billingBreakdown, payoutTiming } from '../../domain/billing';
import { lineAmount } from '../../domain/money';
import { CONSULTATION_TOTAL_CENTS, SPECIAL_WORKER_EARNINGS_CENTS } from '../../domain/constants';
import type { RequestStatus } from '../../domain/request-status';
import type { Audience } from '../../domain/words';
import { requestNumber } from '../../domain/request-number';
import type { NotificationType } from '../../modules/notifications/notification-types';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Demo data for a fresh database (on the catalog, loaded first when missing): an admin, two clients, three approved
 * workers, one pending application, and requests in every status with their invoices,
 * payments, payouts, notes, reviews and notifications, so every screen shows something real.
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await seedCatalogIfEmpty(em);
    const categories = new Map((await em.find(ServiceCategory, {})).map((c) => [c.name, c]));
    const cat = (name: string) => {
      const found = categories.get(name);
      if (!found) throw new Error(`The demo data needs the catalog's "${name}" category`);
      return found;
    };

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const user = (key: keyof typeof DEMO_USERS, role: Role) =>
      em.create(User, { ...DEMO_USERS[key], role, passwordHash, referralCode: newReferralCode() });
    const admin = user('admin', Role.admin);
    const clientUser = user('client', Role.client);
    const client2User = user('client2', Role.client);
    const workerUser = user('worker', Role.worker);
    const worker2User = user('worker2', Role.worker);
    const worker3User = user('worker3', Role.worker);
    const applicantUser = user('applicant', Role.worker);
    await em.flush();
    client2User.referredById = clientUser.id;

    const client1 = em.create(Client, { user: clientUser, name: clientUser.fullName, email: clientUser.email, phone: clientUser.phone, contactAddress: Place.of({ street: '412 Music Row', city: 'Nashville', state: 'TN', zipCode: '37203' }), createdAt: daysAgo(120) });
    const client2 = em.create(Client, { user: client2User, name: client2User.fullName, email: client2User.email, phone: client2User.phone, contactAddress: Place.of({ street: '88 Franklin Rd', city: 'Brentwood', state: 'TN', zipCode: '37027' }), createdAt: daysAgo(60), preferredContactMethod: 'email' });
    em.create(PaymentMethod, { client: client1, kind: 'google_pay', label: 'Google Pay', isDefault: true });
    // The spec's demo list: Apple Pay, Google Pay and a card.
    em.create(PaymentMethod, { client: client1, kind: 'apple_pay', label: 'Apple Pay' });
    em.create(PaymentMethod, { client: client1, kind: 'card', label: 'Visa ending 4242', brand: 'Visa', last4: '4242' });
    em.create(PaymentMethod, { client: client2, kind: 'apple_pay', label: 'Apple Pay', isDefault: true });

    const provider = (u: User, zip: string, radius: number, cats: ServiceCategory[], approved: boolean, rate: number) => {
      return em.create(ServiceProvider, {
        user: u,
        name: u.fullName,
        email: u.email,
        phone: u.phone ?? '',
        place: Place.locate({ zipCode: zip }),
        serviceRadius: radius,
        category: cats[0],
        serviceCategories: cats.map((c) => c.id),
        status: approved ? 'available' : 'pending_approval',
        backgroundCheckStatus: approved ? 'approved' : 'pending',
        documentVerificationStatus: approved ? 'approved' : 'pending',
        hourlyRateCents: rate,
        approvedAt: approved ? daysAgo(90) : null,
        onboardingData: {
          workerInfo: { name: u.fullName, email: u.email, phone: u.phone ?? '', zipCode: zip, serviceRadius: radius, serviceAreas: [zip] },
          selectedCategories: cats.map((c) => c.id),
          serviceAgreements: { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true },
          submittedAt: daysAgo(approved ? 95 : 2).toISOString(),
        },
        ...(approved ? { bankAccountHolderName: u.fullName, bankName: 'Pinnacle Bank', bankAccountType: 'checking', bankRoutingNumber: '064008637', bankAccountNumber: sealAccountNumber('000123456789'), bankVerified: true } : {}),
      });
    };
    await em.flush();
    const w1 = provider(workerUser, '37203', 50, [cat('House Cleaning'), cat('Maintenance & Repair')], true, 4500);
    const w2 = provider(worker2User, '37027', 25, [cat('Lawn & Landscaping'), cat('Pool Services')], true, 4000);
    const w3 = provider(worker3User, '37215', 100, [cat('Home Improvements'), cat('Maintenance & Repair')], true, 6500);
    provider(applicantUser, '37076', 50, [cat('Pet & Baby Care')], false, 3000);
    em.create(WaitlistEntry, { email: 'hopeful@example.com', phone: '404-555-0199', place: Place.locate({ zipCode: '30301', city: 'Atlanta', state: 'GA' }) });
    await em.flush();

    let seq = 0;
    const request = (o: {
      client: Client; category: string; title: string; description: string; status: RequestStatus; paid: boolean;
      provider?: ServiceProvider; estimated?: number; createdDaysAgo: number; scheduledInDays?: number; completedDaysAgo?: number; priority?: 'normal' | 'high' | 'urgent' | 'low' | 'medium'; special?: boolean;
    }) => {
      seq++;
      const zip = o.client.zipCode ?? '37203';
      const created = daysAgo(o.createdDaysAgo);
      return em.create(ServiceRequest, {
        title: o.title,
        description: o.description,
        serviceTypeName: o.title,
        category: cat(o.category),
        client: o.client,
        provider: o.provider ?? null,
        status: o.status,
        priority: o.priority ?? 'normal',
        appointmentFeePaid: o.paid,
        paymentStatus: o.paid ? 'paid' : 'unpaid',
        paymentMethod: o.paid ? 'google_pay' : null,
        paymentDate: o.paid ? created : null,
        paymentAmountCents: o.paid ? CONSULTATION_TOTAL_CENTS : null,
        estimatedCostCents: o.estimated ?? null,
        clientName: o.client.name,
        address: Place.locate({ street: o.client.address ?? '', city: o.client.city, state: o.client.state ?? 'TN', zipCode: zip }, { fillTown: true }) as CompletePlace,
        preferredDate: dateOnly(new Date(created.getTime() + 3 * DAY)),
        preferredTime: seq % 2 ? 'morning' : 'specific',
        specificTime: seq % 2 ? null : '14:30',
        scheduledAt: o.scheduledInDays !== undefined ? new Date(Date.now() + o.scheduledInDays * DAY) : null,
        estimatedDuration: 120,
        hundredDollarSpecial: o.special ?? false,
        createdAt: created,
        updatedAt: created,
        completedAt: o.completedDaysAgo !== undefined ? daysAgo(o.completedDaysAgo) : null,
      });
    };

    const r1 = request({ client: client1, category: 'House Cleaning', title: 'Deep Cleaning', description: 'Three-bedroom home, kitchen and two baths need a deep clean before guests arrive.', status: 'pending', paid: false, createdDaysAgo: 1 });
    const r2 = request({ client: client1, category: 'Maintenance & Repair', title: 'Plumbing Repair', description: 'Kitchen sink drains slowly and the faucet drips.', status: 'pending', paid: true, createdDaysAgo: 0.2, priority: 'high' });
    const r3 = request({ client: client2, category: 'Lawn & Landscaping', title: 'Lawn Mowing', description: 'Front and back yard, about half an acre, edging included.', status: 'pending', paid: true, createdDaysAgo: 0.5 });
    const r4 = request({ client: client2, category: 'House Cleaning', title: 'Standard Cleaning', description: 'Bi-weekly clean of a two-bedroom condo.', status: 'scheduled', paid: true, provider: w1, createdDaysAgo: 4, scheduledInDays: 1, estimated: 18000 });
    const r5 = request({ client: client1, category: 'Maintenance & Repair', title: 'Appliance Repair', description: 'Dishwasher leaves standing water after each cycle.', status: 'in_progress', paid: true, provider: w1, createdDaysAgo: 6, scheduledInDays: 0, estimated: 32000 });
    const r6 = request({ client: client1, category: 'House Cleaning', title: 'Move-In/Move-Out Cleaning', description: 'Empty apartment, full clean for the deposit inspection.', status: 'completed', paid: true, provider: w1, createdDaysAgo: 12, completedDaysAgo: 3, estimated: 26000 });
    const r7 = request({ client: client2, category: 'Lawn & Landscaping', title: 'Leaf Removal', description: 'Heavy leaf cover, haul away included.', status: 'completed', paid: true, provider: w2, createdDaysAgo: 30, completedDaysAgo: 20, estimated: 22000 });
    const r8 = request({ client: client1, category: 'Home Improvements', title: 'Bathroom Remodel', description: 'Replace vanity, re-tile the shower surround and update fixtures.', status: 'closed_pending_review', paid: true, provider: w3, createdDaysAgo: 45, estimated: 420000 });
    const r9 = request({ client: client2, category: 'Home Improvements', title: 'Interior Painting', description: 'Living room, hallway and two bedrooms, walls and trim.', status: 'closed_successful', paid: true, provider: w3, createdDaysAgo: 70, completedDaysAgo: 55, estimated: 180000 });
    const r10 = request({ client: client1, category: 'Pet & Baby Care', title: 'Dog Walking', description: 'Two walks a day for a week while we travel.', status: 'cancelled', paid: false, createdDaysAgo: 15 });
    r10.cancelledAt = daysAgo(14);
    const r11 = request({ client: client2, category: 'House Cleaning', title: 'Window Cleaning', description: 'Inside and outside windows, single-story home.', status: 'completed', paid: true, provider: w1, createdDaysAgo: 9, completedDaysAgo: 7, special: true });
    await em.flush();

    // Consultation fee payments for every paid request.
    for (const r of [r2, r3, r4, r5, r6, r7, r8, r9, r11]) {
      em.create(Payment, { request: r, client: r.client, kind: 'consultation', amountCents: CONSULTATION_TOTAL_CENTS, method: 'google_pay', status: 'succeeded', gatewayTransactionId: `sim_seed_${r.id}`, idempotencyKey: `seed:consultation:${r.id}`, adminApprovalStatus: r.status === 'pending' ? 'pending' : 'approved', createdAt: r.createdAt });
    }

    const invoice = (r: ServiceRequest, status: 'pending_approval' | 'approved', lines: [LineItemType, string, number, number][], createdDaysAgo: number) => {
      const items = lines.map(([type, description, qtyHundredths, rate], position) => ({ type, description, quantityHundredths: qtyHundredths, rateCents: rate, amountCents: lineAmount(qtyHundredths, rate), position }));
      const subtotal = items.reduce((s, li) => s + li.amountCents, 0);
      const inv = em.create(Invoice, { invoiceNumber: `INV-${r.id}-${daysAgo(createdDaysAgo).getUTCFullYear()}`, status, request: r, provider: r.provider, client: r.client, subtotalCents: subtotal, finalAmountCents: subtotal, notes: 'Thank you for choosing Elite Services.', createdAt: daysAgo(createdDaysAgo) });
      items.forEach((li) => em.create(InvoiceLineItem, { ...li, invoice: inv }));
      r.actualCostCents = subtotal;
      em.create(Activity, { request: r, action: 'invoice_created', description: `Invoice ${inv.invoiceNumber} created for $${(subtotal / 100).toFixed(2)}`, actorRole: 'worker', createdAt: daysAgo(createdDaysAgo) });
      return inv;
    };
    invoice(r5, 'pending_approval', [['labor', 'Labor Hours', 300, 4500], ['material', 'Drain pump', 100, 8900]], 1);
    invoice(r6, 'approved', [['labor', 'Labor Hours', 500, 4500], ['fee', 'Supplies', 100, 2500]], 3);
    invoice(r7, 'approved', [['labor', 'Labor Hours', 400, 4000], ['mileage', 'Mileage', 2400, 67]], 20);
    invoice(r8, 'approved', [['labor', 'Labor Hours', 4000, 6500], ['material', 'Tile and fixtures', 100, 148000]], 5);
    invoice(r9, 'approved', [['labor', 'Labor Hours', 2400, 6500], ['material', 'Paint and supplies', 100, 32000]], 55);

    // r6: the client paid the balance; it waits in the admin review queue.
    const b6 = billingBreakdown({ serviceCostCents: r6.actualCostCents! });
    r6.invoicePaid = true;
    r6.balancePaid = true;
    r6.invoicePaymentAmountCents = b6.balanceDueCents;
    r6.invoicePaymentDate = daysAgo(2);
    r6.adminApprovalStatus = 'pending';
    em.create(Payment, { request: r6, client: r6.client, kind: 'balance', amountCents: b6.balanceDueCents, method: 'google_pay', status: 'succeeded', gatewayTransactionId: `sim_seed_bal_${r6.id}`, idempotencyKey: `seed:balance:${r6.id}`, createdAt: daysAgo(2) });
    // r7: balance still unpaid 20 days after completion: past due.
    // r9: paid, approved and paid out.
    const b9 = billingBreakdown({ serviceCostCents: r9.actualCostCents! });
    Object.assign(r9, { invoicePaid: true, balancePaid: true, invoicePaymentAmountCents: b9.balanceDueCents, invoicePaymentDate: daysAgo(54), adminApprovalStatus: 'approved', inspectionNotes: 'Walls and trim inspected; clean lines, no touch-ups needed.', inspectionDate: daysAgo(54), rating: 5 });
    em.create(Payment, { request: r9, client: r9.client, kind: 'balance', amountCents: b9.balanceDueCents, method: 'apple_pay', status: 'succeeded', gatewayTransactionId: `sim_seed_bal_${r9.id}`, idempotencyKey: `seed:balance:${r9.id}`, approval: Approval.by(admin.id, daysAgo(54)), createdAt: daysAgo(54) });
    em.create(WorkerPayout, { request: r9, provider: w3, serviceCostCents: r9.actualCostCents!, amountCents: b9.workerPayoutCents, timing: payoutTiming(r9.actualCostCents!), status: 'paid', approval: Approval.by(admin.id, daysAgo(54)), createdAt: daysAgo(54) });
    em.create(AuditEvent, { actorId: admin.id, actorRole: 'admin', action: 'payout_approved', entityType: 'service_request', entityId: r9.id, requestId: r9.id, amountCents: b9.workerPayoutCents, before: { status: 'closed_pending_review' }, after: { status: 'closed_successful' }, createdAt: daysAgo(54) });
    // r11: the $100 Special, approved, worker earns $78.25.
    Object.assign(r11, { actualCostCents: 10000, invoicePaid: true, balancePaid: true, adminApprovalStatus: 'approved', rating: 4 });
    em.create(WorkerPayout, { request: r11, provider: w1, serviceCostCents: 10000, amountCents: SPECIAL_WORKER_EARNINGS_CENTS, timing: 'instant', status: 'paid', approval: Approval.by(admin.id, daysAgo(6)), createdAt: daysAgo(6) });

    // Timelines.
    const note = (r: ServiceRequest, action: string, description: string, d: number, actorRole = 'worker') => em.create(Activity, { request: r, action, description, actorRole, createdAt: daysAgo(d) });
    note(r4, 'appointment_confirmed', 'Visit scheduled for tomorrow morning.', 2);
    note(r5, 'job_started', 'Job accepted and started by Marcus Reed.', 5);
    note(r5, 'note_added', 'Diagnosed a clogged drain pump; replacement ordered.', 3);
    note(r6, 'job_completed', 'Apartment cleaned top to bottom; photos attached for the deposit inspection.', 3);
    note(r8, 'note_added', 'Tile work finished; fixtures installed. Ready for inspection.', 2);
    note(r9, 'inspection_approved', 'Inspection passed; payout released.', 54, 'admin');

    // Reviews and ratings.
    em.create(Review, { request: r9, client: client2, provider: w3, workerRating: 5, serviceRating: 5, comment: 'Sam and his crew were meticulous. The rooms look brand new.', createdAt: daysAgo(53) });
    em.create(Review, { request: r11, client: client2, provider: w1, workerRating: 4, serviceRating: 4, comment: 'Quick and friendly, streak-free windows.', createdAt: daysAgo(6) });
    w3.rating = 5; w3.ratingCount = 1; w3.completedJobs = 1; w3.totalJobs = 2;
    w1.rating = 4; w1.ratingCount = 1; w1.completedJobs = 2; w1.totalJobs = 4;
    w2.completedJobs = 1; w2.totalJobs = 1;

    // Notifications for every side.
    const notify = (u: User, userType: Audience, type: NotificationType, title: string, message: string, d: number, isRead = false, data: Record<string, unknown> | null = null) =>
      em.create(Notification, { user: u, userType, type, title, message, isRead, data, createdAt: daysAgo(d) });
    notify(clientUser, 'client', 'welcome_new_client', 'Welcome to Elite Services!', 'Your account is ready. Request your first service whenever you like.', 120, true);
    notify(clientUser, 'client', 'request_submitted_unpaid', 'Request saved', `Request ${requestNumber(r1.id)} is saved. Pay the consultation fee to get matched.`, 1);
    notify(clientUser, 'client', 'payment_processed', 'Payment processed', `Your $102.99 consultation fee for request ${requestNumber(r2.id)} was received.`, 0.2);
    notify(clientUser, 'client', 'job_started', 'Job Started!', `Marcus Reed accepted request ${requestNumber(r5.id)} and started work.`, 5, true);
    notify(clientUser, 'client', 'job_completed', 'Job completed', `Request ${requestNumber(r6.id)} is complete. Tell us how it went!`, 3, false, { jobId: r6.id, beforePhotos: [], afterPhotos: [] });
    notify(client2User, 'client', 'appointment_scheduled', 'Appointment scheduled', `Your cleaning (request ${requestNumber(r4.id)}) is scheduled for tomorrow.`, 2);
    notify(workerUser, 'worker', 'new_job_available', 'New job available', `Plumbing Repair in Nashville (request ${requestNumber(r2.id)}).`, 0.2);
    notify(workerUser, 'worker', 'job_assignment', 'New assignment', `You were assigned request ${requestNumber(r4.id)}.`, 2, true);
    notify(workerUser, 'worker', 'rating_received', 'New rating', 'You received a 4-star review.', 6);
    notify(worker2User, 'worker', 'new_job_available', 'New job available', `Lawn Mowing in Brentwood (request ${requestNumber(r3.id)}).`, 0.5);
    notify(worker3User, 'worker', 'payment_received', 'Payout sent', `Your payout for request ${requestNumber(r9.id)} was released.`, 54, true);
    notify(admin, 'admin', 'new_worker_application', 'New worker application', 'Riley Chen applied for Pet & Baby Care.', 2);
    notify(admin, 'admin', 'job_requires_review', 'Job requires review', `Request ${requestNumber(r8.id)} is closed and waiting for inspection.`, 2);
    notify(admin, 'admin', 'payment_processed', 'Balance paid', `The client paid the balance of request ${requestNumber(r6.id)}; approve to release funds.`, 2);
    await em.flush();
  }
}
