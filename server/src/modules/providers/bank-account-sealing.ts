import type { MikroORM } from '@mikro-orm/postgresql';
import { isSealed } from '../../shared/data-encryption';
import { openAccountNumber, sealAccountNumber } from './bank-account';

/**
 * Start-up step: bank account numbers stored as digits (written before encryption) are
 * encrypted in place, and the key is checked against one stored number, so a changed key
 * stops the start with a clear message instead of failing on a worker's page later.
 * Returns how many rows were sealed.
 */
export async function sealStoredAccountNumbers(orm: MikroORM): Promise<number> {
  const conn = orm.em.fork().getConnection();
  const sample = await conn.execute<{ bank_account_number: string }[]>(
    `select bank_account_number from service_providers where bank_account_number like 'enc:%' limit 1`,
  );
  if (sample[0]) openAccountNumber(sample[0].bank_account_number);
  const plain = await conn.execute<{ id: number; bank_account_number: string }[]>(
    `select id, bank_account_number from service_providers where bank_account_number is not null and bank_account_number not like 'enc:%'`,
  );
  let sealed = 0;
  for (const row of plain) {
    if (isSealed(row.bank_account_number)) continue;
    const res = await conn.execute<{ affectedRows?: number }>(
      'update service_providers set bank_account_number = ? where id = ? and bank_account_number = ?',
      [sealAccountNumber(row.bank_account_number), row.id, row.bank_account_number],
      'run',
    );
    sealed += Number(res.affectedRows ?? 0);
  }
  return sealed;
}
