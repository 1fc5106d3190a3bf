import { signIn, type TestApp } from '../support/app';
import { graphql } from '../gql';

interface LedgerRow {
  id: number;
  status: string;
  client_email: string;
  balance_paid: boolean;
  appointment_fee_paid: boolean;
  tip_cents: number;
  collected: string;
  paid_out: string;
}

const DEMO_CLIENTS = ['client@demo.elite', 'client2@demo.elite'];

/**
 * The money invariants of every request, checked through the same views people use:
 * - payouts never exceed 90 % of the money collected plus tips;
 * - a paid balance means the ledger holds exactly what the billing view says was billed,
 *   and checkout asks for nothing more;
 * - an unpaid balance is what checkout asks for, and what the billing view says is due.
 * Returns one line per violation (empty when the ledger holds).
 */
export async function ledgerViolations(app: TestApp): Promise<string[]> {
  const rows = await app.orm.em.fork().getConnection().execute<LedgerRow[]>(
    `select r.id, r.status, u.email as client_email, r.balance_paid, r.appointment_fee_paid, r.tip_cents,
            (select coalesce(sum(p.amount_cents), 0) from payments p where p.request_id = r.id and p.status = 'succeeded') as collected,
            (select coalesce(sum(w.amount_cents), 0) from worker_payouts w where w.request_id = r.id) as paid_out
       from service_requests r join clients c on c.id = r.client_id left join users u on u.id = c.user_id
      order by r.id`,
  );
  const admin = await signIn(app, 'admin@demo.elite');
  const clientTokens = new Map<string, string>();
  for (const email of DEMO_CLIENTS) clientTokens.set(email, await signIn(app, email));
  const problems: string[] = [];
  for (const r of rows) {
    const collected = Number(r.collected);
    const paidOut = Number(r.paid_out);
    if (paidOut * 10 > collected * 9 + r.tip_cents * 10) problems.push(`#${r.id}: payouts ${paidOut} exceed 90% of ${collected} collected + ${r.tip_cents} tips`);
    if (r.status === 'cancelled') continue;
    const b = await app.gql(graphql(`query LedgerInvariantsServiceRequest($id: ID!) { serviceRequest(id: $id) { billing { balanceDueCents combinedTotalCents balancePaid } } }`), { id: String(r.id) }, admin);
    if (!b.data) {
      problems.push(`#${r.id}: billing view failed ${JSON.stringify(b.errors)}`);
      continue;
    }
    const billing = b.data.serviceRequest.billing;
    const token = clientTokens.get(r.client_email);
    const q = token ? await app.gql(graphql(`query LedgerInvariantsCheckoutQuote($id: ID!) { checkoutQuote(requestId: $id) { dueFor amountCents } }`), { id: String(r.id) }, token) : null;
    const quote = q?.data?.checkoutQuote ?? null;
    if (r.balance_paid) {
      if (collected !== billing.combinedTotalCents) problems.push(`#${r.id}: balance paid, but ${collected} collected against ${billing.combinedTotalCents} billed`);
      if (quote && quote.amountCents !== 0) problems.push(`#${r.id}: balance paid, but checkout asks for ${quote.amountCents} (${quote.dueFor})`);
    } else if (quote?.dueFor === 'balance' && quote.amountCents !== billing.balanceDueCents) {
      problems.push(`#${r.id}: checkout asks for ${quote.amountCents}, the billing view says ${billing.balanceDueCents} is due`);
    }
  }
  return problems;
}
