import { instantInIndia } from '@trio/contracts/common';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const DAY_MS = 86_400_000;
const INDIA_TIME_ZONE = 'Asia/Kolkata';
const NO_DATE = '—';

/**
 * The whole days left of a lease ending on `endDate` (spec 001 §9: rounded up from now to the end of the end date in
 * India, in units of 86,400,000 ms), or null once it has ended; a screen says it with 'landlord.lease.daysLeft'.
 */
export function leaseDaysLeft(endDate: string, now: Date = new Date()): number | null {
  const end = new Date(`${endDate}T23:59:59.999+05:30`).getTime();
  const left = end - now.getTime();
  if (left <= 0) return null;
  return Math.ceil(left / DAY_MS);
}

/**
 * A date in the language shown, as the day in India: "2026-11-25" → "25 Nov 2026" in English, "25 नवंबर 2026" in
 * Hindi (whose short month names are not what people write); "—" when there is none.
 */
export function useDateLabel() {
  const intl = useIntl();
  return useCallback(
    (date: string | null | undefined): string => {
      if (!date) return NO_DATE;
      const instant = instantInIndia(date);
      if (Number.isNaN(instant.getTime())) return date;
      return intl.formatDate(instant, {
        day: 'numeric',
        month: intl.locale.startsWith('en') ? 'short' : 'long',
        year: 'numeric',
        timeZone: INDIA_TIME_ZONE,
      });
    },
    [intl],
  );
}

/** A month (YYYY-MM) in the language shown: "November 2026", "नवंबर 2026". */
export function useMonthLabel() {
  const intl = useIntl();
  return useCallback(
    (month: string): string => {
      const instant = instantInIndia(/^\d{4}-\d{2}$/.test(month) ? `${month}-01` : month);
      if (Number.isNaN(instant.getTime())) return month;
      return intl.formatDate(instant, { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE });
    },
    [intl],
  );
}
