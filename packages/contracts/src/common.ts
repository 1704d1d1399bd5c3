import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// Ids
// ---------------------------------------------------------------------------------------------------------------

/** A MongoDB ObjectId as text: 24 lower-case hex digits, the form `ObjectId#toHexString()` writes. */
export const objectIdSchema = z
  .string()
  .regex(/^[0-9a-f]{24}$/, { message: 'Expected a 24-character lower-case hex id' });
export type ObjectIdString = z.infer<typeof objectIdSchema>;

/** An RFC 9562 uuid (event ids, correlation ids). */
export const uuidSchema = z.uuid();

/** A timestamp as ISO 8601 text with `Z` or an offset, e.g. `2025-01-15T09:30:00.000Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------------------------------------------------------
// Money: integer paise everywhere; rupees only at the edges (forms, display)
// ---------------------------------------------------------------------------------------------------------------

/** An amount of money in paise (1 rupee = 100 paise): a non-negative safe integer. */
export const paiseSchema = z.int().nonnegative();
export type Paise = z.infer<typeof paiseSchema>;

/**
 * The largest rupee amount `rupeesToPaise` accepts (₹1 lakh crore). Below it a double still tells a whole paisa from
 * half a paisa with a wide margin; above it the answer would be a guess.
 */
export const MAX_CONVERTIBLE_RUPEES = 1_000_000_000_000;

/**
 * Converts a rupee amount that arrived as a JS number (a form field, a seed file) to integer paise.
 *
 * Binary floating point cannot hold most decimal fractions, so `0.1 + 0.2` is `0.30000000000000004`; such
 * representation noise (a few units in the last place) is absorbed and the answer is 30. A value that really has a
 * fraction of a paisa, e.g. `1.005` (100.5 paise), is refused rather than rounded: money is never rounded silently.
 * Negative, non-finite and absurdly large amounts are refused too.
 *
 * @throws RangeError when the amount is not a whole number of paise in [0, MAX_CONVERTIBLE_RUPEES].
 */
export function rupeesToPaise(rupees: number): Paise {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) {
    throw new RangeError(`Cannot convert ${String(rupees)} rupees to paise: not a finite number`);
  }
  if (rupees < 0) {
    throw new RangeError(`Cannot convert ${rupees} rupees to paise: amounts are never negative`);
  }
  if (rupees > MAX_CONVERTIBLE_RUPEES) {
    throw new RangeError(`Cannot convert ${rupees} rupees to paise: above ${MAX_CONVERTIBLE_RUPEES}`);
  }
  const exact = rupees * 100;
  const paise = Math.round(exact);
  // Noise from the decimal→binary conversion and the multiplication is at most a few ulps of `exact`;
  // 2^-50 relative is four times that bound and, below the maximum, far smaller than half a paisa.
  const tolerance = Math.abs(exact) * 2 ** -50;
  if (Math.abs(exact - paise) > tolerance) {
    throw new RangeError(`Cannot convert ${rupees} rupees to paise: it is not a whole number of paise`);
  }
  return paise;
}

/** Paise to a rupee number (for a form field or a chart); never use the result for arithmetic on money. */
export function paiseToRupees(paise: Paise): number {
  assertPaise(paise);
  return paise / 100;
}

/**
 * Formats paise as rupees with Indian digit grouping (lakh, crore): 2_500_000 → "₹25,000",
 * 10_000_050 → "₹1,00,000.50". Paise are shown, always as two digits, only when the amount is not whole rupees.
 */
export function formatPaiseAsRupees(paise: Paise): string {
  assertPaise(paise);
  const rupees = Math.floor(paise / 100);
  const remainder = paise % 100;
  const grouped = groupIndian(String(rupees));
  return remainder === 0 ? `₹${grouped}` : `₹${grouped}.${String(remainder).padStart(2, '0')}`;
}

