/**
 * Module auth: who is asking.
 * Owns: sessions (opaque tokens, cookie or Bearer), the viewer and its cache (viewer.ts,
 * viewer-cache.ts, viewer-changes.ts), sign-up and sign-in (password, OpenID Connect:
 * external_identities, oidc_sign_in_flows), account recovery (password_reset_tokens), the
 * admin guard and /admin-access.
 * Words: auth-words.ts (SessionRole).
 * Entry points: AuthService (register, login), SessionService, AccountRecoveryService,
 * assertAdmin, session-events.ts (revocations and access changes on the event bus).
 */
import { newReferralCode } from '../users/referral-code';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, User } from '../users/user.entity';
import { hashPassword, verifyPassword, dummyVerify } from '../users/password';
import type { SessionService, IssuedSession } from './session.service';
import type { Viewer } from './viewer';
import { Client } from '../clients/client.entity';
import { audit } from '../audit/audit.service';
import type { NotificationService } from '../notifications/notification.service';
import { enqueueAfterCommit } from '../outbox/outbox';
import type { RateLimits } from '../../shared/rate-limit';
import type { SignInThrottle } from '../../shared/account-throttle';
import { Validator, isEmail, clean } from '../../shared/validate';
import { DomainError, ErrorCode, forbidden, isUniqueViolation, notFound, fieldError } from '../../shared/errors';
import { newPasswordProblem, normalizeEmail } from '../users/account-rules';

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  role: string;
  referralCode?: string | null;
}

/** The sign-in throttle's name for the shared /admin-access password. */
export const ADMIN_ACCESS_ACCOUNT = 'admin-access';

export const DEMO_CLIENT_EMAIL = 'client@demo.elite';
export const DEMO_WORKER_EMAIL = 'worker@demo.elite';

