import { POOL_CATEGORIES, type ImagePool } from './demo-catalogue';
import { demoRequestInput, REQUEST_PLAN } from './demo-listing-requests';

const images = Object.fromEntries(
  POOL_CATEGORIES.map((c, i) => [c, [`${i}`.padStart(24, 'a')]]),
) as unknown as ImagePool;

describe('demo listing requests', () => {
  it('plans every status the workflow reaches over three landlords', () => {
    const outcomes = new Set(REQUEST_PLAN.flat());
    for (const status of ['pending', 'assigned', 'needs_more_info', 'rejected', 'listed']) {
      expect(outcomes).toContain(status);
    }
    expect(REQUEST_PLAN).toHaveLength(3);
  });

  it('builds deterministic terms in ₹500 steps with a locality', () => {
    const a = demoRequestInput(0, images);
    expect(demoRequestInput(0, images)).toEqual(a);
    expect(demoRequestInput(1, images)).not.toEqual(a);
    expect((a.rentPaise / 100) % 500).toBe(0);
    expect(a.address.locality).toBeTruthy();
    expect(a.imageIds.length).toBeGreaterThanOrEqual(5);
  });
});
