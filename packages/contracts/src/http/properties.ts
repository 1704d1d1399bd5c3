import { z } from 'zod';
import { languageSchema, objectIdSchema, pinCodeSchema, propertyStatusSchema, propertyTypeSchema } from '../common';
import { defineRoute, PUBLIC, SIGNED_IN } from './route';

/*
 * The properties service's HTTP API (spec 000 §7, 001 §7): browsing and search (open to everyone), the caller's
 * properties, uploads and images, listing requests, and interest in areas not served yet.
 */

// ---------------------------------------------------------------------------------------------------------------
// Shared answer parts
// ---------------------------------------------------------------------------------------------------------------

/** The spec's address object (street, city, state, zipCode = PIN code). */
export const propertyAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type PropertyAddress = z.output<typeof propertyAddressSchema>;

/** A point as the SPA's map reads it. */
export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.output<typeof latLngSchema>;

/** Fields every property answer carries (detail and cards alike). */
const propertyBaseShape = {
  _id: z.string(),
  name: z.string(),
  address: propertyAddressSchema,
  locality: z.string(),
  type: propertyTypeSchema,
  bedrooms: z.number(),
  bathrooms: z.number(),
  /** Square feet; null when the listing did not give it. */
  squareArea: z.number().nullable(),
  status: propertyStatusSchema,
  /** Rupees per month; `rentPaise` is the exact amount. */
  rentPrice: z.number(),
  rentPaise: z.int(),
  featured: z.boolean(),
  /** Image ids in display order; the first is the card image. */
  images: z.array(z.string()),
  location: latLngSchema.nullable(),
  /** ISO date-time. */
  listedAt: z.string(),
};

/** A property as the detail page reads it (spec 000 §3). */
export const propertySchema = z.object({
  ...propertyBaseShape,
  description: z.string(),
  /** e.g. "₹25,000" */
  rentLabel: z.string(),
  leaseType: z.string(),
  nearbyLandmarks: z.array(z.string()),
  landlordId: z.string(),
  managerId: z.string(),
});
export type Property = z.output<typeof propertySchema>;

/** A property as search, featured and similar listings answer it: what a property card shows. */
export const propertySummarySchema = z.object({
  ...propertyBaseShape,
  /** The card image id (the first of `images`), or null. */
  image: z.string().nullable(),
  /** Kilometres from the searched place, when known. */
  distanceKm: z.number().optional(),
});
export type PropertySummary = z.output<typeof propertySummarySchema>;

/** The property manager card (spec: _id, name, companyName), with contact details for Message and Call. */
export const propertyManagerCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type PropertyManagerCard = z.output<typeof propertyManagerCardSchema>;

export const placeCategories = ['schools', 'hospitals', 'shopping', 'transportation', 'others'] as const;
export type PlaceCategory = (typeof placeCategories)[number];

export const nearbyPlaceSchema = z.object({
  name: z.string(),
  /** Kilometres as numeric text with one decimal, e.g. "0.8". */
  distance: z.string(),
  distanceKm: z.number(),
  location: latLngSchema,
});
export type NearbyPlace = z.output<typeof nearbyPlaceSchema>;

const placeList = z.array(nearbyPlaceSchema);

export const nearbyPlacesSchema = z.object({
  /** Where the address was placed. */
  location: latLngSchema,
  /** How close the point is: a locality's centre, the centre of a PIN code's area, or the city centre. */
  precision: z.enum(['locality', 'pin', 'city']),
  city: z.string(),
  locality: z.string().optional(),
  schools: placeList,
  hospitals: placeList,
  shopping: placeList,
  transportation: placeList,
  others: placeList,
});
export type NearbyPlaces = z.output<typeof nearbyPlacesSchema>;

/**
 * What a location suggestion names: a locality (with its city or town), a city or town, a PIN code, a metropolitan
 * region ("Delhi NCR", "Mumbai Metropolitan Region"), or the whole country ("India": every home).
 */
