import { loadConfig } from '../../server/src/config';

/** OIDC_* settings, and the earlier GOOGLE_* ones as Google's defaults. */
describe('OpenID Connect sign-in settings', () => {
  const base = { NODE_ENV: 'test', PUBLIC_URL: 'https://services.example.com' };

  it('is off without a client id', () => {
    expect(loadConfig(base).oidc).toBeNull();
  });

  it('reads GOOGLE_CLIENT_ID/SECRET alone as Google, with the callback Google deployments registered', () => {
    expect(loadConfig({ ...base, GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' }).oidc).toEqual({
      issuerUrl: 'https://accounts.google.com',
      clientId: 'g-id',
      clientSecret: 'g-secret',
      providerName: 'Google',
      redirectUri: 'https://services.example.com/auth/google/callback',
    });
  });

  it('takes any issuer, names the button after its host unless OIDC_PROVIDER_NAME says otherwise, and calls back to /auth/oidc/callback', () => {
    const env = { ...base, OIDC_ISSUER_URL: 'https://sso.example.org/realms/staff', OIDC_CLIENT_ID: 'app', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig(env).oidc).toEqual({
      issuerUrl: 'https://sso.example.org/realms/staff',
      clientId: 'app',
      clientSecret: 's',
      providerName: 'sso.example.org',
      redirectUri: 'https://services.example.com/auth/oidc/callback',
    });
    expect(loadConfig({ ...env, OIDC_PROVIDER_NAME: 'Staff SSO', OIDC_REDIRECT_URI: 'https://edge.example.com/auth/oidc/callback' }).oidc).toMatchObject({
      providerName: 'Staff SSO',
      redirectUri: 'https://edge.example.com/auth/oidc/callback',
    });
    // OIDC_CLIENT_ID alone: Google's issuer, the new callback path; no secret is a public client.
    expect(loadConfig({ ...base, OIDC_CLIENT_ID: 'app' }).oidc).toMatchObject({ issuerUrl: 'https://accounts.google.com', clientSecret: null, redirectUri: 'https://services.example.com/auth/oidc/callback' });
  });

  it('refuses an issuer without a client id, a malformed issuer, and plain http away from localhost', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'https://sso.example.org' })).toThrow(/OIDC_CLIENT_ID is not/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'not a url', OIDC_CLIENT_ID: 'app' })).toThrow(/must be the provider's issuer URL/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'http://sso.example.org', OIDC_CLIENT_ID: 'app' })).toThrow(/must use https/);
    expect(loadConfig({ ...base, OIDC_ISSUER_URL: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: 'app' }).oidc?.issuerUrl).toBe('http://127.0.0.1:9000');
  });
});
