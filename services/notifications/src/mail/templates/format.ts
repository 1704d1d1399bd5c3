import {
  formatIndianDate,
  formatIndianDateTime,
  formatIndianMonth,
  formatPaiseAsRupees,
  INDIA_TIME_ZONE,
  type Language,
} from '@trio/contracts/common';

/*
 * How e-mails write money and time: rupees with Indian digit grouping (₹1,07,000) in every language, dates and
 * times in India (Asia/Kolkata) whatever the server's time zone, in the reader's language. A date or a label is
 * queued as a ReaderText (the e-mail's job is made before it is written) and written in the reader's language when
 * the e-mail is rendered (`inReaderLanguage`).
 */

export { INDIA_TIME_ZONE };

/** Integer paise → "₹1,07,000" (paise shown only when not whole rupees), the same in every language. */
export function rupees(paise: number): string {
  return formatPaiseAsRupees(paise);
}

/** Words the e-mail writes in its reader's language: a date, a time, a month, or a catalogue message. */
export type ReaderText =
  { date: string } | { dateTime: string } | { month: string } | { message: string; values?: ReaderTextValues };

/** A catalogue message's values: raw strings and numbers, or words written in the reader's language first. */
export type ReaderTextValues = Record<string, string | number | ReaderText>;

/** A calendar date in India (YYYY-MM-DD) or an instant → "1 May 2025" / "1 मई 2025". */
export const indianDate = (value: string): ReaderText => ({ date: value });

/** An instant → "9 May 2025, 9:00 am IST" / "9 मई 2025, 9:00 am IST". */
export const indianDateTime = (value: string): ReaderText => ({ dateTime: value });

/** YYYY-MM → "May 2025" / "मई 2025". */
export const indianMonth = (value: string): ReaderText => ({ month: value });

/**
 * A message of the e-mail catalogues (email-text.ts), by id: "common.months" with `{ count: 11 }` → "11 months". A
 * value may itself be a ReaderText (a month the message names), written in the reader's language before it.
 */
export const message = (id: string, values?: ReaderTextValues): ReaderText =>
  values ? { message: id, values } : { message: id };

/** "1 month" / "11 months" / "11 महीने". */
export const months = (count: number): ReaderText => message('common.months', { count });

function isReaderText(value: object): value is ReaderText {
  const keys = Object.keys(value);
  return (
    (keys.length === 1 && ['date', 'dateTime', 'month', 'message'].includes(keys[0] ?? '')) ||
    (keys.length === 2 && 'message' in value && 'values' in value)
  );
}

/**
 * Props with every ReaderText written in one language (deeply: lists and nested objects too), as plain strings the
 * templates place. `write` formats a catalogue message as plain text.
 */
export function inReaderLanguage<P>(props: P, language: Language, write: (id: string, values: object) => string): P {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    if (isReaderText(value)) {
      if ('date' in value) return formatIndianDate(value.date, language);
      if ('dateTime' in value) return formatIndianDateTime(value.dateTime, language);
      if ('month' in value) return formatIndianMonth(value.month, language);
      // Each value on its own: a values object may have a ReaderText's keys ({ month: … }) without being one.
      const values = Object.entries(value.values ?? {}).map(([name, inner]) => [name, visit(inner)]);
      return write(value.message, Object.fromEntries(values) as object);
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
  };
  return visit(props) as P;
}
