import { demoDataFile } from '../support/migration-db';

/**
 * A worker payout holds the admin's decision like a payment does. The migration that adds it
 * takes the decision of today's payouts from their status: released (approved or paid) is
 * approved, waiting for a photo review or an inspection is pending; who decided and when stay.
 * Afterwards the database refuses a decision outside its words, and a status that disagrees
 * with the decision.
 */
const BEFORE = 'Migration20261128130948_places';
const APPROVAL = 'Migration20261128142316_payout_approval';

const { sql, migrateTo } = demoDataFile(BEFORE);

it('backfills the decision of every payout from its status, keeping who decided and when', async () => {
  const free = await sql<{ id: number; provider_id: number }>(
    `select id, provider_id from service_requests r where provider_id is not null and not exists (select 1 from worker_payouts w where w.request_id = r.id) order by id limit 3`,
  );
  expect(free).toHaveLength(3);
  const [admin] = await sql<{ id: number }>(`select id from users where role = 'admin' order by id limit 1`);
  const payout = async (r: { id: number; provider_id: number }, timing: string, status: string, approvedById: number | null) =>
    Number(
      (
        await sql<{ id: number }>(
          `insert into worker_payouts (request_id, provider_id, service_cost_cents, amount_cents, tip_cents, timing, status, approved_by_id, approved_at, created_at)
           values (?, ?, 60000, 54000, 0, ?, ?, ?, ?, now()) returning id`,
          [r.id, r.provider_id, timing, status, approvedById, approvedById ? '2026-11-01T12:00:00Z' : null],
        )
      )[0].id,
    );
  const photo = await payout(free[0], 'photo_review', 'pending', null);
  const inspection = await payout(free[1], 'inspection_required', 'inspection_required', null);
  const released = await payout(free[2], 'instant', 'approved', admin.id);
  const before = await sql<{ id: number; status: string }>(`select id, status from worker_payouts where id not in (?, ?, ?) order by id`, [photo, inspection, released]);
  expect(before.length).toBeGreaterThan(0);

  await migrateTo(APPROVAL);

  const rows = await sql<{ id: number; status: string; admin_approval_status: string; approved_by_id: number | null; approved_at: Date | null; admin_notes: string | null }>(
    `select id, status, admin_approval_status, approved_by_id, approved_at, admin_notes from worker_payouts order by id`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  expect(byId.get(photo)).toMatchObject({ status: 'pending', admin_approval_status: 'pending', approved_by_id: null, approved_at: null, admin_notes: null });
  expect(byId.get(inspection)).toMatchObject({ status: 'inspection_required', admin_approval_status: 'pending', approved_by_id: null, admin_notes: null });
  expect(byId.get(released)).toMatchObject({ status: 'approved', admin_approval_status: 'approved', approved_by_id: admin.id, admin_notes: null });
  expect(new Date(String(byId.get(released)!.approved_at))).toEqual(new Date('2026-11-01T12:00:00Z'));
  // The demo's paid payouts were approved.
  for (const b of before) expect(byId.get(b.id)).toMatchObject({ status: b.status, admin_approval_status: b.status === 'paid' || b.status === 'approved' ? 'approved' : 'pending' });
});

it.each([
  [`update worker_payouts set admin_approval_status = 'Approved' where status = 'paid'`, 'worker_payouts_admin_approval_status_check'],
  [`update worker_payouts set admin_approval_status = '' where status = 'pending'`, 'worker_payouts_admin_approval_status_check'],
  [`update worker_payouts set admin_approval_status = 'pending' where status = 'paid'`, 'worker_payouts_released_is_approved'],
  [`update worker_payouts set admin_approval_status = 'rejected' where status = 'approved'`, 'worker_payouts_released_is_approved'],
  [`update worker_payouts set admin_approval_status = 'approved' where status = 'inspection_required'`, 'worker_payouts_released_is_approved'],
  [`update worker_payouts set status = 'paid' where status = 'pending'`, 'worker_payouts_released_is_approved'],
])('SQL written straight to the database is refused by the CHECK: %s', async (statement, constraint) => {
  await expect(sql(statement)).rejects.toThrow(new RegExp(`violates check constraint "${constraint}"`));
});

it('a payout released with its decision is taken, and a pending one may be rejected', async () => {
  await sql(`update worker_payouts set status = 'approved', admin_approval_status = 'approved' where status = 'pending'`);
  await sql(`update worker_payouts set admin_approval_status = 'rejected', admin_notes = 'Photos missing' where status = 'inspection_required'`);
  expect(await sql(`select count(*)::int as n from worker_payouts where admin_approval_status = 'rejected'`)).toEqual([{ n: 1 }]);
});
