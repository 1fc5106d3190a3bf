import type { EntityManager } from '@mikro-orm/postgresql';

/** Total revenue: every succeeded payment (consultation fees and balances), in cents. */
export async function totalRevenueCents(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ total: string | null }[]>(`select coalesce(sum(amount_cents), 0) as total from payments where status = 'succeeded'`);
  return Number(row?.total ?? 0);
}
