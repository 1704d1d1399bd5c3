import { applicationStatusSchema, type ApplicationDecision } from '@trio/contracts/events/applications';
import { displayStatusOf, expiryOf, isDue, isOpen, reviewedStatus, WITHDRAWABLE } from './transitions';

const DAY = 86_400_000;
const at = new Date('2026-03-01T10:00:00.000Z');

describe('application transitions (spec 001 §4)', () => {
  it.each([
    ['pending', 'approve', 'approved'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'request_more_info', 'under_review'],
    ['under_review', 'approve', 'approved'],
    ['under_review', 'reject', 'rejected'],
  ] as const)('%s --%s--> %s', (from, decision, to) => {
    expect(reviewedStatus(from, decision)).toBe(to);
  });

  it('allows nothing else', () => {
    const allowed = new Set([
      'pending/approve',
      'pending/reject',
      'pending/request_more_info',
      'under_review/approve',
      'under_review/reject',
    ]);
    for (const status of applicationStatusSchema.options) {
      for (const decision of ['approve', 'reject', 'request_more_info'] as ApplicationDecision[]) {
        if (allowed.has(`${status}/${decision}`)) continue;
        expect([status, decision, reviewedStatus(status, decision)]).toEqual([status, decision, undefined]);
      }
    }
  });

  it('lets the applicant withdraw only pending and under-review applications; open means holding the slot', () => {
    expect([...WITHDRAWABLE]).toEqual(['pending', 'under_review']);
    expect(applicationStatusSchema.options.filter(isOpen)).toEqual(['pending', 'under_review', 'approved']);
  });

  it('expires unanswered applications after 30 days and approved unpaid ones after 7', () => {
    expect(expiryOf('pending', 'pending', at)?.getTime()).toBe(at.getTime() + 30 * DAY);
    expect(expiryOf('under_review', 'pending', at)?.getTime()).toBe(at.getTime() + 30 * DAY);
    expect(expiryOf('approved', 'pending', at)?.getTime()).toBe(at.getTime() + 7 * DAY);
    expect(expiryOf('approved', 'completed', at)).toBeNull();
    for (const closed of ['rejected', 'withdrawn', 'expired'] as const)
      expect(expiryOf(closed, 'pending', at)).toBeNull();
  });

  it('is due from its expiry on, by the clock it is given', () => {
    const expiresAt = expiryOf('approved', 'pending', at)!;
    expect(isDue(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isDue(expiresAt, expiresAt)).toBe(true);
    expect(isDue(null, new Date(8.64e15))).toBe(false);
  });

  it('shows approved and paid as rental_confirmed', () => {
    expect(displayStatusOf('approved', 'completed')).toBe('rental_confirmed');
    expect(displayStatusOf('approved', 'pending')).toBe('approved');
    expect(displayStatusOf('expired', 'pending')).toBe('expired');
  });
});
