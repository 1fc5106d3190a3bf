import { heardUntil } from '../../client/src/lib/heard-until';

describe('heardUntil', () => {
  it("reads the moment a restarting server gives in closing a socket, and nothing from any other close", () => {
    expect(heardUntil({ code: 1012, reason: 'Service restarting; heard until 2026-11-30T04:30:00.123Z' })).toBe('2026-11-30T04:30:00.123Z');
    // A restart without a moment (the server could not write everything in time), another close, a reason that is no time.
    expect(heardUntil({ code: 1012, reason: 'Service restarting' })).toBeNull();
    expect(heardUntil({ code: 4503, reason: 'heard until 2026-11-30T04:30:00.123Z' })).toBeNull();
    expect(heardUntil({ code: 1012, reason: 'Service restarting; heard until yesterday' })).toBeNull();
    expect(heardUntil({})).toBeNull();
  });
});
