import fc from 'fast-check';
import { applyBasisPoints, formatDollars, lineAmount, parseDollars, roundHalfUp } from '../../server/src/domain/money';
import { billingBreakdown, payoutTiming, serviceCostOf, workerPayout } from '../../server/src/domain/billing';
import { computeLines, invoiceNumber } from '../../server/src/domain/invoice';
import { isInServiceArea } from '../../server/src/domain/service-area';
import { haversineMiles, lookupZip } from '../../server/src/domain/geo';
import { canTransition, displayStatus } from '../../server/src/domain/request-status';

describe('money', () => {
  it('parses dollars to cents exactly and refuses fractional cents', () => {
    expect(parseDollars('102.99')).toBe(10299);
    expect(parseDollars(0.1)).toBe(10);
    expect(parseDollars('7')).toBe(700);
    expect(() => parseDollars('1.005')).toThrow(/at most two decimals/);
    expect(() => parseDollars('abc')).toThrow();
    expect(() => parseDollars('1e3')).toThrow();
  });

  it('round-trips every cent amount through dollars', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => parseDollars((cents / 100).toFixed(2)) === cents));
  });

  it('rounds half up once per line', () => {
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(1.4999)).toBe(1);
    expect(applyBasisPoints(1, 5000)).toBe(1); // 0.5 cent rounds up
    expect(lineAmount(250, 3500)).toBe(8750); // 2.5 h x $35
    expect(lineAmount(2400, 67)).toBe(1608); // 24 mi x $0.67
    expect(formatDollars(10299)).toBe('$102.99');
    expect(formatDollars(123456789)).toBe('$1,234,567.89');
  });
});

describe('billing (DESIGN fees)', () => {
  it('computes the detail dialog formula for a $250 job', () => {
    const b = billingBreakdown({ serviceCostCents: 25000 });
    expect(b.platformFeeCents).toBe(3000); // 12%
    expect(b.salesTaxCents).toBe(2730); // 9.75% of 280.00
    expect(b.processingFeeCents).toBe(299);
    expect(b.serviceTotalCents).toBe(25000 + 3000 + 2730 + 299);
    expect(b.balanceDueCents).toBe(31029 - 10000);
    expect(b.combinedTotalCents).toBe(10299 + 21029);
    expect(b.workerPayoutCents).toBe(22500); // 90%
  });

  it('covers a small job with the consultation fee: balance 0', () => {
    const b = billingBreakdown({ serviceCostCents: 5000 });
    expect(b.balanceDueCents).toBe(0);
    expect(b.combinedTotalCents).toBe(10299);
  });

  it('gives the $100 Special a zero balance and $78.25 plus tips to the worker', () => {
    const b = billingBreakdown({ serviceCostCents: 99999, hundredDollarSpecial: true, tipCents: 500 });
    expect(b.balanceDueCents).toBe(500);
    expect(b.workerPayoutCents).toBe(7825 + 500);
    expect(b.combinedTotalCents).toBe(10299 + 500);
  });

  it('never produces a negative balance, and totals add up for any cost and tip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000 }), (cost, tip) => {
        const b = billingBreakdown({ serviceCostCents: cost, tipCents: tip });
        return (
          b.balanceDueCents >= 0 &&
          b.serviceTotalCents === cost + b.platformFeeCents + b.salesTaxCents + b.processingFeeCents + tip &&
          b.combinedTotalCents === 10299 + b.balanceDueCents &&
          Number.isInteger(b.salesTaxCents) &&
          b.workerPayoutCents === workerPayout(cost) + tip
        );
      }),
    );
  });

  it('times payouts: under $500 instant, $500-$5,000 photo review, over $5,000 inspection', () => {
    expect(payoutTiming(49999)).toBe('instant');
    expect(payoutTiming(50000)).toBe('photo_review');
    expect(payoutTiming(500000)).toBe('photo_review');
    expect(payoutTiming(500001)).toBe('inspection_required');
  });

  it('takes service cost from the latest invoice, else actual, else estimated', () => {
    expect(serviceCostOf({ latestInvoiceCents: 100, actualCostCents: 200, estimatedCostCents: 300 })).toBe(100);
    expect(serviceCostOf({ actualCostCents: 200, estimatedCostCents: 300 })).toBe(200);
    expect(serviceCostOf({ estimatedCostCents: 300 })).toBe(300);
    expect(serviceCostOf({})).toBe(0);
  });
});

describe('invoices', () => {
  it('prices lines as quantity x rate and numbers invoices INV-{id}-{year}', () => {
    const r = computeLines([
      { type: 'labor', description: 'Labor Hours', quantity: 4, rateCents: 3500 },
      { type: 'mileage', description: 'Mileage', quantity: 12.5, rateCents: 67 },
    ]);
    expect(r.errors).toEqual([]);
    expect(r.lines.map((l) => l.amountCents)).toEqual([14000, 838]);
    expect(r.subtotalCents).toBe(14838);
    expect(invoiceNumber(16, 2026, 0)).toBe('INV-16-2026');
    expect(invoiceNumber(16, 2026, 1)).toBe('INV-16-2026-2');
  });

  it('names the field of every bad line', () => {
    expect(computeLines([]).errors).toEqual([{ path: 'lineItems', message: 'An invoice needs at least one line item' }]);
    const r = computeLines([{ type: 'bribe', description: ' ', quantity: -1, rateCents: 1.5 }]);
    expect(r.errors.map((e) => e.path).sort()).toEqual(['lineItems.0.description', 'lineItems.0.quantity', 'lineItems.0.rate', 'lineItems.0.type']);
  });
});

describe('service area and distance', () => {
  it('serves the seven Tennessee prefixes only, with five-digit ZIPs', () => {
    for (const z of ['37001', '37123', '37203', '37312', '38002', '38103', '38201']) expect(isInServiceArea(z)).toBe(true);
    for (const z of ['30301', '10001', '3720', '372031', '38301', '', 'abcde']) expect(isInServiceArea(z)).toBe(false);
  });

  it('measures Nashville to Memphis at about 197 miles', () => {
    const d = haversineMiles(lookupZip('37203')!, lookupZip('38103')!);
    expect(d).toBeGreaterThan(185);
    expect(d).toBeLessThan(205);
  });
});

describe('request status', () => {
  it('shows an unpaid pending request as awaiting payment and refuses impossible moves', () => {
    expect(displayStatus('pending', false)).toBe('awaiting_payment');
    expect(displayStatus('pending', true)).toBe('pending');
    expect(canTransition('pending', 'in_progress')).toBe(true);
    expect(canTransition('completed', 'pending')).toBe(false);
    expect(canTransition('closed_pending_review', 'closed_successful')).toBe(true);
  });
});
