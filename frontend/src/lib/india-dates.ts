import { INDIA_TIME_ZONE, instantInIndia } from '@trio/contracts/common';
import { useIntl } from 'react-intl';

type DateValue = string | Date;

/**
 * Dates and times as people in India read them (the day in India, times in IST), in the language shown: "27 Nov
 * 2026" in English as before, "27 नवंबर 2026" in Hindi (whose short month names are not what people write). A value
 * that is not a date is given back as it is, like `formatIndianDate`.
 */
export function useIndiaDates() {
  const intl = useIntl();
  const month = intl.locale.startsWith('en') ? 'short' : 'long';
  function show(value: DateValue, options: Intl.DateTimeFormatOptions): string {
    const instant = instantInIndia(value);
    if (Number.isNaN(instant.getTime())) return String(value);
    return intl.formatDate(instant, { ...options, timeZone: INDIA_TIME_ZONE });
  }
  return {
    /** A calendar date (YYYY-MM-DD) or an instant → "27 Nov 2026". */
    date: (value: DateValue) => show(value, { day: 'numeric', month, year: 'numeric' }),
    /** An instant → "27 Nov 2026, 1:30 am IST". */
    dateTime: (value: DateValue) =>
      show(value, {
        day: 'numeric',
        month,
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZoneName: 'short',
      }),
    /** A month (YYYY-MM) or the month of a date → "January 2027", "जनवरी 2027". */
    month: (value: DateValue) =>
      show(typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value, {
        month: 'long',
        year: 'numeric',
      }),
  };
}
