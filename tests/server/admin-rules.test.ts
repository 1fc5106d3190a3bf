import { dayLabel, groupByDay } from '../../client/src/features/admin/components/schedule';
import { categoryGroup } from '../../client/src/features/admin/components/category-group';
import { durationLabel } from '../../server/src/modules/admin/completed';
import { initialPayoutStatus, quotePayout } from '../../server/src/modules/payouts/payout.service';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('Schedule grouping (local time)', () => {
  // Wednesday 4 March 2026, noon.
  const now = at(2026, 3, 4);
  it('labels Today, Tomorrow, the weekday within a week, else month and day', () => {
    expect(dayLabel(at(2026, 3, 4, 23).toISOString(), now)).toBe('Today');
    expect(dayLabel(at(2026, 3, 5, 8).toISOString(), now)).toBe('Tomorrow');
    expect(dayLabel(at(2026, 3, 7).toISOString(), now)).toBe('Saturday');
    expect(dayLabel(at(2026, 3, 10).toISOString(), now)).toBe('Tuesday');
    expect(dayLabel(at(2026, 3, 11).toISOString(), now)).toBe('March 11');
    expect(dayLabel(at(2026, 3, 3).toISOString(), now)).toBe('March 3');
  });

  it('groups consecutive visits of a day together, in order', () => {
    const items = [at(2026, 3, 4, 9), at(2026, 3, 4, 15), at(2026, 3, 5, 9), at(2026, 3, 20)].map((d, i) => ({ id: i, scheduledAt: d.toISOString() }));
    expect(groupByDay(items, now).map((g) => [g.label, g.items.map((x) => x.id)])).toEqual([['Today', [0, 1]], ['Tomorrow', [2]], ['March 20', [3]]]);
  });
});

describe('Completed Jobs duration wording', () => {
  const day = 86_400_000;
  const c = new Date('2026-03-01T10:00:00Z');
  it.each([
    [0.2, 'Same day'], [1.5, 'Same day'], [2, '2 days'], [6.9, '6 days'], [7, '1 week'], [20, '2 weeks'],
  ])('%f days reads %s', (days, label) => {
    expect(durationLabel(c, new Date(c.getTime() + days * day))).toBe(label);
  });
});

describe('category group badge', () => {
  it.each([
    ['Pet & Baby Care', 'On-Demand'], ['Maintenance & Repair', 'Home Service'], ['Home Improvements', 'Home Service'],
    ['Lawn & Landscaping', 'Outdoor'], ['Pool Services', 'Outdoor'], ['Health & Wellness', 'Professional'], ['Concierge & Lifestyle', 'General'],
  ])('%s is %s', (name, group) => expect(categoryGroup(name).label).toBe(group));
});

describe('payout quote', () => {
  const base = { hundredDollarSpecial: false, tipCents: 0, actualCostCents: null, estimatedCostCents: null };
  it('takes the latest invoice, else actual, else estimated cost', () => {
    expect(quotePayout({ ...base, actualCostCents: 20000, estimatedCostCents: 30000 }, 10000).serviceCostCents).toBe(10000);
    expect(quotePayout({ ...base, actualCostCents: 20000, estimatedCostCents: 30000 }, null).serviceCostCents).toBe(20000);
    expect(quotePayout({ ...base, estimatedCostCents: 30000 }, null).amountCents).toBe(27000);
  });
  it('rounds 90% half up to the cent and adds tips', () => {
    expect(quotePayout({ ...base, tipCents: 250 }, 12345).amountCents).toBe(11111 + 250); // 11110.5 -> 11111
  });
  it('pays $78.25 plus tips for the $100 Special, instantly', () => {
    expect(quotePayout({ ...base, hundredDollarSpecial: true, tipCents: 300, actualCostCents: 99999 }, 99999)).toEqual({ serviceCostCents: 10000, amountCents: 8125, tipCents: 300, timing: 'instant' });
  });
  it('holds payouts until their review unless already inspected', () => {
    expect(initialPayoutStatus('instant', false)).toBe('approved');
    expect(initialPayoutStatus('photo_review', false)).toBe('pending');
    expect(initialPayoutStatus('inspection_required', false)).toBe('inspection_required');
    expect(initialPayoutStatus('inspection_required', true)).toBe('approved');
  });
});
