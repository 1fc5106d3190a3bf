// A real OpenID Connect provider for the sign-in tests (oidc-provider is ESM-only, so it runs
// in its own process): one confidential client for the app, test accounts, and plain login
// and consent pages (with a "Deny" button). Configured by a JSON argument:
//   { port?, clientId, clientSecret, redirectUris: [...], accounts: [{ sub, email, password, emailVerified?, xmsEdov?, givenName?, familyName? }] }
// (emailVerified null: no email_verified claim at all, as Microsoft Entra; xmsEdov: Entra's optional claim)
// Prints one line, {"issuer":"http://127.0.0.1:<port>"}, once it answers.
import crypto from 'node:crypto';
import http from 'node:http';
import { URL, URLSearchParams } from 'node:url';
import Provider from 'oidc-provider';

const opts = JSON.parse(process.argv[2] ?? '{}');
const accounts = new Map(opts.accounts.map((a) => [a.sub, a]));

const server = http.createServer();
await new Promise((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: opts.clientId,
      client_secret: opts.clientSecret,
      redirect_uris: opts.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  pkce: { required: () => true },
  jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
  cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
  claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['name', 'given_name', 'family_name'] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, sub) {
    const a = accounts.get(sub);
    if (!a) return undefined;
    return {
      accountId: sub,
      async claims() {
        return {
          sub,
          email: a.email,
          email_verified: a.emailVerified === null ? undefined : (a.emailVerified ?? true),
          xms_edov: a.xmsEdov,
          given_name: a.givenName,
          family_name: a.familyName,
          name: [a.givenName, a.familyName].filter(Boolean).join(' ') || undefined,
        };
      },
    };
  },
});

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function page(res, title, body) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`);
}

async function formBody(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return Object.fromEntries(new URLSearchParams(raw));
}

async function interaction(req, res, uid, action) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  const { prompt, params } = details;
  if (req.method === 'GET' && !action) {
    if (prompt.name === 'login') {
      const failed = new URL(req.url, issuer).searchParams.has('failed');
      return page(res, 'Test provider: sign in', `${failed ? '<p role="alert">Wrong e-mail or password</p>' : ''}
        <form method="post" action="/interaction/${uid}/login">
          <label>E-mail <input name="email" type="email" autocomplete="username"></label>
          <label>Password <input name="password" type="password" autocomplete="current-password"></label>
          <button type="submit">Sign in to the provider</button>
        </form>`);
    }
    return page(res, 'Test provider: allow access', `<p>${escape(params.client_id)} asks for: ${escape(String(params.scope))}</p>
      <form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>
      <form method="post" action="/interaction/${uid}/abort"><button type="submit">Deny</button></form>`);
  }
  if (req.method === 'POST' && action === 'login') {
    const { email, password } = await formBody(req);
    const account = [...accounts.values()].find((a) => a.email === email && a.password === password);
    if (!account) {
      res.writeHead(303, { location: `/interaction/${uid}?failed=1` });
      return res.end();
    }
    return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }
  if (req.method === 'POST' && action === 'confirm') {
    const { session, grantId: existing } = details;
    const grant = existing ? await provider.Grant.find(existing) : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    const missing = prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: existing ? {} : { grantId } }, { mergeWithLastSubmission: true });
  }
  if (req.method === 'POST' && action === 'abort') {
    return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
  }
  res.writeHead(404).end();
}

const handle = provider.callback();
server.on('request', (req, res) => {
  const m = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?(?:\?.*)?$/.exec(req.url ?? '');
  if (!m) return handle(req, res);
  interaction(req, res, m[1], m[2]).catch((err) => {
    res.writeHead(400, { 'content-type': 'text/plain' });
    res.end(`interaction failed: ${err.message}`);
  });
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
console.log(JSON.stringify({ issuer }));
