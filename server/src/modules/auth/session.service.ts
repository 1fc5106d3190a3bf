import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from './session.entity';
import type { User } from '../users/user.entity';
import type { AppPubSub } from '../../events/pubsub';
import { publishAccessChanged, publishSessionsRevoked, publishUserSessionsRevoked } from './session-events';

export const SESSION_COOKIE = 'sid';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface IssuedSession {
  token: string;
  session: Session;
}

/**
 * Opaque random session tokens; only their SHA-256 is stored. Revocations and access changes
 * are announced on the event bus, so every API process closes the live sockets concerned.
 */
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly ttlHours: number,
    private readonly pubsub: AppPubSub,
  ) {}

  async issue(user: User, opts: { impersonatorId?: number | null; userAgent?: string | null } = {}): Promise<IssuedSession> {
    const token = crypto.randomBytes(32).toString('base64url');
    const session = this.em.create(Session, {
      tokenHash: hashToken(token),
      user,
      expiresAt: new Date(Date.now() + this.ttlHours * 3600_000),
      impersonatorId: opts.impersonatorId ?? null,
      userAgent: opts.userAgent?.slice(0, 300) || null,
      lastUsedAt: new Date(),
    });
    await this.em.persistAndFlush(session);
    return { token, session };
  }

  async revoke(session: Session): Promise<void> {
    await this.em.nativeUpdate(Session, { id: session.id, revokedAt: null }, { revokedAt: new Date() });
    // Refused at once by every API process (their viewer caches drop it before this returns).
    await publishSessionsRevoked(this.pubsub, [session.id]);
  }

  async revokeAllFor(userId: number): Promise<number> {
    const revoked = await this.em.nativeUpdate(Session, { user: userId, revokedAt: null }, { revokedAt: new Date() });
    await publishUserSessionsRevoked(this.pubsub, userId);
    return revoked;
  }

  /** The user's sessions that still sign in (not revoked, not expired), most recently used first. */
  active(userId: number, now = new Date()): Promise<Session[]> {
    return this.em.find(Session, { user: userId, revokedAt: null, expiresAt: { $gt: now } }, { orderBy: { lastUsedAt: 'desc nulls last', id: 'desc' } });
  }

  /** Ends one of the user's sessions; false when it is not theirs or already ended. */
  async revokeOwn(userId: number, sessionId: number): Promise<boolean> {
    const revoked = await this.em.nativeUpdate(Session, { id: sessionId, user: userId, revokedAt: null }, { revokedAt: new Date() });
    if (revoked > 0) await publishSessionsRevoked(this.pubsub, [sessionId]);
    return revoked > 0;
  }

  /** Ends every session of the user but `keepSessionId`; their live sockets close. Returns how many ended. */
  async revokeOthers(userId: number, keepSessionId: number): Promise<number> {
    const rows = await this.em.execute<{ id: number }[]>(
      'update sessions set revoked_at = ? where user_id = ? and revoked_at is null and id <> ? returning id',
      [new Date(), userId, keepSessionId],
    );
    await publishSessionsRevoked(this.pubsub, rows.map((r) => Number(r.id)));
    return rows.length;
  }

  /** The user's role or approval changed: sockets opened under the old one are closed. */
  accessChanged(userId: number): Promise<void> {
    return publishAccessChanged(this.pubsub, userId);
  }
}
