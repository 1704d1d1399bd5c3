/** Whole dates in English ("28 Nov 2026, 3:05 pm"); other languages name the month in full ("28 नवंबर 2026"). */
const DATE_TIME: Record<'short' | 'long', Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'medium', timeStyle: 'short' },
  long: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const formatters = new Map<string, { dateTime: Intl.DateTimeFormat; timeOnly: Intl.DateTimeFormat }>();

function formattersFor(locale: string) {
  let made = formatters.get(locale);
  if (!made) {
    made = {
      dateTime: new Intl.DateTimeFormat(locale, DATE_TIME[locale.startsWith('en') ? 'short' : 'long']),
      timeOnly: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
    };
    formatters.set(locale, made);
  }
  return made;
}

/**
 * A message's time in the language shown (`locale`, e.g. from `useIntl().locale`): "3:05 pm" today,
 * "28 Nov 2026, 3:05 pm" before ("28 नवंबर 2026 को 3:05 pm बजे" in Hindi).
 */
export function messageTime(iso: string, locale = 'en-IN', now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const { dateTime, timeOnly } = formattersFor(locale);
  return at.toDateString() === now.toDateString() ? timeOnly.format(at) : dateTime.format(at);
}
