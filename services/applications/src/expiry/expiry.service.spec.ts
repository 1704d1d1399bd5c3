import type { ApplicationsService } from '../applications/applications.service';
import { ManualClock } from '@trio/service-kit/clock';
import { ExpiryService } from './expiry.service';

/** A fake of the applications service holding expiry times: expires what is due at the moment it is asked. */
function fakeApplications(expiries: Record<string, Date>) {
  const expired: string[] = [];
  const fake = {
    dueForExpiry: async (now: Date) =>
      Object.entries(expiries)
        .filter(([id, at]) => at <= now && !expired.includes(id))
        .map(([_id]) => ({ _id, version: 1 })),
    expire: async (id: string, now: Date) => {
      if (expired.includes(id) || expiries[id]! > now) return false;
      expired.push(id);
      return true;
    },
  };
  return { service: fake as unknown as ApplicationsService, expired };
}

describe('ExpiryService with a fake clock', () => {
  it('expires exactly what is due at the moment it is given, once', async () => {
    const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'));
    const { service, expired } = fakeApplications({
      unpaid: new Date('2026-03-08T00:00:00Z'),
      unanswered: new Date('2026-03-31T00:00:00Z'),
    });
    const expiry = new ExpiryService(service);
    expect(await expiry.expireDue(clock.now())).toBe(0);
    clock.set(new Date('2026-03-08T00:00:00Z'));
    expect(await expiry.expireDue(clock.now())).toBe(1);
    expect(await expiry.expireDue(clock.now())).toBe(0);
    clock.set(new Date('2026-04-01T00:00:00Z'));
    expect(await expiry.expireDue(clock.now())).toBe(1);
    expect(expired).toEqual(['unpaid', 'unanswered']);
  });
});
