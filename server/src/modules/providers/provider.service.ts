/**
 * Module providers: workers.
 * Owns: service_providers (profile, categories, radius, approval, checks), applications,
 * bank accounts (sealed at rest, bank-account-sealing.ts), the worker gate (worker-gate.ts).
 * Words: provider-words.ts (ProviderStatus, CheckStatus, BankAccountKind).
 * Entry points: ProviderService (apply, settings, bank account), requireApprovedProvider.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceProvider, type OnboardingData, type ProviderSettings } from './service-provider.entity';
import { ServiceCategory } from '../catalog/service-category.entity';
import { Role, User } from '../users/user.entity';
import { hashPassword } from '../users/password';
import { newPasswordProblem, normalizeEmail } from '../users/account-rules';
import type { RateLimits } from '../../shared/rate-limit';
import { newReferralCode } from '../users/referral-code';
import type { NotificationService } from '../notifications/notification.service';
import { enqueueAfterCommit } from '../outbox/outbox';
import { audit } from '../audit/audit.service';
import { Place } from '../../domain/place';
import { isInServiceArea, isValidZip } from '../../domain/service-area';
import { SERVICE_RADIUS_OPTIONS, SIGNUP_MIN_RADIUS_MILES } from '../../domain/constants';
import { Validator, clean, isEmail, isPhone, isUsState } from '../../shared/validate';
import { conflict, fieldError, forbidden, isUniqueViolation } from '../../shared/errors';
import { isAccountNumber, isRoutingNumber, maskDigits, openAccountNumber, sealAccountNumber } from './bank-account';
import type { BankAccountInput, BankAccountType, ProviderApplicationInput, ProviderSettingsInput, ProviderSettingsType } from './provider.types';

export const AGREEMENTS_MISSING_MESSAGE = 'Please check all service agreements marked with a red asterisk (*) to proceed to onboarding.';
export const OUT_OF_AREA_MESSAGE = 'We are not serving this ZIP code yet. Join the expansion waitlist and we will let you know when we arrive.';
const ALREADY_APPLIED = 'You have already applied to become a provider';

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') || '-' };
}

/** The viewer as a worker's own-record methods read it (a signed-in Viewer fits). */
export interface ProviderViewer {
  readonly user: User;
  role: Role;
  clientId: number | null;
  readonly provider: ServiceProvider | null;
  impersonatorId: number | null;
}

/** What applying needs of the sessions: a session for a new account, a notice when an account's access changes (auth's SessionService). */
export interface ApplicantSessions {
  issue(user: User): Promise<{ token: string }>;
  accessChanged(userId: number): Promise<void>;
}

/**
 * The worker's own record: the provider application (creating the provider with every
 * default of spec part 1 s3), the approval status, profile settings and the payout bank
 * account. Every method acts on the signed-in viewer's own record.
 */