export const placeKinds = ['locality', 'city', 'pin', 'region', 'country'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/**
 * A place's stable id: `city:bengaluru`, `locality:bengaluru:koramangala`, `pin:560034`, `region:delhi-ncr`,
 * `country:india` (lower-case words joined by hyphens). Search takes it as `placeId=`; the SPA keeps it in the URL as `place=`.
 */
export const placeIdSchema = z
  .string()
  .max(120, 'The place id is too long.')
  .regex(
    /^(city|locality|pin|region|country):[a-z0-9]+(?:[-:][a-z0-9]+)*$/,
    'The place id is not one suggestions give.',
  );

export const placeSuggestionSchema = z.object({
  placeId: z.string(),
  kind: z.enum(placeKinds),
  /** What a person reads: "Koramangala, Bengaluru", "Bengaluru, Karnataka", "560034 · Koramangala, Bengaluru". */
  label: z.string(),
  /** The place's own name ("Koramangala"; the PIN code for a PIN). */
  name: z.string(),
  /** Its city ("Bengaluru"; a city's own name for a city). */
  city: z.string(),
  /** Available homes there: the `totalFound` of a search for this place. */
  homes: z.int().nonnegative(),
});
export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>;

/** A place with homes near one that has none: what a search that finds nothing offers instead. */
export const nearestPlaceSchema = placeSuggestionSchema.extend({
  /** From the centre of the place searched to this one's, in km, one decimal. */
  distanceKm: z.number().nonnegative(),
});
export type NearestPlace = z.output<typeof nearestPlaceSchema>;

export const searchAnswerSchema = z.object({
  properties: z.array(propertySummarySchema),
  totalFound: z.int().nonnegative(),
  message: z.string(),
  page: z.int(),
  pageSize: z.int(),
  /**
   * Only when nothing is found and the search named a known place (a locality, town, city or region): the nearest
   * places that have homes, nearest first, at most 3, each searchable by its placeId.
   */
  nearestPlaces: z.array(nearestPlaceSchema).optional(),
});
export type SearchAnswer = z.output<typeof searchAnswerSchema>;

export const placeSuggestionsAnswerSchema = z.object({ suggestions: z.array(placeSuggestionSchema) });
export type PlaceSuggestionsAnswer = z.output<typeof placeSuggestionsAnswerSchema>;

/** An uploaded image. */
export const uploadedImageSchema = z.object({
  _id: z.string(),
  id: z.string(),
  category: z.string(),
  contentType: z.string(),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type UploadedImage = z.output<typeof uploadedImageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Listing requests (spec 001 §3–§5)
// ---------------------------------------------------------------------------------------------------------------

/**
 * `draft`: made from the SPA's flow (`draft: true`) and still without a photo of each required category; only its
 * landlord sees it (finish it by attaching the photos, or delete it). It is submitted, and goes to a manager, once
 * its photos are complete.
 */
export const listingRequestStatusSchema = z.enum([
  'draft',
  'pending',
  'assigned',
  'under_review',
  'approved',
  'rejected',
  'needs_more_info',
  'listed',
]);
export type ListingRequestStatus = z.output<typeof listingRequestStatusSchema>;

/** Who reads a listing request's status: its landlord or the manager assigned to it (spec 001 §4). */
export type ListingAudience = 'landlord' | 'manager';

/** Spec 001 §4: the status labels for each audience. */
const LISTING_STATUS_LABELS: Readonly<Record<ListingRequestStatus, Readonly<Record<ListingAudience, string>>>> = {
  draft: { landlord: 'Draft: add photos', manager: 'Draft' },
  pending: { landlord: 'Pending Assignment', manager: 'Pending Assignment' },
  assigned: { landlord: 'Assigned to Manager', manager: 'Assigned to You' },
  under_review: { landlord: 'Under Review', manager: 'Under Review' },
  approved: { landlord: 'Approved', manager: 'Approved' },
  rejected: { landlord: 'Rejected', manager: 'Rejected' },
  needs_more_info: { landlord: 'Needs More Info', manager: 'Needs More Info' },
  listed: { landlord: 'Listed', manager: 'Listed' },
};

/** The status as its audience reads it; an unknown status shows as its raw text (spec 001 §4). */
export function listingStatusLabel(status: string, audience: ListingAudience): string {
  return LISTING_STATUS_LABELS[status as ListingRequestStatus]?.[audience] ?? status;
}

export const leaseTypes = ['Month-to-month', 'Year-long', 'Six-months', 'monthly'] as const;

/**
 * The limits of a listing request's fields, declared once: the schema below refuses what is outside them (400
 * VALIDATION_FAILED naming the field) and the listing forms show them (bounds, a character counter) before sending.
 */
export const LISTING_LIMITS = {
  /** Bedrooms and bathrooms: whole numbers from 0 to this. */
  roomsMax: 20,
  descriptionMax: 5000,
  streetMax: 200,
  cityMax: 80,
  stateMax: 80,
  localityMax: 80,
  /** Monthly rent in rupees. */
  rentMax: 10_000_000,
  squareAreaMin: 50,
  squareAreaMax: 100_000,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const roomCount = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(LISTING_LIMITS.roomsMax, `${label} can be at most ${LISTING_LIMITS.roomsMax}.`);

/** Rent in rupees as the forms send it: at least 0, in steps of ₹500 (spec 001 §5). */
const rentRupees = z.coerce
  .number({ error: 'Rent must be a number.' })
  .min(0, 'Rent cannot be negative.')
  .max(LISTING_LIMITS.rentMax, 'Rent looks too large.')
  .refine((rupees) => Number.isInteger(rupees / 500), 'Rent must be in steps of ₹500.');

/** "a, b,, c " or ["a", " b", ""] → ["a", "b", "c"]: trimmed, empty ones dropped. */
const landmarks = z
  .union([z.string().max(2000), z.array(z.string().max(200)).max(50)])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

const listingAddressFields = {
  street: requiredText('Street', LISTING_LIMITS.streetMax),
  city: requiredText('City', LISTING_LIMITS.cityMax),
  zipCode: z.string({ error: 'ZIP code is required.' }).trim().pipe(pinCodeSchema),
  locality: z
    .string()
    .trim()
    .max(LISTING_LIMITS.localityMax, `Locality must be at most ${LISTING_LIMITS.localityMax} characters.`)
    .optional(),
};

const listingTerms = {
  /** Checked against the caller; never trusted. */
  landlordId: objectIdSchema.optional(),
  description: requiredText('Description', LISTING_LIMITS.descriptionMax),
  type: propertyTypeSchema.default('apartment'),
  rentAmount: rentRupees,
  bedrooms: roomCount('Bedrooms'),
  bathrooms: roomCount('Bathrooms'),
  nearbyLandmarks: landmarks,
  leaseType: z.enum(leaseTypes, { error: `Lease type must be one of: ${leaseTypes.join(', ')}.` }).default('monthly'),
  images: z.array(objectIdSchema).max(30, 'Maximum 30 images allowed.').default([]),
  /** Optional carpet area in square feet (issue 16); empty means not given. */
  squareArea: z
    .union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), z.coerce.number()])
    .optional()
    .pipe(
      z
        .number({ error: 'Carpet area must be a number of square feet.' })
        .int('Carpet area must be a whole number of square feet.')
        .min(LISTING_LIMITS.squareAreaMin, `Carpet area must be at least ${LISTING_LIMITS.squareAreaMin} sq.ft.`)
        .max(LISTING_LIMITS.squareAreaMax, 'Carpet area looks too large.')
        .optional(),
    ),
  /** Sent by the forms ("pending"); the server decides the status. */
  status: z.string().optional(),
  /**
   * The photos follow in a second step (the Upload Property Images modal): the request stays a `draft`, seen by its
   * landlord only, until PUT …/{id}/images attaches a photo of each required category; then it is submitted and
   * assigned. Without it the request is submitted at once, as before.
   */
  draft: z.boolean().optional(),
};

/**
 * The dashboard form's request: `propertyAddress`, whose state the service checks against the 28 Indian states
 * (canonical names; "Orissa" is read as Odisha).
 */
export const dashboardListingBodySchema = z
  .object({
    ...listingTerms,
    propertyAddress: z.object({
      ...listingAddressFields,
      state: z.string({ error: 'State is required.' }).trim(),
    }),
  })
  .strict();

/** The hub form's request: `address`, with a free-text state (it may be a union territory such as Delhi). */
export const hubListingBodySchema = z
  .object({
    ...listingTerms,
    address: z.object({ ...listingAddressFields, state: requiredText('State', LISTING_LIMITS.stateMax) }),
  })
  .strict();

/**
 * A listing request as either form sends it: exactly one of `propertyAddress` (dashboard) or `address` (hub). The
 * service picks the shape by that key, so its errors name the fields of the shape that was sent.
 */
export const listingRequestBodySchema = z.union([dashboardListingBodySchema, hubListingBodySchema]);
export type ListingRequestBody = z.input<typeof listingRequestBodySchema>;

export const reviewActions = ['approve', 'reject', 'needs_more_info'] as const;

export const reviewBodySchema = z.object({
  /** `request_more_info` is read as `needs_more_info`. */
  action: z
    .enum([...reviewActions, 'request_more_info'], { error: 'action must be approve, reject or needs_more_info.' })
    .transform((a) => (a === 'request_more_info' ? 'needs_more_info' : a)),
  reviewNotes: z
    .string()
    .trim()
    .max(5000, 'Review notes must be at most 5000 characters.')
    .optional()
    .transform((v) => v || undefined),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const listingImagesBodySchema = z.object({
  images: z.array(objectIdSchema).max(30, 'Maximum 30 images allowed.'),
});

/** A listing request as the spec's screens read it, for the landlord or the assigned manager. */
export const listingRequestSchema = z.object({
  _id: z.string(),
  status: listingRequestStatusSchema,
  /** The status as the audience reads it ("Assigned to You"). */
  statusLabel: z.string(),
  address: propertyAddressSchema.extend({ locality: z.string().optional() }),
  description: z.string(),
  type: propertyTypeSchema,
  rentAmount: z.number(),
  rentPaise: z.int(),
  rentLabel: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  /** Carpet area in square feet; null when not given. */
  squareArea: z.number().nullable(),
  leaseType: z.string(),
  nearbyLandmarks: z.array(z.string()),
  images: z.array(z.string()),
  /** Where each image is shown from: signed addresses (a listing request's images are not public). */
  imageLinks: z.array(z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() })),
  landlordId: z.object({
    _id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** For the manager only. */
    email: z.string().nullable().optional(),
  }),
  assignedPropertyManager: z
    .object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      name: z.string(),
      companyName: z.string(),
    })
    .nullable(),
  reviewNotes: z.string().nullable(),
  reviewDate: z.string().nullable(),
  history: z.array(z.object({ at: z.string(), by: z.string(), action: z.string(), notes: z.string().optional() })),
  propertyId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingRequest = z.output<typeof listingRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Query and other request shapes
// ---------------------------------------------------------------------------------------------------------------

const rupeesFilter = z.coerce
  .number({ error: 'must be a number of rupees' })
  .min(0, 'cannot be negative')
  .max(10_000_000);

export const searchSorts = ['relevance', 'rent_asc', 'rent_desc', 'newest'] as const;

/** `search?query=` and its optional filters (rents in rupees, as the SPA shows them). */
/** The longest search text: a place name or address, never a paragraph. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const searchQuerySchema = z.object({
  /** Required in effect: empty → 400 SEARCH_QUERY_REQUIRED. */
  query: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH, `The search text is too long: use at most ${SEARCH_QUERY_MAX_LENGTH} characters.`)
    .optional(),
  /** A place from the suggestions: a cheap filter instead of the text match (the query is then its label). */
  placeId: placeIdSchema.optional(),
  minRent: rupeesFilter.optional(),
  maxRent: rupeesFilter.optional(),
  /** 4 means 4 or more. */
  bedrooms: z.coerce.number().int().min(0).max(4, 'use 4 for 4 or more').optional(),
  type: propertyTypeSchema.optional(),
  sort: z.enum(searchSorts).optional(),
  page: z.coerce.number().int().min(1).max(500).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** Suggestions start at the second character; shorter text answers none. */
