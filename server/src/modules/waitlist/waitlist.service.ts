/**
 * Module waitlist: the waitlist.
 * Owns: waitlist_entries. Words: waitlist-words.ts (WaitlistRole).
 * Entry points: WaitlistService.join.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { WaitlistEntry } from './waitlist-entry.entity';
import { Validator, clean, isEmail, isPhone, isUsState } from '../../shared/validate';
import { normalizeEmail } from '../users/account-rules';
import { WAITLIST_ROLES } from './waitlist-words';

export interface JoinWaitlistInput {
  email: string;
  phone: string;
  zipCode: string;
  city?: string | null;
  state?: string | null;
  userType?: string | null;
}

/** The expansion waitlist. Signing up twice with the same e-mail and ZIP is answered kindly, not as an error. */
export class WaitlistService {
  constructor(private readonly em: EntityManager) {}

  async join(input: JoinWaitlistInput): Promise<{ entry: WaitlistEntry; alreadyJoined: boolean }> {
    const email = normalizeEmail(input.email);
    const zip = (input.zipCode ?? '').trim();
    new Validator()
      .required(email, 'email', 'Email is required')
      .check(!email || isEmail(email), 'email', 'Please enter a valid email address')
      .required(input.phone, 'phone', 'Phone is required')
      .check(!clean(input.phone) || isPhone(input.phone), 'phone', 'Please enter a valid phone number')
      .required(zip, 'zipCode', 'ZIP code is required')
      .check(!zip || /^\d{5}$/.test(zip), 'zipCode', 'ZIP code must be 5 digits')
      .maxLength(input.city, 100, 'city', 'City')
      .check(!clean(input.state) || isUsState(input.state), 'state', 'Please choose a state')
      .word(input.userType, WAITLIST_ROLES, 'userType', 'Choose client or worker')
      .throwIfInvalid();
    const userType = input.userType ?? 'client';
    const inserted = await this.em.getConnection().execute<{ id: number }[]>(
      `insert into waitlist_entries (email, phone, zip_code, city, state, user_type, created_at) values (?, ?, ?, ?, ?, ?, now())
       on conflict (email, zip_code) do nothing returning id`,
      [email, input.phone.trim(), zip, clean(input.city), clean(input.state), userType],
    );
    const entry = await this.em.findOneOrFail(WaitlistEntry, { email, place: { zipCode: zip } });
    return { entry, alreadyJoined: inserted.length === 0 };
  }
}
