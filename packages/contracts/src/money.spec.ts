import {
  APPLICATION_FEE_PAISE,
  DEFAULT_LATE_FEE_TERMS,
  LATE_FEE_AFTER_DAYS,
  LATE_FEE_CAP_PAISE,
  lateFeeTermsOf,
  lateFeeTermsSchema,
  lateFeePaise,
  lateFeeReason,
  monthlyRentTotalPaise,
  moveInCostsPaise,
  moveInCostsSchema,
  processingFeePaise,
  securityDepositPaise,
} from './money';
import { RENT_OVERDUE_AFTER_DAYS } from './http/payments';

describe('move-in costs (spec 000 §9)', () => {
  it('adds rent, 1.5 × rent deposit, ₹50 application fee and 2 % processing, in paise', () => {
    expect(moveInCostsPaise(2_500_000)).toEqual({
      rentPaise: 2_500_000,
      securityDepositPaise: 3_750_000,
      applicationFeePaise: 5_000,
      processingFeePaise: 50_000,
      totalPaise: 6_305_000,
    });
    expect(APPLICATION_FEE_PAISE).toBe(5_000);
  });

  it('keeps every part an integer and rounds a half paisa up, consistently', () => {
    expect(securityDepositPaise(1)).toBe(2); // 1.5 → 2
    expect(securityDepositPaise(3)).toBe(5); // 4.5 → 5
    expect(processingFeePaise(25)).toBe(1); // 0.5 → 1
    expect(processingFeePaise(24)).toBe(0); // 0.48 → 0
    expect(processingFeePaise(3_450_050)).toBe(69_001);
    for (const rent of [0, 1, 99, 1_234_567, 3_450_000, 9_999_999_999]) {
      const costs = moveInCostsPaise(rent);
      expect(moveInCostsSchema.parse(costs)).toEqual(costs);
      expect(costs.totalPaise).toBe(
        costs.rentPaise + costs.securityDepositPaise + costs.applicationFeePaise + costs.processingFeePaise,
      );
    }
  });

  it('computes a monthly rent payment as rent plus 2 %', () => {
    expect(monthlyRentTotalPaise(2_500_000)).toBe(2_550_000);
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER])('refuses %p', (rent) => {
    expect(() => moveInCostsPaise(rent)).toThrow(RangeError);
  });
});

describe('the late fee on rent unpaid 7 days after its due date', () => {
  it('is 2 % of the month’s rent', () => {
    expect(lateFeePaise(2_500_000)).toBe(50_000); // ₹25,000 → ₹500
    expect(lateFeePaise(0)).toBe(0);
  });

  it('rounds half a paisa up, like every fee', () => {
    expect(lateFeePaise(1_00_025)).toBe(2_001); // 2,000.5 paise
    expect(lateFeePaise(1_00_024)).toBe(2_000); // 2,000.48 paise
  });

  it('is charged when rent becomes overdue (the same 7 days as the ledger’s overdue status)', () => {
    expect(LATE_FEE_AFTER_DAYS).toBe(7);
    expect(LATE_FEE_AFTER_DAYS).toBe(RENT_OVERDUE_AFTER_DAYS);
  });

  it('says why, in English and in Hindi', () => {
    expect(lateFeeReason('2026-05', '2026-05-05')).toBe(
      'Late fee: rent for May 2026 unpaid 7 days after its due date (5 May 2026)',
    );
    expect(lateFeeReason('2026-05', null, 'hi')).toBe(
      'विलंब शुल्क: मई 2026 का किराया देय तारीख के 7 दिन बाद तक नहीं चुकाया गया',
    );
  });

  it('is capped at ₹5,000', () => {
    expect(LATE_FEE_CAP_PAISE).toBe(500_000);
    expect(lateFeePaise(2_50_00_000)).toBe(500_000); // ₹2,50,000 → exactly the cap
    expect(lateFeePaise(10_00_00_000)).toBe(500_000); // ₹10,00,000 → capped
  });

  it.each([-1, 1.5, Number.NaN])('refuses %p', (rent) => {
    expect(() => lateFeePaise(rent)).toThrow(RangeError);
  });
});

describe('a lease’s own late-fee terms (issue 30)', () => {
  const terms = { percent: 5, capPaise: 1_00_000, afterDays: 3 }; // 5 %, at most ₹1,000, after 3 days

  it('defaults to 2 %, at most ₹5,000, after 7 days, for a lease stored without them', () => {
    expect(DEFAULT_LATE_FEE_TERMS).toEqual({ percent: 2, capPaise: 500_000, afterDays: 7 });
    expect(lateFeeTermsOf(undefined)).toEqual(DEFAULT_LATE_FEE_TERMS);
    expect(lateFeeTermsOf({ afterDays: 3 })).toEqual({ percent: 2, capPaise: 500_000, afterDays: 3 });
    expect(lateFeePaise(2_500_000, DEFAULT_LATE_FEE_TERMS)).toBe(lateFeePaise(2_500_000));
  });

  it('charges the lease’s percent up to the lease’s cap', () => {
    expect(lateFeePaise(1_000_000, terms)).toBe(50_000); // ₹10,000 × 5 % = ₹500
    expect(lateFeePaise(2_500_000, terms)).toBe(1_00_000); // ₹1,250 → capped at ₹1,000
    expect(lateFeePaise(1_00_010, { ...terms, percent: 2.5, capPaise: 10_00_000 })).toBe(2_500); // 2,500.25 paise
  });

  it('says the lease’s days in the reason', () => {
    expect(lateFeeReason('2026-05', '2026-05-05', 'en', terms.afterDays)).toBe(
      'Late fee: rent for May 2026 unpaid 3 days after its due date (5 May 2026)',
    );
    expect(lateFeeReason('2026-05', null, 'hi', 3)).toContain('के 3 दिन बाद');
  });

  it('refuses terms that are not terms', () => {
    expect(lateFeeTermsSchema.safeParse(terms).success).toBe(true);
    expect(lateFeeTermsSchema.safeParse({ ...terms, capPaise: -1 }).success).toBe(false);
    expect(lateFeeTermsSchema.safeParse({ ...terms, afterDays: 0 }).success).toBe(false);
    expect(lateFeeTermsSchema.safeParse({ ...terms, percent: 101 }).success).toBe(false);
  });
});
