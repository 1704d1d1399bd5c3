import { createHash } from 'node:crypto';
import {
  addMonthsToDate,
  LEASE_ENDING_SOON_DAYS,
  LEASE_MAX_MONTHS,
  NOTICE_PERIOD_MONTHS,
  RENEWAL_MAX_INCREASE_PERCENT,
  rentIncrease,
} from '@trio/contracts/http/applications';
import { securityDepositPaise } from '@trio/contracts/money';
import type { RenewalOffer, RentPeriod, StoredNotice } from './lease.schema';

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

// ---------------------------------------------------------------------------------------------------------------
// Renewal and notice (issue 30)
// ---------------------------------------------------------------------------------------------------------------

/** The renewal and notice fields of a lease as they read, old documents without them included. */
export function renewalStateOf(lease: {
  startDate: string;
  rentPaise: number;
  noticeMonths?: number;
  rentPeriods?: RentPeriod[];
  renewalOffer?: RenewalOffer | null;
  notice?: StoredNotice | null;
  endingSoonNotifiedAt?: Date | null;
}): {
  noticeMonths: number;
  rentPeriods: RentPeriod[];
  renewalOffer: RenewalOffer | null;
  notice: StoredNotice | null;
  endingSoonNotifiedAt: Date | null;
} {
  return {
    noticeMonths: lease.noticeMonths ?? NOTICE_PERIOD_MONTHS,
    rentPeriods: lease.rentPeriods?.length
      ? lease.rentPeriods
      : [{ from: lease.startDate, rentPaise: lease.rentPaise }],
    renewalOffer: lease.renewalOffer ?? null,
    notice: lease.notice ?? null,
    endingSoonNotifiedAt: lease.endingSoonNotifiedAt ?? null,
  };
}

/** Active and at most LEASE_ENDING_SOON_DAYS days before its end date on `today`. */
export function isEndingSoon(lease: { status: string; endDate: string }, today: string): boolean {
  return (
    lease.status === 'active' &&
    !hasReachedEnd(lease.endDate, today) &&
    daysLeft(lease.endDate, today) <= LEASE_ENDING_SOON_DAYS
  );
}

/** The last date whose leases end soon on `today` (the sweep's bound): today + LEASE_ENDING_SOON_DAYS. */
export function endingSoonHorizon(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + LEASE_ENDING_SOON_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** The earliest move-out date a notice given on `today` may name: today + the notice period in calendar months. */
export function earliestMoveOutDate(today: string, noticeMonths: number): string {
  return addMonthsToDate(today, noticeMonths);
}

/**
 * The first move-out date a notice given on `today` may name: the notice period away and after the start date; null
 * when none is before the end date.
 */
export function firstAllowedMoveOutDate(
  lease: { startDate: string; endDate: string; noticeMonths: number },
  today: string,
): string | null {
  const afterStart = new Date(Date.parse(`${lease.startDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const earliest = earliestMoveOutDate(today, lease.noticeMonths);
  const first = earliest > afterStart ? earliest : afterStart;
  return first < lease.endDate ? first : null;
}

/** Why a notice's move-out date is refused on `today`, or undefined when it is allowed. */
export function moveOutDateProblem(
  moveOutDate: string,
  lease: { startDate: string; endDate: string; noticeMonths: number },
  today: string,
): string | undefined {
  const earliest = earliestMoveOutDate(today, lease.noticeMonths);
  if (moveOutDate <= lease.startDate)
    return `The move-out date must be after the lease's start date, ${lease.startDate}.`;
  const period = `${lease.noticeMonths} ${lease.noticeMonths === 1 ? 'month' : 'months'}`;
  if (moveOutDate < earliest)
    return `The notice period is ${period}: the move-out date must be on or after ${earliest}.`;
  if (moveOutDate >= lease.endDate) return `The move-out date must be before the lease's end date, ${lease.endDate}.`;
  return undefined;
}

/** Whole calendar months from `startDate` to `endDate`, rounded up (the lease months of a renewed lease). */
export function monthsCovering(startDate: string, endDate: string): number {
  let months = 0;
  while (addMonthsToDate(startDate, months) < endDate) months += 1;
  return months;
}

/** Why a renewal offer is refused for a lease, or undefined when it is allowed. */
export function renewalTermsProblem(
  lease: { startDate: string; endDate: string; rentPaise: number },
  offer: { endDate: string; rentPaise: number },
): string | undefined {
  if (offer.endDate <= lease.endDate) return `The new end date must be after the current end date, ${lease.endDate}.`;
  if (monthsCovering(lease.startDate, offer.endDate) > LEASE_MAX_MONTHS) {
    const latest = addMonthsToDate(lease.startDate, LEASE_MAX_MONTHS);
    return `A lease runs at most ${LEASE_MAX_MONTHS} months in all: the new end date must be on or before ${latest}.`;
  }
  if (offer.rentPaise <= 0) return 'The new rent must be more than ₹0.';
  const { increasePercent } = rentIncrease(lease.rentPaise, offer.rentPaise);
  if (offer.rentPaise * 100 > lease.rentPaise * (100 + RENEWAL_MAX_INCREASE_PERCENT)) {
    return `The new rent may be at most ${RENEWAL_MAX_INCREASE_PERCENT} % above the current rent (this is ${increasePercent} %).`;
  }
  return undefined;
}

/** The lease's terms after the tenant accepts `offer` on the same lease: the new end date, months, rent and periods. */
export function renewedTerms(
  lease: { startDate: string; endDate: string; rentPaise: number; rentPeriods: RentPeriod[] },
  offer: { endDate: string; rentPaise: number },
): { endDate: string; leaseMonths: number; rentPaise: number; rentPeriods: RentPeriod[] } {
  return {
    endDate: offer.endDate,
    leaseMonths: monthsCovering(lease.startDate, offer.endDate),
    rentPaise: offer.rentPaise,
    rentPeriods: [...lease.rentPeriods, { from: lease.endDate, rentPaise: offer.rentPaise }],
  };
}
