import { faultPlan } from './fault-plan';

describe('the fault plan', () => {
  const services = ['users', 'properties', 'applications', 'payments', 'maintenance', 'notifications'];

  it('kills every 10 s, the same services for the same seed, and reaches every service', () => {
    const a = faultPlan({ seed: 18, services, killEveryMs: 10_000 });
    const b = faultPlan({ seed: 18, services, killEveryMs: 10_000 });
    const kills = Array.from({ length: 60 }, (_, k) => a.killAt(k));
    expect(kills.slice(0, 3).map((kill) => kill.atMs)).toEqual([10_000, 20_000, 30_000]);
    expect(Array.from({ length: 60 }, (_, k) => b.killAt(k))).toEqual(kills);
    expect(new Set(kills.map((kill) => kill.app))).toEqual(new Set(services));
    // Asked out of order, the k-th kill stays the same.
    expect(faultPlan({ seed: 18, services, killEveryMs: 10_000 }).killAt(7)).toEqual(kills[7]);
  });

  it('draws other services for another seed', () => {
    const victims = (seed: number) =>
      Array.from({ length: 20 }, (_, k) => faultPlan({ seed, services, killEveryMs: 1 }).killAt(k).app);
    expect(victims(1)).not.toEqual(victims(2));
  });
});
