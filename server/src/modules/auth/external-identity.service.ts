import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, User } from '../users/user.entity';
import { ExternalIdentity } from './external-identity.entity';
import { IdentityLinkRequest, LINK_TOKEN_PURPOSE } from './identity-link-request.entity';
import { hashToken, type IssuedSession, type SessionService } from './session.service';
import type { AuthService } from './auth.service';
import type { Viewer } from './viewer';
import type { NotificationService } from '../notifications/notification.service';
import { planDirectMessages } from '../notifications/message-plan';
import { audit } from '../audit/audit.service';
import { enqueueAfterCommit } from '../outbox/outbox';
import { normalizeEmail } from '../users/account-rules';
import type { RateLimits } from '../../shared/rate-limit';
import type { Clock } from '../../shared/account-throttle';
import { seal } from '../../shared/data-encryption';
import { isEmail, Validator } from '../../shared/validate';
import { DomainError, ErrorCode, fieldError, forbidden, isUniqueViolation, notFound } from '../../shared/errors';

/** How long the owner's e-mailed link to connect a provider works. */
export const LINK_REQUEST_TTL_MS = 60 * 60_000;
export const MAX_LINK_TOKEN_LENGTH = 200;

export const LINK_INVALID = 'This link is not valid. Sign in with the provider again to get a new one.';
export const LINK_USED = 'This link was already used. Sign in with the provider again to get a new one.';
export const LINK_EXPIRED = 'This link has expired (links work for one hour). Sign in with the provider again to get a new one.';
export const ADMIN_NEVER_LINKS = 'Admin accounts cannot sign in through an outside provider: use the admin sign-in.';

/** The person as an OpenID Connect provider vouched for them (rest/oidc-sign-in.ts). */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  /** Only an address the provider says it verified. */
  email: string | null;
  firstName: string;
  lastName: string;
}

/**
 * What became of a sign-in through the provider: signed in (the identity was linked, or a new
 * client account was made for a new address); the owner of the existing account with the
 * provider's address was e-mailed a link to connect it (nobody signed in); or refused.
 */
export type ProviderSignIn =
  | { outcome: 'signed_in'; issued: IssuedSession; user: User }
  | { outcome: 'confirm_by_email' }
  | { outcome: 'refused'; reason: 'email_unverified' | 'admin_not_linkable' };

/** What became of "Connect <provider>" from Account security. */
export type ProviderConnect = 'connected' | 'already_connected' | 'linked_elsewhere' | 'admin_not_linkable' | 'session_changed';

/** One provider sign-in connected to the viewer's account, as Account security lists it. */
export interface LinkedIdentityView {
  id: number;
  provider: string;
  issuer: string;
  email: string;
  createdAt: Date;
  lastSignInAt: Date;
}

/**
 * Provider identities and the accounts they sign in to. An identity joins an account only when
 * the account's owner says so: from a signed-in session ("Connect <provider>"), or by the
 * single-use link e-mailed to the account's address; never on its own because the provider's
 * verified address matches. Admin accounts never link. The owner is e-mailed on every link,
 * and sees and removes the links on Account security.
 */
