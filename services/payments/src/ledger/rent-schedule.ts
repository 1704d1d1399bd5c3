import { RENT_OVERDUE_AFTER_DAYS, type RentItemStatus } from '@trio/contracts/http/payments';
import { monthlyRentTotalPaise } from '@trio/contracts/money';
import { addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';

/*
 * A lease's rent schedule, as pure functions of the lease, what was paid and today's date (India): one item per month
 * from the start date (the same day each month, clamped to the month's end: Jan 31 → Feb 28), while before the end
 * date. The first month's rent is part of the initial payment.
 */

export interface ScheduledRent {
  /** YYYY-MM (the due date's month) */
  month: string;
  /** YYYY-MM-DD */
  dueDate: string;
  amountPaise: number;
  status: RentItemStatus;
  daysPastDue: number;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's date in India (YYYY-MM-DD) at `now`. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The due dates of a lease from `startDate` while before `endDate` (YYYY-MM-DD). */
export function dueDates(startDate: string, endDate: string): string[] {
  const start = parseISO(startDate);
  const dates: string[] = [];
  for (let i = 0; i < 120; i += 1) {
    const due = format(addMonths(start, i), 'yyyy-MM-dd');
    if (due >= endDate) break;
    dates.push(due);
  }
  return dates;
}

/** Whole days from `dueDate` to `today` (0 when not yet past). */
export function daysPastDue(dueDate: string, today: string): number {
  return Math.max(0, differenceInCalendarDays(parseISO(today), parseISO(dueDate)));
}

/**
 * The status of an unpaid item on `today`: overdue (and charged its late fee) `overdueAfterDays` whole days past its
 * due date, the lease's late-fee terms' `afterDays` (issue 30; RENT_OVERDUE_AFTER_DAYS, 7, by default).
 */
export function unpaidStatus(
  dueDate: string,
  today: string,
  overdueAfterDays: number = RENT_OVERDUE_AFTER_DAYS,
): RentItemStatus {
  if (today < dueDate) return 'upcoming';
  return daysPastDue(dueDate, today) >= overdueAfterDays ? 'overdue' : 'due';
}

/**
 * The rent of the period a due date falls in (issue 30: a renewal adds a period from the old end date): the last
 * period starting on or before it; `rentPaise` when the lease has no periods (leases older than renewals).
 */
export function rentOn(
  dueDate: string,
  lease: { rentPaise: number; rentPeriods?: readonly { from: string; rentPaise: number }[] | null },
): number {
  let rent = lease.rentPeriods?.[0]?.rentPaise ?? lease.rentPaise;
  for (const period of lease.rentPeriods ?? []) if (period.from <= dueDate) rent = period.rentPaise;
  return rent;
}

export function rentSchedule(
  lease: {
    startDate: string;
    endDate: string;
    rentPaise: number;
    rentPeriods?: readonly { from: string; rentPaise: number }[] | null;
    /** The lease's late-fee terms (absent: the defaults): a month is overdue `afterDays` days past its due date. */
    lateFee?: { afterDays: number } | null;
  },
  paidMonths: ReadonlySet<string>,
  today: string,
): ScheduledRent[] {
  const overdueAfterDays = lease.lateFee?.afterDays ?? RENT_OVERDUE_AFTER_DAYS;
  return dueDates(lease.startDate, lease.endDate).map((dueDate) => {
    const month = dueDate.slice(0, 7);
    const paid = paidMonths.has(month);
    return {
      month,
      dueDate,
      amountPaise: monthlyRentTotalPaise(rentOn(dueDate, lease)),
      status: paid ? 'paid' : unpaidStatus(dueDate, today, overdueAfterDays),
      daysPastDue: paid ? 0 : daysPastDue(dueDate, today),
    };
  });
}
