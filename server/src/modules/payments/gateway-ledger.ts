import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChargeInput, ChargeResult } from './charge';

export interface ProposedCharge {
  status: 'succeeded' | 'declined';
  transactionId: string | null;
  failureReason: string | null;
}

export interface RefundRecord {
  refundKey: string;
  refundId: string;
  transactionId: string;
  reason: string;
  /** null: whatever of the charge is not yet refunded. */
  amountCents: number | null;
}

/**
 * The simulated processor's memory: one charge per idempotency key and one refund per refund
 * key, the first writer winning. `recordCharge` answers the charge that stands under the key
 * (the proposed one when the key is new), with its refunds so far.
 */
export interface GatewayLedger {
  recordCharge(input: ChargeInput, proposed: ProposedCharge): Promise<{ result: ChargeResult; created: boolean }>;
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  recordRefund(refund: RefundRecord): Promise<{ refundId: string; created: boolean }>;
  /** Every charge made for one request, net of refunds: what the processor's books say was collected. */
  collectedFor(requestId: number): Promise<{ charges: number; netCents: number }>;
}

interface StoredCharge extends ProposedCharge {
  amountCents: number;
  refundedCents: number;
  requestId: number | null;
}

const answer = (c: StoredCharge): ChargeResult => ({ status: c.status, transactionId: c.transactionId, failureReason: c.failureReason, refundedCents: c.refundedCents });

/** A ledger that lives as long as its process: for unit tests of a gateway double only. */
export class MemoryGatewayLedger implements GatewayLedger {
  private readonly charges = new Map<string, StoredCharge>();
  private readonly refunds = new Map<string, string>();

  async recordCharge(input: ChargeInput, proposed: ProposedCharge) {
    const known = this.charges.get(input.idempotencyKey);
    if (known) return { result: answer(known), created: false };
    const stored = { ...proposed, amountCents: input.amountCents, refundedCents: 0, requestId: input.reference?.requestId ?? null };
    this.charges.set(input.idempotencyKey, stored);
    return { result: answer(stored), created: true };
  }

  async findCharge(key: string) {
    const c = this.charges.get(key);
    return c ? answer(c) : null;
  }

  async recordRefund(r: RefundRecord) {
    const known = this.refunds.get(r.refundKey);
    if (known) return { refundId: known, created: false };
    const charge = [...this.charges.values()].find((c) => c.transactionId === r.transactionId);
    if (charge) charge.refundedCents += r.amountCents ?? charge.amountCents - charge.refundedCents;
    this.refunds.set(r.refundKey, r.refundId);
    return { refundId: r.refundId, created: true };
  }

  async collectedFor(requestId: number) {
    const mine = [...this.charges.values()].filter((c) => c.requestId === requestId && c.status === 'succeeded');
    return { charges: mine.length, netCents: mine.reduce((s, c) => s + c.amountCents - c.refundedCents, 0) };
  }
}

interface ChargeRow {
  status: 'succeeded' | 'declined';
  transaction_id: string | null;
  failure_reason: string | null;
  refunded_cents: string | number;
}

const fromRow = (r: ChargeRow): ChargeResult => ({ status: r.status, transactionId: r.transaction_id, failureReason: r.failure_reason, refundedCents: Number(r.refunded_cents) });

/**
 * The ledger in the app's database, in tables of the processor's own
 * (`simulated_gateway_charges`, `simulated_gateway_refunds`), written outside any transaction
 * of the app: what the processor did stands whatever the app's transaction does next, as it
 * would at a real processor. Each write is one statement: the first writer of a key wins
 * across processes, and a key is remembered across restarts.
 */
export class DatabaseGatewayLedger implements GatewayLedger {
  constructor(private readonly orm: MikroORM) {}

  private sql<T>(query: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
  }

  async recordCharge(input: ChargeInput, proposed: ProposedCharge) {
    const inserted = await this.sql<ChargeRow>(
      `insert into simulated_gateway_charges (idempotency_key, transaction_id, status, failure_reason, amount_cents, refunded_cents, method, description, request_id, kind, created_at)
       values (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, now())
       on conflict (idempotency_key) do nothing
       returning status, transaction_id, failure_reason, refunded_cents`,
      [input.idempotencyKey, proposed.transactionId, proposed.status, proposed.failureReason, input.amountCents, input.method.slice(0, 30), input.description.slice(0, 300), input.reference?.requestId ?? null, input.reference?.kind ?? null],
    );
    if (inserted.length) return { result: fromRow(inserted[0]), created: true };
    const known = await this.findCharge(input.idempotencyKey);
    if (!known) throw new Error('the simulated gateway lost a charge it had recorded');
    return { result: known, created: false };
  }

  async findCharge(key: string) {
    const rows = await this.sql<ChargeRow>('select status, transaction_id, failure_reason, refunded_cents from simulated_gateway_charges where idempotency_key = ?', [key]);
    return rows.length ? fromRow(rows[0]) : null;
  }

  async recordRefund(r: RefundRecord) {
    // One statement: the refund row and the charge's refunded total, or nothing when the key is known.
    const rows = await this.sql<{ refund_id: string }>(
      `with c as (select transaction_id, amount_cents - refunded_cents as open_cents from simulated_gateway_charges where transaction_id = ?),
            ins as (
              insert into simulated_gateway_refunds (refund_key, refund_id, transaction_id, amount_cents, reason, created_at)
              select ?, ?, ?, coalesce(?::bigint, (select open_cents from c), 0), ?, now()
              on conflict (refund_key) do nothing
              returning refund_id, transaction_id, amount_cents),
            upd as (update simulated_gateway_charges g set refunded_cents = g.refunded_cents + ins.amount_cents from ins where g.transaction_id = ins.transaction_id)
       select refund_id from ins`,
      [r.transactionId, r.refundKey, r.refundId, r.transactionId, r.amountCents, r.reason.slice(0, 300)],
    );
    if (rows.length) return { refundId: rows[0].refund_id, created: true };
    const known = await this.sql<{ refund_id: string }>('select refund_id from simulated_gateway_refunds where refund_key = ?', [r.refundKey]);
    return { refundId: known[0].refund_id, created: false };
  }

  async collectedFor(requestId: number) {
    const [row] = await this.sql<{ charges: string; net: string | null }>(
      `select count(*) as charges, sum(amount_cents - refunded_cents) as net from simulated_gateway_charges where request_id = ? and status = 'succeeded'`,
      [requestId],
    );
    return { charges: Number(row.charges), netCents: Number(row.net ?? 0) };
  }
}
