import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from './session.entity';
import type { User } from './user.entity';

export const SESSION_COOKIE = 'sid';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface IssuedSession {
  token: string;
  session: Session;
}

/** Opaque random session tokens; only their SHA-256 is stored. */
export class SessionService {
  constructor(private readonly em: EntityManager, private readonly ttlHours: number) {}

  async issue(user: User, opts: { impersonatorId?: number | null; userAgent?: string | null } = {}): Promise<IssuedSession> {
    const token = crypto.randomBytes(32).toString('base64url');
    const session = this.em.create(Session, {
      tokenHash: hashToken(token),
      user,
      expiresAt: new Date(Date.now() + this.ttlHours * 3600_000),
      impersonatorId: opts.impersonatorId ?? null,
      userAgent: opts.userAgent?.slice(0, 300) ?? null,
    });
    await this.em.persistAndFlush(session);
    return { token, session };
  }

  async revoke(session: Session): Promise<void> {
    await this.em.nativeUpdate(Session, { id: session.id, revokedAt: null }, { revokedAt: new Date() });
  }

  async revokeAllFor(userId: number): Promise<number> {
    return this.em.nativeUpdate(Session, { user: userId, revokedAt: null }, { revokedAt: new Date() });
  }
}
