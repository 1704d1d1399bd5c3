const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const timeOnly = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

/** A message's time in the Indian locale: "3:05 pm" today, "28 Nov 2026, 3:05 pm" before. */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toDateString() === now.toDateString() ? timeOnly.format(at) : dateTime.format(at);
}
