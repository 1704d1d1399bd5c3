import { daysLeft, hasReachedEnd, leaseIdOf, leaseTermsOf } from './lease-terms';

describe('lease terms', () => {
  it('starts on the move-in date and ends the lease period later, in calendar months', () => {
    expect(leaseTermsOf({ moveInDate: '2025-04-01', leaseMonths: 11, rentPaise: 3_450_000 })).toEqual({
      startDate: '2025-04-01',
      endDate: '2026-03-01',
      leaseMonths: 11,
      rentPaise: 3_450_000,
      depositPaise: 5_175_000,
    });
    // The day is clamped to the month's end (31 Aug + 6 months = 28 Feb; a leap year's 29 Feb).
    expect(leaseTermsOf({ moveInDate: '2025-08-31', leaseMonths: 6, rentPaise: 100 }).endDate).toBe('2026-02-28');
    expect(leaseTermsOf({ moveInDate: '2027-08-31', leaseMonths: 6, rentPaise: 100 }).endDate).toBe('2028-02-29');
    expect(leaseTermsOf({ moveInDate: '2025-12-15', leaseMonths: 36, rentPaise: 100 }).endDate).toBe('2028-12-15');
  });

  it('takes a deposit of 1.5 × rent in integer paise, half a paisa rounded up', () => {
    expect(leaseTermsOf({ moveInDate: '2025-04-01', leaseMonths: 11, rentPaise: 2_500_000 }).depositPaise).toBe(
      3_750_000,
    );
    expect(leaseTermsOf({ moveInDate: '2025-04-01', leaseMonths: 11, rentPaise: 100_001 }).depositPaise).toBe(150_002);
  });

  it('derives one lease id per application, shaped like an ObjectId', () => {
    const id = leaseIdOf('65a1f0c2e4b0a1b2c3d4eb01');
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(leaseIdOf('65a1f0c2e4b0a1b2c3d4eb01')).toBe(id);
    expect(leaseIdOf('65a1f0c2e4b0a1b2c3d4eb02')).not.toBe(id);
  });

  it('ends on its end date and counts the days left', () => {
    expect(hasReachedEnd('2026-03-01', '2026-02-28')).toBe(false);
    expect(hasReachedEnd('2026-03-01', '2026-03-01')).toBe(true);
    expect(daysLeft('2026-03-01', '2026-02-27')).toBe(2);
    expect(daysLeft('2026-03-01', '2026-03-05')).toBe(0);
  });
});
