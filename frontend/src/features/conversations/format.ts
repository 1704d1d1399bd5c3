const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; both: Intl.DateTimeFormat }>();

function formattersFor(locale: string) {
  let made = formatters.get(locale);
  if (!made) {
    // English says the month short ("28 Nov 2026"); other languages in full, their short months being clipped.
    const month = locale.startsWith('en') ? 'short' : 'long';
    made = {
      day: new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
      both: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    };
    formatters.set(locale, made);
  }
  return made;
}

/**
 * A message's time in the language shown (`locale`, from `useIntl().locale`): "3:05 pm" today, "28 Nov 2026, 3:05 pm"
 * before ("28 नवंबर 2026, 3:05 pm" in Hindi).
 */
export function messageTime(iso: string, locale = 'en-IN', now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const { day, time, both } = formattersFor(locale);
  if (at.toDateString() === now.toDateString()) return time.format(at);
  return locale.startsWith('en') ? both.format(at) : `${day.format(at)}, ${time.format(at)}`;
}
