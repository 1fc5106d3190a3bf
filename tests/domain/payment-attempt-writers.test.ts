import fs from 'node:fs';
import path from 'node:path';
import { ATTEMPT_STATES, attemptSources, canMoveAttempt, isFinalAttempt } from '../../server/src/domain/payment-attempt';

/**
 * A payment attempt's state has one writer, as the request status has (request-status-writers):
 * moveAttempt (server/src/modules/payments/attempt-writes.ts), driven by the transition table in
 * domain/payment-attempt.ts. This holds the table's shape and scans the server for any other writer.
 */
const SRC = path.join(__dirname, '../../server/src');
const WRITER = path.join(SRC, 'modules/payments/attempt-writes.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return p.includes('migrations') ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the payment attempt transition table', () => {
  it('ends in succeeded, declined and refunded, and gives money back only through refunding or a charge found refunded', () => {
    expect(ATTEMPT_STATES.filter(isFinalAttempt).sort()).toEqual(['declined', 'refunded', 'succeeded']);
    expect(attemptSources('succeeded').sort()).toEqual(['abandoned', 'started']);
    expect(attemptSources('abandoned')).toEqual(['started']);
    expect(canMoveAttempt('refunding', 'succeeded')).toBe(false);
    expect(canMoveAttempt('succeeded', 'refunding')).toBe(false);
    expect(canMoveAttempt('declined', 'succeeded')).toBe(false);
    expect(attemptSources('started')).toEqual([]);
  });

  it('has one writer: no other server file sets an attempt state', () => {
    const offenders = sources(SRC).filter((f) => {
      if (f === WRITER) return false;
      const text = fs.readFileSync(f, 'utf8');
      const statements = text.split('nativeUpdate(PaymentAttempt').slice(1).map((rest) => rest.slice(0, rest.indexOf(');')));
      return statements.some((st) => /\bstate\s*:/.test(st)) || /update\s+"?payment_attempts"?\s+set\s+[^;]*\bstate\b/i.test(text);
    });
    expect(offenders.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
