/**
 * Module clients: client profiles.
 * Owns: clients (contact details, address, preferred contact method, referral).
 * Entry points: ClientService (profile, stats, referral info), Client.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Place } from '../../domain/place';
import { Client } from './client.entity';
import type { ReferralInfo, UpdateClientProfileInput } from './client.types';
import type { User } from '../users/user.entity';
import { REFERRAL_BONUS_CENTS, REFERRAL_REQUIRED_JOBS } from '../../domain/constants';
import { Validator, clean, isEmail, isPhone, isUsState } from '../../shared/validate';
import { forbidden, notFound } from '../../shared/errors';
import { normalizeEmail } from '../users/account-rules';

import { CONTACT_METHODS } from './client-words';

export { CONTACT_METHODS };

/** The client's own account: profile, notification choices, stats and referrals. */
/** The viewer as a client's own-profile methods read it (a signed-in Viewer fits). */
export interface ClientViewer {
  readonly user: User;
  clientId: number | null;
}

export class ClientService {
  constructor(private readonly em: EntityManager) {}

  async me(viewer: ClientViewer): Promise<Client> {
    if (viewer.clientId === null) throw forbidden('Only clients have a client profile');
    const c = await this.em.findOne(Client, { id: viewer.clientId });
    if (!c) throw notFound('Client');
    return c;
  }

  async updateProfile(viewer: ClientViewer, input: UpdateClientProfileInput): Promise<Client> {
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
      contactAddress: Place.of({ street: clean(input.address), city: clean(input.city), state: clean(input.state), zipCode: zip }),
      preferredContactMethod: input.preferredContactMethod,
      emailNotifications: input.emailNotifications,
      smsNotifications: input.smsNotifications,
      marketingEmails: input.marketingEmails,
      appointmentReminders: input.appointmentReminders,
    });
    await this.em.flush();
    return c;
  }

  /** A real code per user; counts from the accounts that signed up with it. */
  async referral(viewer: ClientViewer): Promise<ReferralInfo> {
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
