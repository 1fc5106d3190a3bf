import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

/** A person at the test provider. */
export interface ProviderAccount {
  sub: string;
  email: string;
  password: string;
  /** null: the provider sends no email_verified claim (as Microsoft Entra). */
  emailVerified?: boolean | null;
  /** Entra's optional "e-mail domain owner verified" claim. */
  xmsEdov?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The app's environment for signing in with this provider. */
  appEnv(publicUrl: string): Record<string, string>;
  close(): Promise<void>;
}

export const OIDC_CLIENT_ID = 'marketplace-app';
export const OIDC_CLIENT_SECRET = 'marketplace-app-secret-for-tests-only';

/** A free TCP port on 127.0.0.1 (for an address that must be known before its server starts). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real OpenID Connect provider (the oidc-provider package) in a child process, with a client
 * for the app whose callback is `redirectUris`, and `accounts`.
 */
export async function startOidcProvider(opts: { redirectUris: string[]; accounts: ProviderAccount[]; port?: number }): Promise<TestOidcProvider> {
  const script = path.join(__dirname, 'oidc-test-provider.mjs');
  const child: ChildProcess = spawn(process.execPath, [script, JSON.stringify({ clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET, ...opts })], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      try {
        resolve((JSON.parse(line) as { issuer: string }).issuer);
      } catch {
        reject(new Error(`the test provider said: ${line}\n${stderr}`));
      }
    });
    child.once('exit', (code) => reject(new Error(`the test provider exited (${code}): ${stderr}`)));
  });
  return {
    issuer,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    appEnv: (publicUrl) => ({
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      OIDC_PROVIDER_NAME: 'Test Identity',
    }),
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Cookies by host, as a browser would keep them (enough for the app and the test provider). */
class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  store(url: URL, res: Response): void {
    const jar = this.byHost.get(url.host) ?? new Map<string, string>();
    for (const header of res.headers.getSetCookie()) {
      const [pair, ...attrs] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.byHost.set(url.host, jar);
  }

  header(url: URL): string {
    return [...(this.byHost.get(url.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(url: URL, name: string): string | undefined {
    return this.byHost.get(url.host)?.get(name);
  }

  set(url: URL, name: string, value: string): void {
    const jar = this.byHost.get(url.host) ?? new Map<string, string>();
    jar.set(name, value);
    this.byHost.set(url.host, jar);
  }
}

/** A browser without a screen: follows redirects and posts forms, keeping cookies per host. */
export class HttpBrowser {
  readonly cookies = new CookieJar();
  /** Every URL visited, in order. */
  readonly visited: URL[] = [];

  /** One request (no redirect followed). */
  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    this.visited.push(url);
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        cookie: this.cookies.header(url),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    this.cookies.store(url, res);
    return res;
  }

  /** Follows redirects until a page answers, or `stopAt` matches the next address (returned unvisited). */
  async go(start: URL, init: { method?: string; form?: Record<string, string> } = {}, stopAt?: (u: URL) => boolean): Promise<{ url: URL; res: Response | null }> {
    let url = start;
    let res = await this.request(url, init);
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      if (hops > 20) throw new Error('too many redirects');
      url = new URL(res.headers.get('location')!, url);
      if (stopAt?.(url)) return { url, res: null };
      res = await this.request(url);
    }
    return { url, res };
  }
}

/** The form action URL of the button named `button` in an HTML page (the test provider's pages). */
export function formAction(html: string, base: URL, button: string): URL {
  const forms = html.match(/<form[^>]*action="([^"]+)"[^>]*>[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => f.includes(`>${button}</button>`));
  if (!form) throw new Error(`no form with a "${button}" button in:\n${html}`);
  return new URL(/action="([^"]+)"/.exec(form)![1], base);
}