export class ProviderService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationService,
    private readonly sessions: ApplicantSessions,
    private readonly limits: RateLimits,
  ) {}

  private requireProvider(viewer: ProviderViewer): ServiceProvider {
    if (!viewer.provider) throw forbidden('Only service providers can do this');
    return viewer.provider;
  }

  private async validCategories(ids: (string | number)[] | null | undefined, v: Validator): Promise<number[]> {
    const unique = [...new Set((ids ?? []).map(Number))].filter(Number.isSafeInteger);
    v.check(unique.length > 0, 'categoryIds', 'Please select at least one service category');
    if (unique.length === 0) return [];
    const found = await this.em.find(ServiceCategory, { id: { $in: unique } }, { fields: ['id'] });
    v.check(found.length === unique.length, 'categoryIds', 'Please choose categories from the list');
    return unique;
  }

  /**
   * Submit the provider application. A signed-in worker without a record, a client (who
   * becomes a worker account and keeps their requests), or a visitor (who gives a password
   * and gets a new worker account and session) may apply once. Creates the provider as
   * pending_approval with both checks pending, rating 0, onboarding completed and the
   * onboardingData of the wizard; tells the admins (new_worker_application) and the applicant.
   */
  async apply(viewer: ProviderViewer | null, input: ProviderApplicationInput, ip: string): Promise<{ provider: ServiceProvider; token: string | null }> {
    if (viewer?.role === Role.admin) throw forbidden('Admins cannot apply as service providers');
    if (viewer?.provider) throw conflict(ALREADY_APPLIED);
    const name = (input.name ?? '').trim();
    const email = normalizeEmail(input.email);
    const phone = (input.phone ?? '').trim();
    const zipCode = (input.zipCode ?? '').trim();
    const radius = Number(input.serviceRadius);
    const a = input.agreements;
    const v = new Validator()
      .required(name, 'name', 'Name is required')
      .maxLength(name, 200, 'name', 'Name')
      .check(isEmail(email), 'email', 'Please enter a valid email address')
      .check(isPhone(phone), 'phone', 'Please enter a valid phone number')
      .check(isValidZip(zipCode), 'zipCode', 'ZIP code must be 5 digits')
      .check(isInServiceArea(zipCode), 'zipCode', OUT_OF_AREA_MESSAGE)
      .check((SERVICE_RADIUS_OPTIONS as readonly number[]).includes(radius), 'serviceRadius', 'Service radius must be 25, 50 or 100 miles')
      .check(radius >= SIGNUP_MIN_RADIUS_MILES, 'serviceRadius', `A service radius of at least ${SIGNUP_MIN_RADIUS_MILES} miles is required to apply`)
      .check(!!a && a.termsOfService === true && a.platformFeeAgreement === true && a.qualityStandards === true && a.communicationStandards === true, 'agreements', AGREEMENTS_MISSING_MESSAGE);
    if (!viewer) {
      const passwordProblem = newPasswordProblem(input.password, [email, name]);
      v.check(passwordProblem === null, 'password', passwordProblem ?? '');
    }
    const categoryIds = await this.validCategories(input.categoryIds, v);
    v.throwIfInvalid();
    // A visitor's application creates an account: it counts against the one sign-up limit per address.
    if (!viewer) await this.limits.consume('signup', ip);

    const passwordHash = viewer ? null : await hashPassword(input.password!);
    const onboardingData: OnboardingData = {
      workerInfo: { name, email, phone, zipCode, serviceRadius: radius, serviceAreas: [zipCode] },
      selectedCategories: categoryIds,
      serviceAgreements: { termsOfService: true, platformFeeAgreement: true, qualityStandards: true, communicationStandards: true },
      submittedAt: new Date().toISOString(),
    };
    let created: { provider: ServiceProvider; user: User };
    try {
      created = await this.em.transactional(async (tx) => {
        let user: User;
        if (viewer) {
          user = await tx.findOneOrFail(User, { id: viewer.user.id });
          if (user.role === Role.client) user.role = Role.worker;
        } else {
          user = tx.create(User, { email, passwordHash: passwordHash!, role: Role.worker, ...splitName(name), phone, referralCode: newReferralCode() });
          await tx.flush();
        }
        const provider = tx.create(ServiceProvider, {
          user,
          client: viewer?.clientId ?? null,
          name,
          email,
          phone,
          place: Place.locate({ zipCode }),
          serviceRadius: radius,
          category: categoryIds[0],
          serviceCategories: categoryIds,
          status: 'pending_approval',
          onboardingCompleted: true,
          documentVerificationStatus: 'pending',
          backgroundCheckStatus: 'pending',
          rating: 0,
          totalJobs: 0,
          completedJobs: 0,
          onboardingData,
        });
        await tx.flush();
        audit(tx, viewer, { action: 'provider_applied', entityType: 'service_provider', entityId: provider.id, after: { status: 'pending_approval', categories: categoryIds } });
        const queued = [
          this.notifications.queue({ userId: user.id, userType: 'worker', type: 'onboarding_started', title: 'Application Submitted!', message: 'Your application is now under review. You can also request services while waiting for approval.', data: { providerId: provider.id } }, tx),
          ...(await this.notifications.queueForAdmins({ type: 'new_worker_application', title: 'New Worker Application', message: `${name} (${zipCode}, ${radius} mi) applied to join the network.`, data: { providerId: provider.id } }, tx)),
        ];
        await enqueueAfterCommit(tx, { notifications: queued });
        return { provider, user };
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        if (!viewer) throw fieldError('email', 'An account with this email already exists. Sign in to apply.');
        throw conflict(ALREADY_APPLIED);
      }
      throw err;
    }
    // A signed-in client became a worker: sockets opened as a client reconnect as one.
    if (viewer && viewer.role !== created.user.role) this.sessions.accessChanged(created.user.id);
    const token = viewer ? null : (await this.sessions.issue(this.em.merge(created.user))).token;
    return { provider: created.provider, token };
  }

  /** The viewer's own application and status, or null. */
  async mine(viewer: ProviderViewer): Promise<ServiceProvider | null> {
    if (!viewer.provider) return null;
    return this.em.findOne(ServiceProvider, { id: viewer.provider.id }, { refresh: true });
  }

  settings(viewer: ProviderViewer): ProviderSettingsType {
    const p = this.requireProvider(viewer);
    const s: ProviderSettings = p.settings ?? { emailNotifications: true, smsNotifications: true, pushNotifications: true };
    return {
      fullName: p.name,
      email: p.email,
      phone: p.phone,
      address: s.address ?? null,
      city: s.city ?? null,
      state: s.state ?? null,
      zipCode: p.zipCode,
      serviceRadius: p.serviceRadius,
      serviceCategories: p.serviceCategories.map(Number),
      emailNotifications: s.emailNotifications,
      smsNotifications: s.smsNotifications,
      pushNotifications: s.pushNotifications,
      newJobAlerts: s.newJobAlerts ?? false,
    };
  }

  /** Save the profile settings tabs; a new ZIP moves the worker's base (coordinates). */
  async updateSettings(viewer: ProviderViewer, input: ProviderSettingsInput): Promise<ProviderSettingsType> {
    const p = this.requireProvider(viewer);
    const fullName = (input.fullName ?? '').trim();
    const email = normalizeEmail(input.email);
    const zipCode = (input.zipCode ?? '').trim();
    const state = clean(input.state)?.toUpperCase() ?? null;
    const v = new Validator()
      .required(fullName, 'fullName', 'Full name is required')
      .maxLength(fullName, 200, 'fullName', 'Full name')
      .check(isEmail(email), 'email', 'Please enter a valid email address')
      .check(isPhone(input.phone), 'phone', 'Please enter a valid phone number')
      .maxLength(input.address, 300, 'address', 'Address')
      .maxLength(input.city, 100, 'city', 'City')
      .check(!state || isUsState(state), 'state', 'Choose a US state')
      .check(isValidZip(zipCode), 'zipCode', 'ZIP code must be 5 digits')
      .check(isInServiceArea(zipCode), 'zipCode', 'We only serve Middle and West Tennessee ZIP codes for now')
      .check((SERVICE_RADIUS_OPTIONS as readonly number[]).includes(input.serviceRadius), 'serviceRadius', 'Service radius must be 25, 50 or 100 miles');
    const categories = input.serviceCategories ? await this.validCategories(input.serviceCategories, v) : null;
    v.throwIfInvalid();
    const fresh = await this.em.findOneOrFail(ServiceProvider, { id: p.id });
    Object.assign(fresh, {
      name: fullName,
      email,
      phone: input.phone.trim(),
      place: fresh.place.moved({ zipCode }),
      serviceRadius: input.serviceRadius,
      settings: {
        address: clean(input.address),
        city: clean(input.city),
        state,
        emailNotifications: !!input.emailNotifications,
        smsNotifications: !!input.smsNotifications,
        pushNotifications: !!input.pushNotifications,
        newJobAlerts: input.newJobAlerts ?? fresh.settings?.newJobAlerts ?? false,
      },
    });
    if (categories) Object.assign(fresh, { serviceCategories: categories, category: categories[0] });
    await this.em.flush();
    return this.settings({ ...viewer, provider: fresh });
  }

  bankAccount(viewer: ProviderViewer): BankAccountType {
    return toBankAccount(this.requireProvider(viewer));
  }

  /**
   * Save the payout bank account. The routing number must be 9 digits (with a valid ABA
   * checksum); numbers are stored server-side (the account number encrypted) and only shown masked. Any edit marks the
   * account unverified until the platform verifies it again.
   */
  async updateBankAccount(viewer: ProviderViewer, input: BankAccountInput): Promise<BankAccountType> {
    const p = this.requireProvider(viewer);
    const fresh = await this.em.findOneOrFail(ServiceProvider, { id: p.id });
    const routing = (input.routingNumber ?? '').replace(/\s/g, '');
    const account = (input.accountNumber ?? '').replace(/\s/g, '');
    new Validator()
      .required(input.accountHolderName, 'accountHolderName', 'Account holder name is required')
      .maxLength(input.accountHolderName?.trim(), 200, 'accountHolderName', 'Account holder name')
      .required(input.bankName, 'bankName', 'Bank name is required')
      .maxLength(input.bankName?.trim(), 200, 'bankName', 'Bank name')
      .check(input.accountType === 'checking' || input.accountType === 'savings', 'accountType', 'Account type must be checking or savings')
      .check(routing ? /^\d{9}$/.test(routing) : !!fresh.bankRoutingNumber, 'routingNumber', 'Routing number must be 9 digits')
      .check(!routing || isRoutingNumber(routing), 'routingNumber', 'This routing number is not valid. Check the 9 digits printed on your checks.')
      .check(account ? isAccountNumber(account) : !!fresh.bankAccountNumber, 'accountNumber', 'Account number must be 4 to 17 digits')
      .throwIfInvalid();
    Object.assign(fresh, {
      bankAccountHolderName: input.accountHolderName.trim(),
      bankName: input.bankName.trim(),
      bankAccountType: input.accountType,
      bankVerified: false,
      ...(routing ? { bankRoutingNumber: routing } : {}),
      ...(account ? { bankAccountNumber: sealAccountNumber(account) } : {}),
    });
    audit(this.em, viewer, { action: 'bank_account_updated', entityType: 'service_provider', entityId: fresh.id, after: { bankName: fresh.bankName, accountNumber: maskDigits(account || openAccountNumber(fresh.bankAccountNumber)) } });
    await this.em.flush();
    return toBankAccount(fresh);
  }
}

export function toBankAccount(p: ServiceProvider): BankAccountType {
  return {
    hasAccount: !!p.bankAccountNumber,
    accountHolderName: p.bankAccountHolderName,
    bankName: p.bankName,
    accountType: p.bankAccountType,
    routingNumberMasked: maskDigits(p.bankRoutingNumber),
    accountNumberMasked: maskDigits(openAccountNumber(p.bankAccountNumber)),
    isVerified: p.bankVerified,
  };
}