export const SUGGEST_MIN_LENGTH = 2;
/** At most this many suggestions. */
export const SUGGEST_LIMIT = 8;

export const placeSuggestQuerySchema = z.object({
  q: z.string().max(100, 'The text to complete is too long.').optional(),
});

const ADDRESS_REQUIRED = 'An address of at most 300 characters is required.';

export const nearbyPlacesQuerySchema = z.object({
  address: z.string({ error: ADDRESS_REQUIRED }).trim().min(1, ADDRESS_REQUIRED).max(300, ADDRESS_REQUIRED),
});

export const areaInterestKinds = ['notify', 'suggest'] as const;

export const areaInterestBodySchema = z.object({
  area: z.string({ error: 'Tell us the area.' }).trim().min(1, 'Tell us the area.').max(120),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Enter a valid e-mail address.'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  kind: z.enum(areaInterestKinds, { error: 'kind must be notify or suggest.' }),
  /** The language the page was shown in: the e-mail about the area comes in it. */
  language: languageSchema.optional(),
});
export type AreaInterestBody = z.input<typeof areaInterestBodySchema>;

/** The form of an upload (fields first, then the file, as browsers send them when appended in that order). */
export const uploadBodySchema = z.object({
  /** The listing request or property the image belongs to. */
  propertyId: objectIdSchema,
  /** The image's category (exterior, bedroom, floorplan, …). */
  imageType: z.string().optional(),
  file: z.file(),
});

