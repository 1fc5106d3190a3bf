import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from './client.entity';
import type { ClientStats, ReferralInfo, UpdateClientProfileInput } from './client.types';
import { ServiceRequest } from '../requests/service-request.entity';
import { Review } from '../reviews/review.entity';
import { ServiceProvider } from '../providers/service-provider.entity';
import type { Viewer } from '../auth/viewer';
import { DONE_STATUSES } from '../../domain/request-status';
import { REFERRAL_BONUS_CENTS, REFERRAL_REQUIRED_JOBS } from '../../domain/constants';
import { Validator, clean, isEmail, isPhone, isUsState } from '../../shared/validate';
import { forbidden, notFound } from '../../shared/errors';
import { normalizeEmail } from '../users/account-rules';

export const CONTACT_METHODS = ['phone', 'email', 'sms'] as const;

/** The client's own account: profile, notification choices, stats and referrals. */
export class ClientService {
  constructor(private readonly em: EntityManager) {}

  async me(viewer: Viewer): Promise<Client> {
    if (viewer.clientId === null) throw forbidden('Only clients have a client profile');
    const c = await this.em.findOne(Client, { id: viewer.clientId });
    if (!c) throw notFound('Client');
    return c;
  }

  async updateProfile(viewer: Viewer, input: UpdateClientProfileInput): Promise<Client> {
    const c = await this.me(viewer);
    const zip = clean(input.zipCode);
    new Validator()
      .required(input.name, 'name', 'Name is required')
      .maxLength(input.name, 200, 'name', 'Name')
      .check(isEmail(input.email), 'email', 'Please enter a valid email address')
      .check(!clean(input.phone) || isPhone(input.phone), 'phone', 'Please enter a valid phone number')
      .maxLength(input.address, 300, 'address', 'Address')
      .maxLength(input.city, 100, 'city', 'City')
      .check(!clean(input.state) || isUsState(input.state), 'state', 'Please choose a state')
      .check(!zip || /^\d{5}$/.test(zip), 'zipCode', 'ZIP code must be 5 digits')
      .check((CONTACT_METHODS as readonly string[]).includes(input.preferredContactMethod), 'preferredContactMethod', 'Choose phone, email or sms')
      .throwIfInvalid();
    Object.assign(c, {
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      phone: clean(input.phone),
      address: clean(input.address),
      city: clean(input.city),
      state: clean(input.state),
      zipCode: zip,
      preferredContactMethod: input.preferredContactMethod,
      emailNotifications: input.emailNotifications,
      smsNotifications: input.smsNotifications,
      marketingEmails: input.marketingEmails,
      appointmentReminders: input.appointmentReminders,
    });
    await this.em.flush();
    return c;
  }

  async stats(viewer: Viewer): Promise<ClientStats> {
    const pendingApplication = this.em.count(ServiceProvider, { $or: [...(viewer.clientId ? [{ client: viewer.clientId }] : []), { user: viewer.user.id }], status: { $in: ['pending_approval', 'pending'] } });
    if (viewer.clientId === null) {
      // A worker who has not requested anything yet: no requests, but the application banner still applies.
      return { totalRequests: 0, completed: 0, averageRatingGiven: null, reviewCount: 0, memberSince: viewer.user.createdAt, pendingProviderApplication: (await pendingApplication) > 0 };
    }
    const c = await this.me(viewer);
    const [totalRequests, completed, reviews, pending] = await Promise.all([
      this.em.count(ServiceRequest, { client: c.id, status: { $ne: 'cancelled' } }),
      this.em.count(ServiceRequest, { client: c.id, status: { $in: DONE_STATUSES } }),
      this.em.find(Review, { client: c.id }, { fields: ['workerRating'] }),
      pendingApplication,
    ]);
    const avg = reviews.length ? Math.round((reviews.reduce((s, r) => s + r.workerRating, 0) / reviews.length) * 10) / 10 : null;
    return { totalRequests, completed, averageRatingGiven: avg, reviewCount: reviews.length, memberSince: c.createdAt, pendingProviderApplication: pending > 0 };
  }

  /** A real code per user; counts from the accounts that signed up with it. */
  async referral(viewer: Viewer): Promise<ReferralInfo> {
    const conn = this.em.getConnection();
    const [row] = await conn.execute<{ referred: number; qualified: number }[]>(
      `select count(*)::int as referred,
              count(*) filter (where (select count(*) from service_requests r join clients c on c.id = r.client_id
                                      where c.user_id = u.id and r.status in ('completed', 'closed_successful')) >= ?)::int as qualified
         from users u where u.referred_by_id = ?`,
      [REFERRAL_REQUIRED_JOBS, viewer.user.id],
    );
    return {
      code: viewer.user.referralCode,
      referred: row?.referred ?? 0,
      qualified: row?.qualified ?? 0,
      earnedCents: (row?.qualified ?? 0) * REFERRAL_BONUS_CENTS,
      bonusCents: REFERRAL_BONUS_CENTS,
      requiredJobs: REFERRAL_REQUIRED_JOBS,
    };
  }
}
