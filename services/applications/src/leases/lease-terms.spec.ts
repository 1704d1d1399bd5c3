import {
  daysLeft,
  earliestMoveOutDate,
  endingSoonHorizon,
  firstAllowedMoveOutDate,
  hasReachedEnd,
  isEndingSoon,
  leaseIdOf,
  leaseTermsOf,
  monthsCovering,
  moveOutDateProblem,
  renewalStateOf,
  renewalTermsProblem,
  renewedTerms,
} from './lease-terms';

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

describe('renewal and notice terms (issue 30)', () => {
  const lease = { startDate: '2025-04-01', endDate: '2026-03-01', rentPaise: 3_000_000 };

  it('reads an old lease without the new fields as the defaults', () => {
    expect(renewalStateOf(lease)).toEqual({
      noticeMonths: 1,
      rentPeriods: [{ from: '2025-04-01', rentPaise: 3_000_000 }],
      renewalOffer: null,
      notice: null,
      endingSoonNotifiedAt: null,
    });
  });

  it('ends soon from 60 days before the end date, while active', () => {
    expect(daysLeft('2026-03-01', '2025-12-30')).toBe(61);
    expect(isEndingSoon({ status: 'active', endDate: '2026-03-01' }, '2025-12-30')).toBe(false);
    expect(isEndingSoon({ status: 'active', endDate: '2026-03-01' }, '2025-12-31')).toBe(true);
    expect(isEndingSoon({ status: 'active', endDate: '2026-03-01' }, '2026-03-01')).toBe(false);
    expect(isEndingSoon({ status: 'ended', endDate: '2026-03-01' }, '2026-02-01')).toBe(false);
    expect(endingSoonHorizon('2026-01-01')).toBe('2026-03-02');
  });

  it('needs a move-out date at least the notice period away and before the end date', () => {
    const terms = { startDate: '2025-04-01', endDate: '2026-03-01', noticeMonths: 1 };
    expect(earliestMoveOutDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(moveOutDateProblem('2026-02-27', terms, '2026-01-31')).toMatch(/on or after 2026-02-28/);
    expect(moveOutDateProblem('2026-02-28', terms, '2026-01-31')).toBeUndefined();
    expect(moveOutDateProblem('2026-03-01', terms, '2026-01-31')).toMatch(/before the lease's end date, 2026-03-01/);
    expect(moveOutDateProblem('2026-02-20', { ...terms, noticeMonths: 2 }, '2026-01-01')).toMatch(/2 months/);
    expect(moveOutDateProblem('2026-02-20', { ...terms, startDate: '2026-02-20' }, '2026-01-01')).toMatch(/start date/);
    expect(firstAllowedMoveOutDate(terms, '2026-01-31')).toBe('2026-02-28');
    expect(firstAllowedMoveOutDate({ ...terms, startDate: '2026-03-10', endDate: '2027-01-10' }, '2026-01-31')).toBe(
      '2026-03-11',
    );
    expect(firstAllowedMoveOutDate(terms, '2026-02-01')).toBeNull();
  });

  it('offers a later end date within 36 months in all and a rent at most 50 % above', () => {
    expect(renewalTermsProblem(lease, { endDate: '2027-03-01', rentPaise: 3_150_000 })).toBeUndefined();
    expect(renewalTermsProblem(lease, { endDate: '2026-03-01', rentPaise: 3_150_000 })).toMatch(/after the current/);
    expect(renewalTermsProblem(lease, { endDate: '2028-04-01', rentPaise: 3_150_000 })).toBeUndefined();
    expect(renewalTermsProblem(lease, { endDate: '2028-04-02', rentPaise: 3_150_000 })).toMatch(/at most 36 months/);
    expect(renewalTermsProblem(lease, { endDate: '2027-03-01', rentPaise: 4_500_000 })).toBeUndefined();
    expect(renewalTermsProblem(lease, { endDate: '2027-03-01', rentPaise: 4_500_001 })).toMatch(/at most 50 %/);
    expect(renewalTermsProblem(lease, { endDate: '2027-03-01', rentPaise: 0 })).toMatch(/more than ₹0/);
  });

  it('renews the same lease: the new end, the months it covers, the new rent from the old end date', () => {
    expect(monthsCovering('2025-04-01', '2027-03-01')).toBe(23);
    expect(monthsCovering('2025-04-01', '2027-03-02')).toBe(24);
    expect(
      renewedTerms(
        { ...lease, rentPeriods: [{ from: '2025-04-01', rentPaise: 3_000_000 }] },
        { endDate: '2027-03-01', rentPaise: 3_150_000 },
      ),
    ).toEqual({
      endDate: '2027-03-01',
      leaseMonths: 23,
      rentPaise: 3_150_000,
      rentPeriods: [
        { from: '2025-04-01', rentPaise: 3_000_000 },
        { from: '2026-03-01', rentPaise: 3_150_000 },
      ],
    });
  });
});
