const DAY_MS = 86_400_000;

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