const idParams = z.object({ id: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

const properties = ['properties'];
const listing = ['listing requests'];

export const myProperties = defineRoute({
  method: 'GET',
  path: '/trio/properties',
  access: SIGNED_IN,
  summary: 'The caller’s properties (owned, or managed) for the Upload Images picker',
  tags: properties,
  answer: { status: 200, schema: z.array(propertySchema) },
});

export const uploadImage = defineRoute({
  method: 'POST',
  path: '/trio/file/upload',
  access: SIGNED_IN,
  summary: 'Upload one image (multipart: propertyId, imageType, then file) for a listing request or a property',
  description:
    'JPEG, PNG or WebP by content (UNSUPPORTED_IMAGE_TYPE otherwise), at most 10 MB (IMAGE_TOO_LARGE) and 30 per ' +
    'property (TOO_MANY_IMAGES). Only the owning landlord or the assigned manager.',
  tags: properties,
  body: uploadBodySchema,
  bodyType: 'multipart',
  answer: { status: 201, schema: uploadedImageSchema },
  problems: [
    'FORBIDDEN',
    'NOT_FOUND',
    'UNSUPPORTED_MEDIA_TYPE',
    'UNSUPPORTED_IMAGE_TYPE',
    'IMAGE_TOO_LARGE',
    'TOO_MANY_IMAGES',
    'PAYLOAD_TOO_LARGE',
  ],
});

export const propertyImage = defineRoute({
  method: 'GET',
  path: '/trio/properties/propertyImages/:imageId',
  access: PUBLIC,
  summary: 'An image (web size; `?variant=medium` or `?variant=thumbnail` for a smaller one), with x-image-type',
  tags: properties,
  params: z.object({ imageId: z.string() }),
  description:
    'A property’s images are public. An image of a listing request is served only on the signed address that its ' +
    'landlord’s and manager’s views carry (`exp`, `sig`); otherwise 404 NOT_FOUND, as for an unknown id.',
  query: z.object({
    variant: z
      .string()
      .optional()
      .describe('`medium` (≤ 800 px wide) or `thumbnail` (≤ 400 px wide); the web size (≤ 1600 px) otherwise.'),
    exp: z.string().optional().describe('A signed address’s expiry (Unix seconds).'),
    sig: z.string().optional().describe('A signed address’s signature.'),
  }),
  answer: {
    status: 200,
    mediaType: 'image/*',
    description:
      'The image bytes; a property’s cacheable for a year (ids never change), a listing request’s privately until ' +
      'its address expires.',
  },
  problems: ['NOT_FOUND'],
});

export const searchProperties = defineRoute({
  method: 'GET',
  path: '/trio/properties/search',
  access: PUBLIC,
  summary: 'Search by locality, city, address, state or PIN code (typo-tolerant)',
  tags: properties,
  query: searchQuerySchema,
  answer: { status: 200, schema: searchAnswerSchema },
  problems: ['SEARCH_QUERY_REQUIRED'],
});

export const placeSuggestions = defineRoute({
  method: 'GET',
  path: '/trio/places/suggest',
  access: PUBLIC,
  summary: 'Localities, cities and PIN codes completing what the renter types (from the 2nd character), at most 8',
  description:
    'Typo- and alias-tolerant ("Bangalor", "Bombay", "Gurgaon"), ranked by prefix match, then by available homes. ' +
    'Each suggestion carries its placeId for `search?placeId=`. Rate-limited per client address.',
  tags: properties,
  query: placeSuggestQuerySchema,
  answer: { status: 200, schema: placeSuggestionsAnswerSchema },
  problems: ['RATE_LIMITED'],
});

export const featuredListings = defineRoute({
  method: 'GET',
  path: '/trio/properties/featured/featuredlistings',
  access: PUBLIC,
  summary: 'Featured listings, newest first, at most 8',
  tags: properties,
  answer: { status: 200, schema: z.object({ featuredListings: z.array(propertySummarySchema) }) },
});

export const nearbyPlaces = defineRoute({
  method: 'GET',
  path: '/trio/properties/nearbyPlaces/getLandmarks',
  access: PUBLIC,
  summary: 'Places within 2 km of an address, grouped by category, nearest first',
  tags: properties,
  query: nearbyPlacesQuerySchema,
  answer: { status: 200, schema: nearbyPlacesSchema },
  problems: ['NOT_FOUND'],
});

export const similarListings = defineRoute({
  method: 'GET',
  path: '/trio/properties/:id/similarListings',
  access: PUBLIC,
  summary: 'Similar properties nearby: same city within 5 km, rent ±30 %, bedrooms ±1, at most 6',
  tags: properties,
  params: idParams,
  answer: { status: 200, schema: z.object({ nearbyProperties: z.array(propertySummarySchema) }) },
  problems: ['NOT_FOUND'],
});

export const areaInterest = defineRoute({
  method: 'POST',
  path: '/trio/areas/interest',
  access: PUBLIC,
  summary: 'Record interest in an area not served yet ("Get Notified" / "Suggest Areas")',
  tags: properties,
  body: areaInterestBodySchema,
  answer: {
    status: 202,
    schema: z.object({ area: z.string(), kind: z.enum(areaInterestKinds), recorded: z.literal(true) }),
  },
  problems: ['RATE_LIMITED'],
});

export const property = defineRoute({
  method: 'GET',
  path: '/trio/properties/:id',
  access: PUBLIC,
  summary: 'A property, as a one-item array (the detail page reads the first item)',
  tags: properties,
  params: idParams,
  answer: { status: 200, schema: z.array(propertySchema) },
  problems: ['NOT_FOUND'],
});

export const apiProperty = defineRoute({
  method: 'GET',
  path: '/api/properties/:id',
  access: PUBLIC,
  summary: 'A property',
  tags: properties,
  params: idParams,
  answer: { status: 200, schema: propertySchema },
  problems: ['NOT_FOUND'],
});

export const propertyImageIds = defineRoute({
  method: 'GET',
  path: '/trio/properties/:id/images',
  access: PUBLIC,
  summary: 'The ids of a property’s images, in display order',
  tags: properties,
  params: idParams,
  answer: { status: 200, schema: z.array(z.string()) },
  problems: ['NOT_FOUND'],
});

const managerInfoAnswer = z.object({ propertyManager: propertyManagerCardSchema.nullable() });

/** The spec's spelling of the path. */
export const propertyManagerInfoAsSpelled = defineRoute({
  method: 'GET',
  path: '/trio/properties/:id/propetyManagerInfo',
  access: PUBLIC,
  summary: 'The property manager card (the spec’s spelling of the path)',
  tags: properties,
  params: idParams,
  answer: { status: 200, schema: managerInfoAnswer },
  problems: ['NOT_FOUND'],
});

export const propertyManagerInfo = defineRoute({
  method: 'GET',
  path: '/trio/properties/:id/propertyManagerInfo',
  access: PUBLIC,
  summary: 'The property manager card',
  tags: properties,
  params: idParams,
  answer: { status: 200, schema: managerInfoAnswer },
  problems: ['NOT_FOUND'],
});

export const propertyManagerEmail = defineRoute({
  method: 'GET',
  path: '/trio/properties/:id/propertyManagerEmail',
  access: PUBLIC,
  summary: 'The property manager’s e-mail (the rental application copies it)',
  tags: properties,
  params: idParams,
  answer: { status: 200, schema: z.object({ email: z.string() }) },
  problems: ['NOT_FOUND'],
});

export const submitListingRequest = defineRoute({
  method: 'POST',
  path: '/trio/propertyListingRequest',
  access: SIGNED_IN,
  summary: 'Submit a listing request (the hub’s `address` or the dashboard’s `propertyAddress`)',
  tags: listing,
  body: listingRequestBodySchema,
  answer: {
    status: 201,
    schema: listingRequestSchema,
    description: 'The request, assigned to a property manager when one exists.',
  },
  problems: ['FORBIDDEN'],
});

export const landlordListingRequests = defineRoute({
  method: 'GET',
  path: '/trio/propertyListingRequest/landlord/:landlordId',
  access: SIGNED_IN,
  summary: 'The caller’s own listing requests, newest first',
  tags: listing,
  params: z.object({ landlordId: z.string().describe('The caller’s user id.') }),
  answer: { status: 200, schema: z.array(listingRequestSchema) },
  problems: ['FORBIDDEN'],
});

export const managerListingRequests = defineRoute({
  method: 'GET',
  path: '/trio/propertyListingRequest/property-manager/:id',
  access: SIGNED_IN,
  summary: 'The listing requests assigned to the calling property manager',
  tags: listing,
  params: z.object({ id: z.string().describe('The caller’s property-manager id.') }),
  answer: { status: 200, schema: z.array(listingRequestSchema) },
  problems: ['FORBIDDEN'],
});

export const reviewListingRequest = defineRoute({
  method: 'PUT',
  path: '/trio/propertyListingRequest/:id/review',
  access: SIGNED_IN,
  summary: 'Approve, reject or ask for more information (the assigned manager, assigned requests only)',
  tags: listing,
  params: idParams,
  body: reviewBodySchema,
  answer: { status: 200, schema: listingRequestSchema, description: 'The reviewed request.' },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'INVALID_STATE_TRANSITION'],
});

export const listingRequestImages = defineRoute({
  method: 'PUT',
  path: '/trio/propertyListingRequest/:id/images',
  access: SIGNED_IN,
  summary: 'Attach uploaded images (file ids) to the caller’s request',
  tags: listing,
  params: idParams,
  body: listingImagesBodySchema,
  answer: {
    status: 200,
    schema: listingRequestSchema,
    description: 'The request; a draft whose photos now cover every required category is submitted and assigned.',
  },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

export const resubmitListingRequest = defineRoute({
  method: 'PUT',
  path: '/trio/propertyListingRequest/:id',
  access: SIGNED_IN,
  summary: 'Edit a request that needs more information and resubmit it to its manager',
  tags: listing,
  params: idParams,
  body: listingRequestBodySchema,
  answer: { status: 200, schema: listingRequestSchema, description: 'The resubmitted request (assigned again).' },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'INVALID_STATE_TRANSITION'],
});

export const deleteListingRequestDraft = defineRoute({
  method: 'DELETE',
  path: '/trio/propertyListingRequest/:id',
  access: SIGNED_IN,
  summary: 'Delete the caller’s own draft listing request (one still without its photos) and its images',
  description:
    'Only a `draft` (409 INVALID_STATE_TRANSITION otherwise); another landlord’s request or an unknown id → 404.',
  tags: listing,
  params: idParams,
  answer: { status: 204, description: 'Deleted.' },
  problems: ['NOT_FOUND', 'INVALID_STATE_TRANSITION'],
});

/** Every route of the properties service. */
// ---------------------------------------------------------------------------------------------------------------
// Saved searches (issue 27): a signed-in user's searches, matched against every newly listed home
// ---------------------------------------------------------------------------------------------------------------

/** At most this many saved searches a user. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save this search.`;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** How many recent matches `GET /trio/saved-searches` shows per saved search. */
export const SAVED_SEARCH_RECENT_MATCHES = 5;

export const savedSearchFrequencies = ['instant', 'daily'] as const;
export type SavedSearchFrequencyName = (typeof savedSearchFrequencies)[number];

const SEARCH_CRITERIA_REQUIRED = 'Say where to search: a place or some text.';

/**
 * What a saved search looks for: the search route's own query (place or text, and every filter), without paging.
 * The text or the place is required, as search requires it.
 */
export const savedSearchCriteriaSchema = searchQuerySchema
  .omit({ page: true, pageSize: true })
  .refine((criteria) => Boolean(criteria.query?.trim()) || Boolean(criteria.placeId), {
    message: SEARCH_CRITERIA_REQUIRED,
    path: ['query'],
  });
export type SavedSearchCriteria = z.input<typeof savedSearchCriteriaSchema>;

const savedSearchNameSchema = z
  .string({ error: 'Give the search a name.' })
  .trim()
  .min(1, 'Give the search a name.')
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, `Use at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters for the name.`);

const savedSearchFrequencySchema = z.enum(savedSearchFrequencies, {
  error: 'frequency must be instant or daily.',
});

export const createSavedSearchBodySchema = z.object({
  name: savedSearchNameSchema,
  frequency: savedSearchFrequencySchema,
  criteria: savedSearchCriteriaSchema,
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

export const updateSavedSearchBodySchema = z
  .object({
    name: savedSearchNameSchema.optional(),
    frequency: savedSearchFrequencySchema.optional(),
    /** true pauses the alerts (nothing is matched while paused); false resumes them. */
    paused: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Change the name, the frequency or paused.',
  });
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

/** A home a saved search matched lately, as the profile lists it. */
export const savedSearchMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  rentPaise: z.int(),
  city: z.string(),
  /** ISO date-time. */
  matchedAt: z.string(),
});
export type SavedSearchMatch = z.output<typeof savedSearchMatchSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: z.enum(savedSearchFrequencies),
  paused: z.boolean(),
  criteria: searchQuerySchema.omit({ page: true, pageSize: true }),
  /** ISO date-time. */
  createdAt: z.string(),
  /** The last few homes it matched, newest first (at most SAVED_SEARCH_RECENT_MATCHES). */
  recentMatches: z.array(savedSearchMatchSchema),
});
export type SavedSearch = z.output<typeof savedSearchSchema>;

