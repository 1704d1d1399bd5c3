import { z } from 'zod';
import { formatIndianDate, formatIndianMonth, paiseSchema, type Language, type Paise } from './common';

/*
 * The business constants of money (spec 000 §9), as pure functions over integer paise. The applications service
 * shows the move-in costs with them (eligibility) and payments charges the same amounts (checkout): the client
 * never computes money, it shows what the server answered.
 *
 * Rounding: a deposit of 1.5 × rent or a 2 % fee can fall on half a paisa (a rent of 1,00,001 paise). Such a
 * fraction is rounded half up to a whole paisa, here and only here, so every service charges the same paisa.
 */

/** The application fee: ₹50. */
export const APPLICATION_FEE_PAISE = 5_000;
/** The security deposit is 1.5 × the monthly rent, as a fraction (3/2) so the arithmetic stays in integers. */
export const SECURITY_DEPOSIT_NUMERATOR = 3;
export const SECURITY_DEPOSIT_DENOMINATOR = 2;
/** The processing fee is 2 % of the rent, on the initial payment and on each monthly rent payment. */
export const PROCESSING_FEE_PERCENT = 2;

/** `numerator × amount / denominator`, rounded half up, in integers (exact for any safe amount of paise). */
function fractionOfPaise(amount: Paise, numerator: number, denominator: number): Paise {
  assertRent(amount);
  const product = amount * numerator;
  if (!Number.isSafeInteger(2 * product + denominator))
    throw new RangeError(`${amount} paise is too large to compute with`);
  return Math.floor((2 * product + denominator) / (2 * denominator));
}

function assertRent(rentPaise: number): void {
  if (!Number.isSafeInteger(rentPaise) || rentPaise < 0) {
    throw new RangeError(`${String(rentPaise)} is not an amount in paise (a non-negative safe integer)`);
  }
}

/** The 2 % processing fee on a rent, in paise. */
export function processingFeePaise(rentPaise: Paise): Paise {
  return fractionOfPaise(rentPaise, PROCESSING_FEE_PERCENT, 100);
}

/** The security deposit (1.5 × rent), in paise. */
export function securityDepositPaise(rentPaise: Paise): Paise {
  return fractionOfPaise(rentPaise, SECURITY_DEPOSIT_NUMERATOR, SECURITY_DEPOSIT_DENOMINATOR);
}

/** The initial payment, part by part (spec 000 §9), every amount in integer paise. */
export const moveInCostsSchema = z.object({
  rentPaise: paiseSchema,
  securityDepositPaise: paiseSchema,
  applicationFeePaise: paiseSchema,
  processingFeePaise: paiseSchema,
  totalPaise: paiseSchema,
});
export type MoveInCosts = z.infer<typeof moveInCostsSchema>;

/**
 * What moving in costs for a monthly rent: rent + security deposit (1.5 × rent) + application fee (₹50) +
 * processing fee (2 % of rent) = total. `moveInCostsPaise(2_500_000)` (₹25,000) →
 * `{ rentPaise: 2_500_000, securityDepositPaise: 3_750_000, applicationFeePaise: 5_000, processingFeePaise: 50_000,
 * totalPaise: 6_305_000 }` (₹63,050).
 *
 * @throws RangeError when the rent is not a non-negative safe integer of paise.
 */
export function moveInCostsPaise(rentPaise: Paise): MoveInCosts {
  const securityDeposit = securityDepositPaise(rentPaise);
  const processingFee = processingFeePaise(rentPaise);
  const total = rentPaise + securityDeposit + APPLICATION_FEE_PAISE + processingFee;
  if (!Number.isSafeInteger(total)) throw new RangeError(`${rentPaise} paise is too large to compute with`);
  return {
    rentPaise,
    securityDepositPaise: securityDeposit,
    applicationFeePaise: APPLICATION_FEE_PAISE,
    processingFeePaise: processingFee,
    totalPaise: total,
  };
}

