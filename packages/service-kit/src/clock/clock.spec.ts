import { ManualClock, systemClock } from './index';

describe('clocks', () => {
  it('a manual clock says what it was told, and a copy it gave out does not move it', () => {
    const clock = new ManualClock(new Date('2026-03-01T04:30:00Z'));
    const given = clock.now();
    given.setUTCFullYear(2030);
    expect(clock.now().toISOString()).toBe('2026-03-01T04:30:00.000Z');
    clock.set(new Date('2026-03-09T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });

  it('the system clock is the time of day', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