const savedSearchParams = z.object({ id: z.string().describe('The saved search id (24 hex digits).') });
const savedSearches = ['Saved searches'];

export const createSavedSearch = defineRoute({
  method: 'POST',
  path: '/trio/saved-searches',
  access: SIGNED_IN,
  summary: 'Save a search (place or text and its filters) to hear of new homes that match it',
  description:
    `At most ${SAVED_SEARCH_LIMIT} per user (409 SAVED_SEARCH_LIMIT beyond). Every home listed from then on is ` +
    'matched against it with the query the search itself runs.',
  tags: savedSearches,
  body: createSavedSearchBodySchema,
  answer: { status: 201, schema: savedSearchSchema },
  problems: ['SAVED_SEARCH_LIMIT', 'SEARCH_QUERY_REQUIRED'],
});

export const mySavedSearches = defineRoute({
  method: 'GET',
  path: '/trio/saved-searches',
  access: SIGNED_IN,
  summary: 'The caller’s saved searches, newest first, each with the homes it matched lately',
  tags: savedSearches,
  answer: { status: 200, schema: z.array(savedSearchSchema) },
});

export const updateSavedSearch = defineRoute({
  method: 'PATCH',
  path: '/trio/saved-searches/:id',
  access: SIGNED_IN,
  summary: 'Rename one of the caller’s saved searches, change its frequency, pause or resume it',
  tags: savedSearches,
  params: savedSearchParams,
  body: updateSavedSearchBodySchema,
  answer: { status: 200, schema: savedSearchSchema },
  problems: ['NOT_FOUND'],
});

