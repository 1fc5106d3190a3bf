import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { startTestApp, signIn, type TestApp } from '../support/app';
import { sealStoredAccountNumbers } from '../../server/src/modules/providers/bank-account-sealing';
import { openAccountNumber } from '../../server/src/modules/providers/bank-account';
import { loadConfig } from '../../server/src/config';
import { open, parseDataKey, resolveDataKey, seal, DataKeyMismatchError } from '../../server/src/shared/data-encryption';
import { graphql } from '../gql';

/**
 * Bank account numbers are encrypted at rest (AES-256-GCM, key from the environment or a
 * generated key file): the column never holds the digits, the worker still sees the masked
 * number, and numbers stored as digits before are encrypted at start-up.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(() => app?.close());

async function storedNumbers(): Promise<{ email: string; bank_account_number: string }[]> {
  return app.orm.em.fork().getConnection().execute("select email, bank_account_number from service_providers where bank_account_number is not null order by email");
}

it('stores the demo workers\' account numbers encrypted, and shows the worker the masked number', async () => {
  const rows = await storedNumbers();
  expect(rows.length).toBeGreaterThanOrEqual(3);
  for (const r of rows) {
    expect(r.bank_account_number).toMatch(/^enc:v1:[A-Za-z0-9_-]+$/);
    expect(r.bank_account_number).not.toContain('000123456789');
    expect(openAccountNumber(r.bank_account_number)).toBe('000123456789');
  }
  // A fresh IV per value: the same number is never stored twice alike.
  expect(new Set(rows.map((r) => r.bank_account_number)).size).toBe(rows.length);
  const token = await signIn(app, 'worker@demo.elite');
  const mine = await app.gql(graphql(`query BankAccountEncryptionMyBankAccount { myBankAccount { accountNumberMasked routingNumberMasked } }`), {}, token);
  expect(mine.data!.myBankAccount).toEqual({ accountNumberMasked: '••••••••6789', routingNumberMasked: '•••••8637' });
});

it('encrypts a number the worker saves; their views and the admin payout and provider lists answer as before', async () => {
  const token = await signIn(app, 'worker2@demo.elite');
  const saved = await app.gql(
    graphql(`mutation BankAccountEncryptionUpdateBankAccount($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }`),
    { i: { accountHolderName: 'Lena Ortiz', bankName: 'First Horizon', accountType: 'checking', routingNumber: '084000026', accountNumber: '5550001111' } },
    token,
  );
  expect(saved.data!.updateBankAccount.accountNumberMasked).toBe('••••••1111');
  const row = (await storedNumbers()).find((r) => r.email === 'worker2@demo.elite')!;
  expect(row.bank_account_number).not.toContain('5550001111');
  expect(openAccountNumber(row.bank_account_number)).toBe('5550001111');
  // Kept when the form leaves the number empty.
  const kept = await app.gql(
    graphql(`mutation BankAccountEncryptionUpdateBankAccount2($i: BankAccountInput!) { updateBankAccount(input: $i) { accountNumberMasked } }`),
    { i: { accountHolderName: 'Lena Ortiz', bankName: 'First Horizon', accountType: 'savings', routingNumber: null, accountNumber: null } },
    token,
  );
  expect(kept.data!.updateBankAccount.accountNumberMasked).toBe('••••••1111');

  const admin = await signIn(app, 'admin@demo.elite');
  const lists = await app.gql(
    graphql(`query BankAccountEncryptionAdminPayouts { adminPayouts { items { providerName payout { amountCents status } } } adminProviders { items { provider { name } earningsCents } } }`),
    {},
    admin,
  );
  expect(lists.errors).toBeUndefined();
  expect(lists.data!.adminPayouts.items.length).toBeGreaterThan(0);
  expect(lists.data!.adminProviders.items.map((i) => i.provider.name)).toContain('Lena Ortiz');
  const payouts = await app.gql(graphql(`query BankAccountEncryptionMyPayouts { myPayouts { items { amountCents status } } }`), {}, await signIn(app, 'worker@demo.elite'));
  expect(payouts.errors).toBeUndefined();
});

it('encrypts numbers stored as digits at start-up, and the worker still sees them masked', async () => {
  const em = app.orm.em.fork();
  await em.getConnection().execute("update service_providers set bank_account_number = '987654321' where email = 'worker3@demo.elite'");
  expect(await sealStoredAccountNumbers(app.orm)).toBe(1);
  const row = (await storedNumbers()).find((r) => r.email === 'worker3@demo.elite')!;
  expect(row.bank_account_number).toMatch(/^enc:v1:/);
  expect(row.bank_account_number).not.toContain('987654321');
  expect((await storedNumbers()).every((r) => !/^\d+$/.test(r.bank_account_number))).toBe(true);
  const token = await signIn(app, 'worker3@demo.elite');
  const mine = await app.gql(graphql(`query BankAccountEncryptionMyBankAccount2 { myBankAccount { accountNumberMasked } }`), {}, token);
  expect(mine.data!.myBankAccount.accountNumberMasked).toBe('•••••4321');
  expect(await sealStoredAccountNumbers(app.orm)).toBe(0);
});

describe('the key', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-key-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is generated once into the data directory (mode 0600) for the embedded default, and read back on restart', () => {
    const file = path.join(dir, 'sub', 'encryption.key');
    const settings = loadConfig({ DATA_ENCRYPTION_KEY_FILE: file });
    const first = resolveDataKey(settings);
    expect(first.key).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const sealed = seal('000123456789', 'bank_account_number', first.key);
    expect(open(sealed, 'bank_account_number', resolveDataKey(settings).key)).toBe('000123456789');
  });

  it('comes from DATA_ENCRYPTION_KEY as base64 or hex; another key cannot open what one sealed', () => {
    const raw = crypto.randomBytes(32);
    expect(parseDataKey(raw.toString('base64'))).toEqual(raw);
    expect(parseDataKey(raw.toString('hex'))).toEqual(raw);
    expect(() => parseDataKey('too-short')).toThrow(/DATA_ENCRYPTION_KEY must be 32 random bytes/);
    const sealed = seal('000123456789', 'bank_account_number', raw);
    expect(() => open(sealed, 'bank_account_number', crypto.randomBytes(32))).toThrow(DataKeyMismatchError);
    expect(resolveDataKey(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', DATA_ENCRYPTION_KEY: raw.toString('base64') })).key).toEqual(raw);
  });

  it('is required in production with DATABASE_URL: start-up refuses with a clear message', () => {
    expect(() => resolveDataKey(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' }))).toThrow(/DATA_ENCRYPTION_KEY is required in production with DATABASE_URL/);
  });
});
