import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One started OpenID Connect sign-in, waiting for the browser to come back from the provider.
 * Keyed by the SHA-256 of the `state` sent to the provider; the PKCE verifier and the nonce
 * stay here, never in the browser. It is bound to the browser that started it (the SHA-256 of
 * a random value in an httpOnly cookie), lives ten minutes, and is deleted when the callback
 * reads it, so each state works once. A flow started from a signed-in session ("Connect
 * <provider>" on Account security) names that session's user: its callback links the identity
 * to that account (and signs nobody in).
 */
@Entity({ tableName: 'oidc_sign_in_flows' })
export class OidcSignInFlow {
  [OptionalProps]?: 'createdAt' | 'linkUserId';

  @PrimaryKey({ length: 64, autoincrement: false })
  stateHash!: string;

  @Property({ length: 64 })
  browserHash!: string;

  @Property({ length: 200 })
  codeVerifier!: string;

  @Property({ length: 200 })
  nonce!: string;

  /** The redirect URI the authorization request named; the token request must name it again. */
  @Property({ length: 1000 })
  redirectUri!: string;

  /** The signed-in user who asked to connect the provider; null for a sign-in. */
  @Property({ type: 'integer', nullable: true })
  linkUserId: number | null = null;

  @Property()
  createdAt: Date = new Date();

  @Index()
  @Property()
  expiresAt!: Date;
}
