import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { browserAppPerFile, openAs } from '../support/e2e';
import { login, call } from '../rest/rest-client';
import { newRequestBody, paidRequest } from '../rest/fixtures';
import { ServiceRequest } from '../../server/src/modules/requests/service-request.entity';

/**
 * A page of the same site (another port of 127.0.0.1: cookies are sent across ports) posts an
 * auto-submitting text/plain form to the app while its victim is signed in. The session cookie
 * (SameSite=Lax) goes along; the app refuses the write (403) because the request does not come
 * from the app's own origin.
 */
const env = browserAppPerFile({ seed: true });

let attacker: http.Server;
let attackerUrl = '';
let formAction = '';
beforeAll(async () => {
  attacker = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><html><body>
      <form id="f" method="POST" enctype="text/plain" action="${formAction}"><input type="hidden" name="x" value="1"></form>
      <script>document.getElementById('f').submit()</script></body></html>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => attacker?.close(() => resolve()));
});

const row = (id: number) => env.app.orm.em.fork().findOneOrFail(ServiceRequest, { id }, { populate: ['provider'] });

/** Opens the attacker's page in the victim's browser and returns the app's answer to the forged form. */
async function forge(page: Page, action: string): Promise<{ status: number; body: string }> {
  formAction = action;
  const answer = page.waitForResponse((r) => r.url() === action);
  await page.goto(attackerUrl);
  const res = await answer;
  return { status: res.status(), body: await res.text() };
}

it("a same-site page cannot make the signed-in admin's browser simulate a client's payment", async () => {
  const client = await login(env.app, 'client');
  const created = await call(env.app, 'POST', '/api/service-requests', { token: client, body: await newRequestBody(env.app) });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect((await row(id)).appointmentFeePaid).toBe(false);

  const { context, page } = await openAs(env, 'admin');
  const answer = await forge(page, `${env.app.url}/api/admin/simulate-client-payment/${id}`);
  expect(answer.status).toBe(403);
  expect(answer.body).toMatch(/cross-site/i);
  expect((await row(id)).appointmentFeePaid).toBe(false);
  await context.close();
});

it("a same-site page cannot make the signed-in worker's browser accept a job", async () => {
  const id = await paidRequest(env.app, await login(env.app, 'client'));
  const before = await row(id);
  expect(before.provider).toBeNull();

  const { context, page } = await openAs(env, 'worker');
  const answer = await forge(page, `${env.app.url}/api/service-requests/${id}/accept`);
  expect(answer.status).toBe(403);
  const after = await row(id);
  expect(after.provider).toBeNull();
  expect(after.status).toBe(before.status);
  await context.close();
});