/** The default late fee on a month's rent still unpaid LATE_FEE_AFTER_DAYS days after its due date: 2 % of that rent… */
export const LATE_FEE_PERCENT = 2;
/** …at most ₹5,000. */
export const LATE_FEE_CAP_PAISE = 500_000;
/** A month's rent unpaid this many whole days after its due date is overdue and gets its late fee (once). */
export const LATE_FEE_AFTER_DAYS = 7;

/**
 * The late fee a lease states (issue 30): `percent` of the month's rent, at most `capPaise`, charged once when the
 * month is still unpaid `afterDays` whole days after its due date. Each lease keeps its own, set from
 * DEFAULT_LATE_FEE_TERMS when it is made; a lease stored before the terms existed reads as the defaults.
 */
export const lateFeeTermsSchema = z.object({
  percent: z.number().min(0).max(100),
  capPaise: paiseSchema,
  afterDays: z.int().min(1).max(60),
});
export type LateFeeTerms = z.infer<typeof lateFeeTermsSchema>;

/** 2 % of the rent, at most ₹5,000, 7 days after the due date. */
export const DEFAULT_LATE_FEE_TERMS: Readonly<LateFeeTerms> = Object.freeze({
  percent: LATE_FEE_PERCENT,
  capPaise: LATE_FEE_CAP_PAISE,
  afterDays: LATE_FEE_AFTER_DAYS,
});

/** A lease's late-fee terms as they read: the stored ones, or the defaults for a lease (or event) without them. */
export function lateFeeTermsOf(stored?: Partial<LateFeeTerms> | null): LateFeeTerms {
  return {
    percent: stored?.percent ?? DEFAULT_LATE_FEE_TERMS.percent,
    capPaise: stored?.capPaise ?? DEFAULT_LATE_FEE_TERMS.capPaise,
    afterDays: stored?.afterDays ?? DEFAULT_LATE_FEE_TERMS.afterDays,
  };
}

/**
 * The late fee of a month whose rent is `rentPaise` (the rent alone, not the processing fee) under a lease's
 * `terms`: `percent` of it rounded half up to a whole paisa, at most `capPaise`. With the defaults (2 %, ₹5,000)
 * `lateFeePaise(2_500_000)` (₹25,000) → 50_000 (₹500). A percent with decimals (2.5) is computed in hundredths.
 */
export function lateFeePaise(rentPaise: Paise, terms: LateFeeTerms = DEFAULT_LATE_FEE_TERMS): Paise {
  const hundredths = Math.round(terms.percent * 100);
  return Math.min(fractionOfPaise(rentPaise, hundredths, 100 * 100), terms.capPaise);
}

/**
 * Why a month carries a late fee, in the payer's words (the receipt's line, the rent ledger), with the lease's days:
 * "Late fee: rent for May 2026 unpaid 7 days after its due date (5 May 2026)"; in Hindi for the documents' Hindi pages.
 */
export function lateFeeReason(
  month: string,
  dueDate?: string | null,
  language: Language = 'en',
  afterDays: number = LATE_FEE_AFTER_DAYS,
): string {
  if (language === 'hi') {
    const due = dueDate ? ` (${formatIndianDate(dueDate, 'hi')})` : '';
    return (
      `विलंब शुल्क: ${formatIndianMonth(month, 'hi')} का किराया देय तारीख${due} के ${afterDays} दिन ` +
      'बाद तक नहीं चुकाया गया'
    );
  }
  const due = dueDate ? ` (${formatIndianDate(dueDate)})` : '';
  return `Late fee: rent for ${formatIndianMonth(month)} unpaid ${afterDays} days after its due date${due}`;
}

/** A monthly rent payment: rent + the 2 % processing fee (spec 000 §9). */
export function monthlyRentTotalPaise(rentPaise: Paise): Paise {
  return rentPaise + processingFeePaise(rentPaise);
}
