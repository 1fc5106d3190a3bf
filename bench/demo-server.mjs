// The product as `npm start` runs it, for the browser benches (bench/lighthouse.mjs,
// bench/taps.mjs): `node server/dist/main.js` on a fresh embedded PGlite, which loads the demo
// data, in a scratch directory removed when it stops; and a demo user's session cookie.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEMO_PASSWORD = 'demo-pass-2026';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts `main` on `port`; refuses when something already answers there (its files, not this build's, would be measured). */
export async function startDemoServer({ port, main, portVariable }) {
  const taken = await fetch(`http://127.0.0.1:${port}/readyz`).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is in use: stop what listens there, or set ${portVariable}`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-server-'));
  const logFile = path.join(scratch, 'server.log');
  const fd = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--max-semi-space-size=32', main], {
    cwd: path.resolve(path.dirname(main), '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(scratch, 'pglite'),
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      MAIL_DIR: path.join(scratch, 'mail'),
      SMS_DIR: path.join(scratch, 'sms'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return { url, stop };
    await sleep(500);
  }
  child.kill();
  throw new Error(`the server did not get ready:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
}

/** The session cookie (sid=...) POST /auth/login sets for a demo user. */
export async function demoSessionCookie(url, email) {
  const res = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const sid = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`no sid cookie for ${email}`);
  return sid;
}
