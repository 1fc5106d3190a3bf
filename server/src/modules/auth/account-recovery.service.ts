import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity';
import { PasswordResetToken, RESET_TOKEN_PURPOSE } from './password-reset-token.entity';
import { hashPassword, verifyPassword } from '../users/password';
import { hashToken, type SessionService } from './session.service';
import type { Session } from './session.entity';
import type { Viewer } from './viewer';
import { newPasswordProblem, normalizeEmail, MAX_PASSWORD_LENGTH } from '../users/account-rules';
import type { NotificationService } from '../notifications/notification.service';
import { audit } from '../audit/audit.service';
import { enqueue, enqueueAfterCommit, type OutboxWork } from '../outbox/outbox';
import { planDirectMessages } from '../notifications/message-plan';
import { ExternalIdentity } from './external-identity.entity';
import { IdentityLinkRequest } from './identity-link-request.entity';
import type { RateLimits } from '../../shared/rate-limit';
import type { Clock, SignInThrottle } from '../../shared/account-throttle';
import { seal } from '../../shared/data-encryption';
import { Validator, isEmail } from '../../shared/validate';
import { fieldError, forbidden, notFound } from '../../shared/errors';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** The longest e-mail address, and the longest reset token, accepted. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_RESET_TOKEN_LENGTH = 200;

/** The one answer to "Forgot password?", whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that address, we sent a link to reset its password. It works once, for one hour.';

export const RESET_LINK_INVALID = 'This reset link is not valid. Ask for a new one.';
export const RESET_LINK_USED = 'This reset link was already used. Ask for a new one.';
export const RESET_LINK_EXPIRED = 'This reset link has expired (links work for one hour). Ask for a new one.';

/** One of the viewer's sessions, as their session list shows it. */
export interface AccountSessionView {
  id: number;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
  userAgent: string | null;
  current: boolean;
  /** An admin's audited test session as this account. */
  viaAdmin: boolean;
}

/**
 * Taking an account back: changing the password (the current one asked for), resetting it by a
 * single-use e-mailed link, and seeing and ending the account's sessions. A password change or
 * reset ends the account's other sessions (all of them for a reset) at once, on every API
 * process, and tells the person by e-mail whatever their switches (a security message).
 */
