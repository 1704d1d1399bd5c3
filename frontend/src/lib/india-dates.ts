import { INDIA_TIME_ZONE, instantInIndia } from '@trio/contracts/common';
import { useIntl } from 'react-intl';

type DateValue = string | Date;

/**
 * Dates and times as people in India read them (the day in India, times in IST), in the language shown: "27 Nov
 * 2026" and "27 Nov 2026, 1:30 am IST" in English as before; other languages name the month in full, their short
 * months being clipped ("27 नवंबर 2026, 1:30 am IST", not "नव॰"). A value that is not a date is given back as it is,
 * like `formatIndianDate`.
 */
export function useIndiaDates() {
  const intl = useIntl();
  const english = intl.locale.startsWith('en');
  const inIndia = { timeZone: INDIA_TIME_ZONE } as const;
  const dayOptions = { day: 'numeric', month: english ? 'short' : 'long', year: 'numeric', ...inIndia } as const;
  const timeOptions = { hour: 'numeric', minute: '2-digit', hour12: true, ...inIndia } as const;
  function show(value: DateValue, options: Intl.DateTimeFormatOptions): string {
    const instant = instantInIndia(value);
    if (Number.isNaN(instant.getTime())) return String(value);
    return intl.formatDate(instant, options);
  }
  return {
    /** A calendar date (YYYY-MM-DD) or an instant → "27 Nov 2026". */
    date: (value: DateValue) => show(value, dayOptions),
    /** An instant → "27 Nov 2026, 1:30 am IST". */
    dateTime: (value: DateValue) => {
      const instant = instantInIndia(value);
      if (Number.isNaN(instant.getTime())) return String(value);
      // Together, a long month would bring the language's own joining words ("… को 3:30 pm बजे"), clumsy in a sentence.
      return english
        ? `${intl.formatDate(instant, { ...dayOptions, ...timeOptions })} IST`
        : `${intl.formatDate(instant, dayOptions)}, ${intl.formatTime(instant, timeOptions)} IST`;
    },
    /** A month (YYYY-MM) or the month of a date → "January 2027", "जनवरी 2027". */
    month: (value: DateValue) =>
      show(typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value, {
        month: 'long',
        year: 'numeric',
        ...inIndia,
      }),
  };
}
