import { heardUntil, pingCheckpoint } from '../../client/src/lib/heard-until';

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

describe('pingCheckpoint', () => {
  it("reads the checkpoint a server's keep-alive ping carries, and nothing from a ping without one", () => {
    expect(pingCheckpoint({ heardUntil: '2026-11-30T14:00:00.250Z' })).toBe('2026-11-30T14:00:00.250Z');
    expect(pingCheckpoint(undefined)).toBeNull();
    expect(pingCheckpoint({})).toBeNull();
    expect(pingCheckpoint({ heardUntil: 'soon' })).toBeNull();
    expect(pingCheckpoint({ heardUntil: 1764511200000 })).toBeNull();
  });
});