export class AccountRecoveryService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly notifications: NotificationService,
    private readonly limits: RateLimits,
    private readonly accounts: SignInThrottle,
    private readonly now: Clock,
  ) {}

  /** Changes the viewer's password; every other session of theirs ends. Returns how many ended. */
  async changePassword(viewer: Viewer, currentPassword: string, newPassword: string): Promise<number> {
    if (viewer.impersonatorId) throw forbidden("An admin test session cannot change the account's password");
    const current = currentPassword ?? '';
    const next = newPassword ?? '';
    const user = await this.em.findOneOrFail(User, { id: viewer.userId }, { populate: ['passwordHash'] });
    const problem = newPasswordProblem(next, [user.email, user.firstName, user.lastName]);
    new Validator()
      .check(current.length >= 1, 'currentPassword', 'Enter your current password')
      .maxLength(current, MAX_PASSWORD_LENGTH, 'currentPassword', 'Current password')
      .check(problem === null, 'newPassword', problem ?? '')
      .throwIfInvalid();
    await this.limits.consume('passwordChange', String(user.id));
    if (!(await verifyPassword(user.passwordHash, current))) throw fieldError('currentPassword', 'Your current password is not correct');
    if (current === next) throw fieldError('newPassword', 'Choose a password different from your current one');

    await this.setPassword(user.id, next, viewer, 'password_changed');
    const ended = await this.sessions.revokeOthers(user.id, viewer.session.id);
    await this.accounts.succeeded(user.email);
    return ended;
  }

  /**
   * "Forgot password?": e-mails a single-use link that works for an hour, when the address has
   * an account. Answers the same either way, after the same work whether or not the account
   * exists: a token made, hashed and sealed, and one durable outbox row written; the account is
   * looked up, the link stored and its e-mail planned after the answer (issueResetLink), so
   * neither the answer nor its time tells whether the account exists.
   *
   * The five links an hour an address may ask for are counted per requesting address and
   * e-mail address together: a stranger spends only their own five, and the owner's own
   * request still gets through (the per-address limit of 20 an hour still bounds one sender).
   */
  async requestPasswordReset(emailInput: string, ip: string): Promise<string> {
    const email = normalizeEmail(emailInput);
    new Validator()
      .check((emailInput ?? '').length <= MAX_EMAIL_LENGTH && isEmail(email), 'email', 'Please enter a valid email address')
      .throwIfInvalid();
    await this.limits.consume('passwordReset', ip);
    await this.limits.consume('passwordResetEmail', `${ip}:${email}`);

    const token = crypto.randomBytes(32).toString('base64url');
    const requestedAt = this.now();
    await this.em.transactional(async (em) => {
      enqueue(em, { type: 'password_reset_request', email, tokenHash: hashToken(token), token: seal(token, RESET_TOKEN_PURPOSE), ip: ip.slice(0, 100), requestedAt });
    });
    return RESET_REQUESTED_MESSAGE;
  }

  /** Sets a new password by a reset link's token; the link is used up and every session of the account ends. */
  async resetPassword(token: string, newPassword: string, ip: string): Promise<void> {
    const raw = token ?? '';
    new Validator()
      .check(raw.length >= 1, 'token', RESET_LINK_INVALID)
      .check(raw.length <= MAX_RESET_TOKEN_LENGTH, 'token', RESET_LINK_INVALID)
      .throwIfInvalid();
    await this.limits.consume('passwordReset', ip);
    const row = await this.em.findOne(PasswordResetToken, { tokenHash: hashToken(raw) }, { populate: ['user'] });
    if (!row) throw fieldError('token', RESET_LINK_INVALID);
    if (row.usedAt) throw fieldError('token', RESET_LINK_USED);
    const now = new Date(this.now());
    if (row.expiresAt.getTime() <= now.getTime()) throw fieldError('token', RESET_LINK_EXPIRED);
    const user = row.user.getEntity();
    const problem = newPasswordProblem(newPassword, [user.email, user.firstName, user.lastName]);
    if (problem) throw fieldError('password', problem);

    const claimed = await this.setPassword(user.id, newPassword, null, 'password_reset', row.id, now);
    if (!claimed) throw fieldError('token', RESET_LINK_USED);
    await this.sessions.revokeAllFor(user.id);
    // A forgotten password's failed sign-ins no longer make the person wait.
    await this.accounts.succeeded(user.email);
  }

  async mySessions(viewer: Viewer): Promise<AccountSessionView[]> {
    const rows = await this.sessions.active(viewer.userId, new Date(this.now()));
    return rows.map((s) => this.view(s, viewer));
  }

  /** Ends one of the viewer's sessions (the current one too); returns whether it was the current one. */
  async signOutSession(viewer: Viewer, sessionId: number): Promise<boolean> {
    if (!(await this.sessions.revokeOwn(viewer.userId, sessionId))) throw notFound('Session');
    return sessionId === viewer.session.id;
  }

  /** Ends every session of the viewer but this one; returns how many ended. */
  signOutOtherSessions(viewer: Viewer): Promise<number> {
    return this.sessions.revokeOthers(viewer.userId, viewer.session.id);
  }

  private view(s: Session, viewer: Viewer): AccountSessionView {
    return { id: s.id, createdAt: s.createdAt, lastUsedAt: s.lastUsedAt, expiresAt: s.expiresAt, userAgent: s.userAgent, current: s.id === viewer.session.id, viaAdmin: s.impersonatorId !== null };
  }

  /**
   * Stores the new password's hash in one transaction with what goes with it: reset links still
   * open are used up (`tokenId` claimed first, when given: false if another request used it
   * first), for a reset the account's outside sign-ins are disconnected (and links waiting for
   * the owner used up), the person is notified (an e-mail whatever their switches), the change
   * audited.
   */
  private async setPassword(userId: number, password: string, viewer: Viewer | null, action: string, tokenId?: number, at = new Date(this.now())): Promise<boolean> {
    const passwordHash = await hashPassword(password);
    const done = await this.em.transactional(async (em) => {
      if (tokenId !== undefined && (await em.nativeUpdate(PasswordResetToken, { id: tokenId, usedAt: null }, { usedAt: at })) !== 1) return false;
      await em.nativeUpdate(User, { id: userId }, { passwordHash, updatedAt: new Date() });
      await em.nativeUpdate(PasswordResetToken, { user: userId, usedAt: null }, { usedAt: at });
      // A reset takes the account back whole: no outside sign-in stays connected, none waits to be.
      const reset = tokenId !== undefined;
      const disconnected = reset ? await em.nativeDelete(ExternalIdentity, { user: userId }) : 0;
      if (reset) await em.nativeUpdate(IdentityLinkRequest, { user: userId, usedAt: null }, { usedAt: at });
      const user = await em.findOneOrFail(User, { id: userId });
      const notice = this.notifications.queue(
        {
          userId,
          userType: user.role,
          type: 'password_changed',
          title: 'Your password was changed',
          message: reset
            ? 'Your password was reset with a link we e-mailed: every device was signed out, and every outside sign-in (such as Google) was disconnected. Not you? Reset it again now.'
            : 'Your password was changed, and your other devices were signed out. Not you? Reset it now.',
          data: { changedAt: at.toISOString(), ...(reset ? { reset: true, disconnectedSignIns: disconnected } : {}) },
        },
        em,
      );
      audit(em, viewer, { action, entityType: 'user', entityId: userId, ...(disconnected > 0 ? { after: { disconnectedSignIns: disconnected } } : {}) });
      await enqueueAfterCommit(em, { notifications: [notice] });
      return true;
    });
    return done;
  }
}

/**
 * The deferred half of "Forgot password?" (outbox delivery, after the answer): when the address
 * has an account, stores the link's hash (a newer link replaces the ones before it) and plans
 * its e-mail, in the outbox row's transaction; for an unknown address, nothing.
 */
export async function issueResetLink(em: EntityManager, work: Extract<OutboxWork, { type: 'password_reset_request' }>): Promise<void> {
  const user = await em.findOne(User, { email: work.email });
  if (!user) return;
  const requestedAt = new Date(work.requestedAt);
  await em.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null, createdAt: { $lte: requestedAt } }, { usedAt: requestedAt });
  const row = em.create(PasswordResetToken, { tokenHash: work.tokenHash, user: user.id, createdAt: requestedAt, expiresAt: new Date(work.requestedAt + RESET_LINK_TTL_MS), requestedIp: work.ip });
  await em.flush();
  // The token itself waits for its e-mail sealed (message-facts.ts opens it); only its hash stays in the table.
  planDirectMessages(em, { userId: user.id, kind: 'password_reset', context: { tokenId: row.id, token: work.token } });
  audit(em, null, { action: 'password_reset_requested', entityType: 'user', entityId: user.id });
}
