import { todayInIndia } from '@trio/contracts/http/applications';
import { addHours } from 'date-fns';

/*
 * When a saved search's daily digest goes: at 08:00 in India (IST, UTC+05:30 all year: no daylight saving, so a day
 * there is always 24 hours), wherever the server runs.
 */

/** The time of day, India, of every daily digest. */
export const DIGEST_TIME_IST = '08:00';

/**
 * The digest a match made at `at` belongs to: the first 08:00 IST after it. A match at 07:59 IST goes in the same
 * morning's; one at 08:00 exactly or later, in the next morning's (that morning's digest is already on its way).
 */
export function nextDigestAt(at: Date): Date {
  const todays = new Date(`${todayInIndia(at)}T${DIGEST_TIME_IST}:00+05:30`);
  return todays.getTime() > at.getTime() ? todays : addHours(todays, 24);
}

/** The day in India (YYYY-MM-DD) a digest goes on: with the saved search, it names the digest's one e-mail. */
export function digestDay(digestAt: Date): string {
  return todayInIndia(digestAt);
}