export class ExternalIdentityService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly notifications: NotificationService,
    private readonly auth: AuthService,
    private readonly limits: RateLimits,
    private readonly now: Clock,
    /** The configured provider's name (Google, Okta, ...), for the person's words. */
    private readonly providerName: string,
  ) {}

  /**
   * Sign-in through the provider: the account linked to the identity signs in; a verified
   * address no account has gets a new client account (linked); a verified address of an
   * existing account e-mails its owner the link to connect it, and signs nobody in.
   */
  async signIn(identity: ProviderIdentity, ip: string, userAgent?: string | null): Promise<ProviderSignIn> {
    const linked = await this.em.findOne(ExternalIdentity, { issuer: identity.issuer, subject: identity.subject }, { populate: ['user'] });
    if (linked) {
      const user = linked.user.getEntity();
      if (user.role === Role.admin) return { outcome: 'refused', reason: 'admin_not_linkable' };
      linked.lastSignInAt = new Date(this.now());
      await this.em.flush();
      return { outcome: 'signed_in', issued: await this.sessions.issue(user, { userAgent }), user };
    }
    const email = identity.email ? normalizeEmail(identity.email) : null;
    if (!email || !isEmail(email)) return { outcome: 'refused', reason: 'email_unverified' };
    const existing = await this.em.findOne(User, { email });
    if (existing?.role === Role.admin) {
      audit(this.em, null, { action: 'external_identity_refused', entityType: 'user', entityId: existing.id, after: { issuer: identity.issuer, reason: 'admin' } });
      await this.em.flush();
      return { outcome: 'refused', reason: 'admin_not_linkable' };
    }
    if (existing) {
      await this.requestOwnerConfirmation(existing, identity, email);
      return { outcome: 'confirm_by_email' };
    }
    const local = email.split('@')[0] ?? 'New';
    const made = await this.auth.register(
      { email, password: crypto.randomBytes(32).toString('base64url'), firstName: identity.firstName.trim().slice(0, 100) || local.slice(0, 100), lastName: identity.lastName.trim().slice(0, 100) || 'User', role: Role.client },
      ip,
      userAgent,
    );
    await this.link(made.user, identity, email, null);
    return { outcome: 'signed_in', issued: made, user: made.user };
  }

  /** The callback of "Connect <provider>" started by `linkUserId`'s session: links the identity to that account. */
  async connect(viewer: Viewer | null, linkUserId: number, identity: ProviderIdentity): Promise<ProviderConnect> {
    // The browser that came back must still be signed in as the person who asked.
    if (!viewer || viewer.userId !== linkUserId || viewer.impersonatorId) return 'session_changed';
    if (viewer.role === Role.admin) return 'admin_not_linkable';
    const linked = await this.em.findOne(ExternalIdentity, { issuer: identity.issuer, subject: identity.subject });
    if (linked) return linked.user.id === viewer.userId ? 'already_connected' : 'linked_elsewhere';
    const user = await this.em.findOneOrFail(User, { id: viewer.userId });
    const done = await this.link(user, identity, identity.email ? normalizeEmail(identity.email) : user.email, viewer);
    return done ? 'connected' : 'linked_elsewhere';
  }

  /** Starting "Connect <provider>": only the account's own session, never an admin's or an admin's test session. */
  assertMayConnect(viewer: Viewer): void {
    if (viewer.impersonatorId) throw forbidden('An admin test session cannot connect a sign-in provider to the account');
    if (viewer.role === Role.admin) throw forbidden(ADMIN_NEVER_LINKS);
  }

  /** The owner followed the e-mailed link: the identity it names is linked to their account (once). */
  async confirmLink(token: string): Promise<{ provider: string }> {
    const raw = token ?? '';
    new Validator()
      .check(raw.length >= 1, 'token', LINK_INVALID)
      .check(raw.length <= MAX_LINK_TOKEN_LENGTH, 'token', LINK_INVALID)
      .throwIfInvalid();
    const row = await this.em.findOne(IdentityLinkRequest, { tokenHash: hashToken(raw) }, { populate: ['user'] });
    if (!row) throw fieldError('token', LINK_INVALID);
    if (row.usedAt) throw fieldError('token', LINK_USED);
    const now = new Date(this.now());
    if (row.expiresAt.getTime() <= now.getTime()) throw fieldError('token', LINK_EXPIRED);
    const user = row.user.getEntity();
    if (user.role === Role.admin) throw forbidden(ADMIN_NEVER_LINKS);
    const claimed = await this.em.nativeUpdate(IdentityLinkRequest, { id: row.id, usedAt: null }, { usedAt: now });
    if (claimed !== 1) throw fieldError('token', LINK_USED);
    if (!(await this.link(user, { issuer: row.issuer, subject: row.subject }, row.email, null))) {
      throw fieldError('token', `That ${this.providerName} account is already connected to an account here.`);
    }
    return { provider: this.providerName };
  }

  async list(viewer: Viewer): Promise<LinkedIdentityView[]> {
    const rows = await this.em.find(ExternalIdentity, { user: viewer.userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map((r) => ({ id: r.id, provider: this.providerName, issuer: r.issuer, email: r.email, createdAt: r.createdAt, lastSignInAt: r.lastSignInAt }));
  }

  /** Disconnects one of the viewer's provider sign-ins: it no longer signs in to the account. */
  async remove(viewer: Viewer, id: number): Promise<void> {
    if (viewer.impersonatorId) throw forbidden("An admin test session cannot change the account's sign-in providers");
    await this.em.transactional(async (em) => {
      const removed = await em.nativeDelete(ExternalIdentity, { id, user: viewer.userId });
      if (removed !== 1) throw notFound('Linked sign-in');
      audit(em, viewer, { action: 'external_identity_removed', entityType: 'user', entityId: viewer.userId, before: { identityId: id } });
    });
  }

  /**
   * E-mails the owner of `user` the single-use link that connects the identity (a newer one
   * replaces the one before). At most five an hour for one address: past that, nothing more
   * is sent (the person sees the same words; the links already sent still work).
   */
  private async requestOwnerConfirmation(user: User, identity: ProviderIdentity, email: string): Promise<void> {
    try {
      await this.limits.consume('identityLinkEmail', user.email);
    } catch (err) {
      if (err instanceof DomainError && err.code === ErrorCode.TOO_MANY_REQUESTS) return;
      throw err;
    }
    const token = crypto.randomBytes(32).toString('base64url');
    const now = new Date(this.now());
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(IdentityLinkRequest, { user: user.id, issuer: identity.issuer, subject: identity.subject, usedAt: null }, { usedAt: now });
      const row = em.create(IdentityLinkRequest, {
        tokenHash: hashToken(token), user: user.id, issuer: identity.issuer, subject: identity.subject, email, createdAt: now, expiresAt: new Date(now.getTime() + LINK_REQUEST_TTL_MS),
      });
      await em.flush();
      // The token waits for its e-mail sealed (message-facts.ts opens it); only its hash stays in the table.
      planDirectMessages(em, { userId: user.id, kind: 'identity_link_confirm', context: { linkRequestId: row.id, token: seal(token, LINK_TOKEN_PURPOSE), providerName: this.providerName, providerEmail: email } });
      audit(em, null, { action: 'external_identity_link_requested', entityType: 'user', entityId: user.id, after: { issuer: identity.issuer } });
    });
  }

  /** Links the identity to `user` and tells its owner (in-app and by e-mail); false when the identity is linked already (to anyone). */
  private async link(user: User, identity: { issuer: string; subject: string }, email: string, viewer: Viewer | null): Promise<boolean> {
    const now = new Date(this.now());
    try {
      await this.em.transactional(async (em) => {
        const row = em.create(ExternalIdentity, { user: user.id, issuer: identity.issuer, subject: identity.subject, email, createdAt: now, lastSignInAt: now });
        await em.flush();
        const notice = this.notifications.queue(
          {
            userId: user.id,
            userType: user.role,
            type: 'identity_linked',
            title: `${this.providerName} sign-in connected`,
            message: `Your ${this.providerName} account (${email}) can now sign in to your account. Not you? Remove it on Account security and reset your password.`,
            data: { providerName: this.providerName, providerEmail: email, linkedAt: now.toISOString() },
          },
          em,
        );
        audit(em, viewer, { action: 'external_identity_linked', entityType: 'user', entityId: user.id, after: { issuer: identity.issuer, identityId: row.id } });
        await enqueueAfterCommit(em, { notifications: [notice] });
      });
    } catch (err) {
      // Linked meanwhile (the same callback twice, or to another account).
      if (isUniqueViolation(err)) return false;
      throw err;
    }
    return true;
  }
}