export const deleteSavedSearch = defineRoute({
  method: 'DELETE',
  path: '/trio/saved-searches/:id',
  access: SIGNED_IN,
  summary: 'Delete one of the caller’s saved searches (its alerts stop)',
  tags: savedSearches,
  params: savedSearchParams,
  answer: { status: 204, description: 'Deleted.' },
  problems: ['NOT_FOUND'],
});

/**
 * The one-click unsubscribe of an alert e-mail (RFC 8058): the link in the e-mail and its `List-Unsubscribe` header
 * carry a token the properties service signed for this saved search; posting it pauses the saved search without
 * signing in (resume it on /profile). Mail clients post `List-Unsubscribe=One-Click` as a form; the body is not read.
 * A wrong token or an unknown id is 404 alike: the answer says nothing of other people's saved searches.
 */
export const unsubscribeSavedSearch = defineRoute({
  method: 'POST',
  path: '/trio/saved-searches/:id/unsubscribe',
  access: PUBLIC,
  summary: 'Pause a saved search from its alert e-mail’s signed unsubscribe link (no sign-in)',
  tags: savedSearches,
  params: savedSearchParams,
  query: z.object({ token: z.string().min(1).max(200).describe('The signed token the alert e-mail carries.') }),
  answer: {
    status: 200,
    schema: z.object({ id: z.string(), name: z.string(), paused: z.literal(true) }),
  },
  problems: ['NOT_FOUND'],
});

export const propertiesRoutes = [
  myProperties,
  uploadImage,
  propertyImage,
  searchProperties,
  placeSuggestions,
  featuredListings,
  nearbyPlaces,
  similarListings,
  areaInterest,
  property,
  apiProperty,
  propertyImageIds,
  propertyManagerInfoAsSpelled,
  propertyManagerInfo,
  propertyManagerEmail,
  submitListingRequest,
  landlordListingRequests,
  managerListingRequests,
  reviewListingRequest,
  listingRequestImages,
  resubmitListingRequest,
  deleteListingRequestDraft,
  createSavedSearch,
  mySavedSearches,
  updateSavedSearch,
  deleteSavedSearch,
  unsubscribeSavedSearch,
] as const;
