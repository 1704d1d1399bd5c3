import { formatIndianDate } from '@trio/contracts/common';

const DAY_MS = 86_400_000;

/**
 * A lease's time left (spec 001 §9): whole days rounded up from now to the end date, in units of 86,400,000 ms;
 * "Expired" once the end date has passed.
 */
export function leaseTimeLeft(endDate: string, now: Date = new Date()): string {
  const end = new Date(`${endDate}T23:59:59.999+05:30`).getTime();
  const left = end - now.getTime();
  if (left <= 0) return 'Expired';
  const days = Math.ceil(left / DAY_MS);
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** "2026-11-25" → "25 Nov 2026". */
export function dateLabel(date: string | null | undefined): string {
  return date ? formatIndianDate(date) : '—';
}