/** Registration, sign-in, admin access and impersonation: who may become whom. */
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly notifications: NotificationService,
    private readonly limits: RateLimits,
    private readonly adminPasswordHash: Promise<string | null>,
    private readonly accounts: SignInThrottle,
  ) {}

  async register(input: RegisterInput, ip: string, userAgent?: string | null): Promise<IssuedSession & { user: User }> {
    const email = normalizeEmail(input.email);
    const passwordProblem = newPasswordProblem(input.password, [email, input.firstName, input.lastName]);
    const v = new Validator()
      .check(isEmail(email), 'email', 'Please enter a valid email address')
      .check(passwordProblem === null, 'password', passwordProblem ?? '')
      .required(input.firstName, 'firstName', 'First name is required')
      .required(input.lastName, 'lastName', 'Last name is required')
      .maxLength(input.firstName, 100, 'firstName', 'First name')
      .maxLength(input.lastName, 100, 'lastName', 'Last name')
      .maxLength(input.phone, 30, 'phone', 'Phone')
      .check(input.role === Role.client || input.role === Role.worker, 'role', 'Role must be client or worker');
    v.throwIfInvalid();
    await this.limits.consume('signup', ip);

    const passwordHash = await hashPassword(input.password);
    const referrer = input.referralCode ? await this.em.findOne(User, { referralCode: input.referralCode.trim().toUpperCase() }) : null;
    let created: { user: User };
    try {
      created = await this.em.transactional(async (em) => {
        const user = em.create(User, {
          email,
          passwordHash,
          role: input.role as Role,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          phone: clean(input.phone),
          referralCode: newReferralCode(),
          referredById: referrer?.id ?? null,
        });
        await em.flush();
        if (user.role === Role.client) {
          em.create(Client, { user, name: user.fullName, email, phone: user.phone });
          const welcome = this.notifications.queue(
            { userId: user.id, userType: 'client', type: 'welcome_new_client', title: 'Welcome to Elite Services!', message: 'Your account is ready. Request your first service whenever you like.' },
            em,
          );
          await enqueueAfterCommit(em, { notifications: [welcome] });
        }
        return { user };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('email', 'An account with this email already exists');
      throw err;
    }
    const user = this.em.merge(created.user);
    const issued = await this.sessions.issue(user, { userAgent });
    return { ...issued, user };
  }

  async login(emailInput: string, password: string, ip: string, userAgent?: string | null): Promise<IssuedSession & { user: User }> {
    const email = normalizeEmail(emailInput);
    new Validator()
      .check(isEmail(email), 'email', 'Please enter a valid email address')
      .check((password ?? '').length >= 1, 'password', 'Password is required')
      .throwIfInvalid();
    const key = `${ip}:${email}`;
    await this.limits.consume('login', key);
    // Per account, whichever address the attempt comes from (unknown addresses alike, so the wait tells nothing).
    await this.accounts.attempt(email);
    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
    const ok = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
    if (!user || !ok) {
      await this.accounts.failed(email);
      throw new DomainError(ErrorCode.UNAUTHENTICATED, 'Invalid email or password', [{ path: 'password', message: 'Invalid email or password' }]);
    }
    await this.limits.reset('login', key);
    await this.accounts.succeeded(email);
    const issued = await this.sessions.issue(user, { userAgent });
    return { ...issued, user };
  }

  /** The single admin password of /admin-access opens a session for the first admin account. */
  async adminAccess(password: string, ip: string): Promise<IssuedSession & { user: User }> {
    new Validator().check((password ?? '').length >= 1, 'password', 'Password is required').throwIfInvalid();
    await this.limits.consume('adminAccess', ip);
    // The one admin password is guessed as one account, from however many addresses.
    await this.accounts.attempt(ADMIN_ACCESS_ACCOUNT);
    const hash = await this.adminPasswordHash;
    // Off (production without ADMIN_PASSWORD / ADMIN_PASSWORD_HASH): no password opens it, and the attempt counts as a failure.
    const ok = hash ? await verifyPassword(hash, password) : await dummyVerify(password);
    if (!ok) {
      await this.accounts.failed(ADMIN_ACCESS_ACCOUNT);
      throw new DomainError(ErrorCode.UNAUTHENTICATED, 'Invalid admin credentials', [{ path: 'password', message: 'Invalid admin credentials' }]);
    }
    await this.accounts.succeeded(ADMIN_ACCESS_ACCOUNT);
    const admin = await this.em.findOne(User, { role: Role.admin }, { orderBy: { id: 'asc' } });
    if (!admin) throw notFound('Admin account');
    await this.limits.reset('adminAccess', ip);
    const issued = await this.sessions.issue(admin);
    audit(this.em, null, { action: 'admin_access', entityType: 'user', entityId: admin.id, after: { via: 'admin-access' } });
    await this.em.flush();
    return { ...issued, user: admin };
  }

  async logout(viewer: Viewer | null): Promise<boolean> {
    if (!viewer) return false;
    await this.sessions.revoke(viewer.session);
    return true;
  }

  /** Admin test-account shortcut: an audited session as the seeded demo client or worker. */
  async impersonateDemo(viewer: Viewer, role: Role): Promise<IssuedSession & { user: User }> {
    if (viewer.role !== Role.admin) throw forbidden('Only admins can open test accounts');
    if (role === Role.admin) throw fieldError('role', 'Choose the demo client or the demo worker');
    const email = role === Role.client ? DEMO_CLIENT_EMAIL : DEMO_WORKER_EMAIL;
    const target = await this.em.findOne(User, { email });
    if (!target) throw notFound('Demo account');
    const issued = await this.sessions.issue(target, { impersonatorId: viewer.user.id });
    audit(this.em, viewer, { action: 'impersonation_started', entityType: 'user', entityId: target.id, after: { email } });
    await this.em.flush();
    await this.sessions.revoke(viewer.session);
    return { ...issued, user: target };
  }

  async stopImpersonation(viewer: Viewer): Promise<IssuedSession & { user: User }> {
    if (!viewer.impersonatorId) throw forbidden('This session is not an admin test session');
    const admin = await this.em.findOne(User, { id: viewer.impersonatorId, role: Role.admin });
    if (!admin) throw forbidden('The admin account of this test session no longer exists');
    await this.sessions.revoke(viewer.session);
    const issued = await this.sessions.issue(admin);
    audit(this.em, viewer, { action: 'impersonation_ended', entityType: 'user', entityId: viewer.user.id });
    await this.em.flush();
    return { ...issued, user: admin };
  }
}
