import {
  formatIndianDate,
  formatIndianDateTime,
  formatIndianMonth,
  formatPaiseAsRupees,
  INDIA_TIME_ZONE,
} from '@trio/contracts/common';

/*
 * How e-mails write money and time: rupees with Indian digit grouping (₹1,07,000), dates and times in India
 * (Asia/Kolkata), whatever the server's time zone (the contracts' formatters, shared with the SPA).
 */

export { INDIA_TIME_ZONE };

/** Integer paise → "₹1,07,000" (paise shown only when not whole rupees). */
export function rupees(paise: number): string {
  return formatPaiseAsRupees(paise);
}

/** A calendar date in India (YYYY-MM-DD) or an instant → "1 May 2025". */
export const indianDate = formatIndianDate;

/** An instant → "9 May 2025, 9:00 am IST". */
export const indianDateTime = formatIndianDateTime;

/** YYYY-MM → "May 2025". */
export const indianMonth = formatIndianMonth;

/** "1 month" / "11 months". */
export function months(count: number): string {
  return count === 1 ? '1 month' : `${count} months`;
}
