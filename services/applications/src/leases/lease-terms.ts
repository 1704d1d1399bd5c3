import { createHash } from 'node:crypto';
import { addMonthsToDate } from '@trio/contracts/http/applications';
import { securityDepositPaise } from '@trio/contracts/money';

/*
 * The rules of a lease, pure: its id, its dates and its money.
 */

/** The lease id of an application: the first 24 hex digits of SHA-256(`lease:<applicationId>`) (an ObjectId's shape). */
export function leaseIdOf(applicationId: string): string {
  return createHash('sha256').update(`lease:${applicationId}`).digest('hex').slice(0, 24);
}

export interface LeaseTerms {
  startDate: string;
  endDate: string;
  leaseMonths: number;
  rentPaise: number;
  depositPaise: number;
}

/**
 * Start = the move-in date; end = start + the lease period in calendar months (the day clamped to the month's end:
 * 31 Aug + 6 months = 28 Feb, as date-fns' addMonths does); deposit = 1.5 × rent (half a paisa rounded up).
 */
export function leaseTermsOf(input: { moveInDate: string; leaseMonths: number; rentPaise: number }): LeaseTerms {
  return {
    startDate: input.moveInDate,
    endDate: addMonthsToDate(input.moveInDate, input.leaseMonths),
    leaseMonths: input.leaseMonths,
    rentPaise: input.rentPaise,
    depositPaise: securityDepositPaise(input.rentPaise),
  };
}

/** A lease ends on its end date (India): due when today is on or after it. */
export function hasReachedEnd(endDate: string, today: string): boolean {
  return today >= endDate;
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to `endDate` (both YYYY-MM-DD), never below 0. */
export function daysLeft(endDate: string, today: string): number {
  const diff = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.max(0, Math.round(diff / DAY_MS));
}
