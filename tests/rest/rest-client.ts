import type { TestApp } from '../support/app';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/src/db/seeders/demo-accounts';

/** Test bodies are read loosely: the assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface RestResult<T = Json> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A REST call over real HTTP; a token goes as Bearer; a string body is sent as is (malformed JSON tests). */
export async function call<T = Json>(app: TestApp, method: string, path: string, opts: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {}): Promise<RestResult<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await fetch(`${app.url}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}

/** Signs a demo account in through POST /auth/login and returns its token. */
export async function login(app: TestApp, who: keyof typeof DEMO_USERS): Promise<string> {
  const r = await call<{ token: string }>(app, 'POST', '/auth/login', { body: { email: DEMO_USERS[who].email, password: DEMO_PASSWORD } });
  if (r.status !== 200) throw new Error(`login ${who}: ${r.status} ${r.text}`);
  return r.body.token;
}

/** Registers a fresh account through POST /auth/register. */
export async function register(app: TestApp, role: 'client' | 'worker', tag = Math.random().toString(36).slice(2, 8)) {
  const r = await call<{ token: string; user: { id: number; email: string } }>(app, 'POST', '/auth/register', {
    body: { email: `${role}-${tag}@example.com`, password: 'password-123', firstName: 'Test', lastName: role, phone: '615-555-0199', role },
  });
  if (r.status !== 201) throw new Error(`register: ${r.status} ${r.text}`);
  return r.body;
}

/** Every value of a JSON object that is money must have at most two decimals. */
export function expectTwoDecimals(value: number | null | undefined): void {
  if (value === null || value === undefined) return;
  if (Math.round(value * 100) !== value * 100) throw new Error(`${value} has more than two decimals`);
}