/** "12345678" → "1,23,45,678": the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  groups.unshift(rest);
  return `${groups.join(',')},${lastThree}`;
}

/** India's one time zone: every date a person reads is the day in India, whatever the server's zone. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * A formatter made on first use: the first `Intl.DateTimeFormat` with a time zone loads the browser's zone data, a
 * cost (tens of milliseconds on a phone) that a page showing no date never pays and no page pays while it starts.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const indianDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
);
const indianDateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: INDIA_TIME_ZONE,
    }),
);
const indianMonthFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
);

/** A calendar date (YYYY-MM-DD) is midnight in India, not in UTC; anything else is read as an instant. */
export function instantInIndia(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+05:30`) : new Date(value);
}

/*
 * Dates and times as people in India read them, wherever the code runs (a server in UTC, a browser abroad): the day
 * in India, months by name, times in IST. A value that is not a date is given back as it is.
 */

/** Hindi writes the month in full: "1 मई 2025". */
const hindiDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
);
const hindiMonthFormat = onFirstUse(
  () => new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
);
const indianTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA_TIME_ZONE }),
);

/** A calendar date (YYYY-MM-DD) or an instant → "1 May 2025" (in Hindi "1 मई 2025"). */
export function formatIndianDate(value: string | Date, language: Language = 'en'): string {
  const instant = instantInIndia(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  return (language === 'hi' ? hindiDateFormat() : indianDateFormat()).format(instant);
}

/** An instant → "9 May 2025, 9:00 am IST" (in Hindi "9 मई 2025, 9:00 am IST": the clock as Indians write it). */
export function formatIndianDateTime(value: string | Date, language: Language = 'en'): string {
  const instant = instantInIndia(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  return language === 'hi'
    ? `${hindiDateFormat().format(instant)}, ${indianTimeFormat().format(instant)} IST`
    : `${indianDateTimeFormat().format(instant)} IST`;
}

/** A month (YYYY-MM), or the month of a date or instant → "May 2025" (in Hindi "मई 2025"). */
export function formatIndianMonth(value: string | Date, language: Language = 'en'): string {
  const instant = instantInIndia(typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value);
  if (Number.isNaN(instant.getTime())) return String(value);
  return (language === 'hi' ? hindiMonthFormat() : indianMonthFormat()).format(instant);
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`${String(paise)} is not an amount in paise (a non-negative safe integer)`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Pagination
// ---------------------------------------------------------------------------------------------------------------

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `?page=&pageSize=` from a query string (text is coerced); page from 1, pageSize 1..100, defaults 1 and 20. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** One page of a list answer. `total` counts every matching item, not just this page's. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The schema of a `Page<T>` answer, for clients and API documentation. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int().nonnegative(),
    page: z.int().min(1),
    pageSize: z.int().min(1).max(MAX_PAGE_SIZE),
  });
}

/** How many items to skip for a page (the `$skip` of a query). */
export function pageOffset({ page, pageSize }: PaginationQuery): number {
  return (page - 1) * pageSize;
}

// ---------------------------------------------------------------------------------------------------------------
// Roles, addresses, places
// ---------------------------------------------------------------------------------------------------------------

/** The languages the product speaks (the SPA's catalogues, frontend/src/i18n): a person's choice, kept on their account. */
export const languageSchema = z.enum(['en', 'hi'], { error: 'Choose en (English) or hi (Hindi).' });
export type Language = z.infer<typeof languageSchema>;

/** The locale (BCP 47) each language writes numbers and dates in, and puts in `lang`: Indian English, Hindi in India. */
export const LANGUAGE_LOCALES: { readonly [L in Language]: string } = { en: 'en-IN', hi: 'hi-IN' };

/** `?language=hi` on a document's download (the receipt, the lease agreement): the reader's language. */
export const documentLanguageQuerySchema = z.object({
  language: languageSchema
    .optional()
    .describe(
      'The reader’s language: `hi` adds a Hindi summary page to the English document; `en` (the default) does not.',
    ),
});
export type DocumentLanguageQuery = z.infer<typeof documentLanguageQuerySchema>;

/** The spec's roles: landlord owns at least one property, property_manager has a manager record, else tenant. */
export const roleSchema = z.enum(['tenant', 'landlord', 'property_manager']);
export type Role = z.infer<typeof roleSchema>;
export const Role = roleSchema.enum;

/** The kinds of home a listing offers. */
export const propertyTypeSchema = z.enum(['apartment', 'house', 'villa', 'studio']);
export type PropertyType = z.infer<typeof propertyTypeSchema>;

/** A property is `available` when listed and `occupied` once a lease on it starts (spec 001 §3). */
export const propertyStatusSchema = z.enum(['available', 'occupied']);
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

/** An Indian PIN code: six digits, not starting with 0. */
export const pinCodeSchema = z.string().regex(/^[1-9][0-9]{5}$/, { message: 'Expected a six-digit PIN code' });

/**
 * A postal address in India. `state` is free text here (Delhi and the other union territories are not among the
 * 28 states a form may offer); forms validate their own lists.
 */
export const addressSchema = z.object({
  line1: z.string().trim().min(1),
  locality: z.string().trim().min(1),
  city: z.string().trim().min(1),
  state: z.string().trim().min(1),
  pinCode: pinCodeSchema,
});
export type Address = z.infer<typeof addressSchema>;

/** An address on one line, its empty parts left out: "Flat 304, Indiranagar, Bengaluru, Karnataka 560038". */
export function oneLineAddress(address: {
  line1: string;
  locality?: string | null;
  city: string;
  state: string;
  pinCode: string;
}): string {
  return [address.line1, address.locality, address.city, `${address.state} ${address.pinCode}`]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/** A point on the map, named as OpenSearch's geo_point names it. */
export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

/**
 * The 28 states of India, official English names, in alphabetical order: the list the dashboard listing form
 * offers (spec 001 §5). Union territories are not states: see INDIAN_UNION_TERRITORIES.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/**
 * A private photo as an answer lists it (a repair's photo, an inspected room's): the web size at `url`, the thumbnail
 * at `thumbnailUrl`. Fetch them with the caller's token; do not put the URLs in an <img src>.
 */
export const privatePhotoSchema = z.object({
  id: z.string(),
  /** The web size. */
  url: z.string(),
  thumbnailUrl: z.string(),
  contentType: z.string(),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
});
export type PrivatePhoto = z.output<typeof privatePhotoSchema>;
