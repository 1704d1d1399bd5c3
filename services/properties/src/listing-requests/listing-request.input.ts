import { objectIdSchema, pinCodeSchema } from '@trio/contracts/common';
import { propertyTypeSchema } from '@trio/contracts/events/properties';
import { z } from 'zod';
import { canonicalState } from '../geo/indian-states';
import { LEASE_TYPES } from './listing-request.schema';

const text = (label: string, max: number) =>
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
    .max(50, `${label} looks too large.`);

/** Rent in rupees as the forms send it: at least 0, in steps of ₹500 (spec 001 §5). */
const rentRupees = z.coerce
  .number({ error: 'Rent must be a number.' })
  .min(0, 'Rent cannot be negative.')
  .max(10_000_000, 'Rent looks too large.')
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

const addressFields = {
  street: text('Street', 200),
  city: text('City', 80),
  zipCode: z.string({ error: 'ZIP code is required.' }).trim().pipe(pinCodeSchema),
  locality: z.string().trim().max(80).optional(),
};

/** The dashboard form's address: the state is one of the 28 Indian states. */
const dashboardAddress = z.object({
  ...addressFields,
  state: z
    .string({ error: 'State is required.' })
    .trim()
    .transform((value, ctx) => {
      const state = canonicalState(value);
      if (!state) ctx.addIssue({ code: 'custom', message: 'Choose one of the 28 Indian states.' });
      return state ?? value;
    }),
});

/** The hub form's address: the state is free text (it may be a union territory such as Delhi). */
const hubAddress = z.object({ ...addressFields, state: text('State', 80) });

const terms = {
  /** Checked against the caller; never trusted. */
  landlordId: objectIdSchema.optional(),
  description: text('Description', 5000),
  type: propertyTypeSchema.default('apartment'),
  rentAmount: rentRupees,
  bedrooms: roomCount('Bedrooms'),
  bathrooms: roomCount('Bathrooms'),
  nearbyLandmarks: landmarks,
  leaseType: z.enum(LEASE_TYPES, { error: `Lease type must be one of: ${LEASE_TYPES.join(', ')}.` }).default('monthly'),
  images: z.array(objectIdSchema).max(30, 'Maximum 30 images allowed.').default([]),
  /** Sent by the forms ("pending"); the server decides the status. */
  status: z.string().optional(),
};

const dashboardShape = z.object({ ...terms, propertyAddress: dashboardAddress }).strict();
const hubShape = z.object({ ...terms, address: hubAddress }).strict();

function normalise(input: z.output<typeof dashboardShape> | z.output<typeof hubShape>) {
  const address = 'propertyAddress' in input ? input.propertyAddress : input.address;
  return {
    landlordId: input.landlordId,
    address: {
      line1: address.street,
      ...(address.locality ? { locality: address.locality } : {}),
      city: address.city,
      state: address.state,
      pinCode: address.zipCode,
    },
    description: input.description,
    propertyType: input.type,
    rentPaise: Math.round(input.rentAmount * 100),
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    nearbyLandmarks: input.nearbyLandmarks,
    leaseType: input.leaseType,
    imageIds: input.images,
  };
}

/**
 * Both shapes of spec 001 §3: the hub sends `address`, the dashboard form sends `propertyAddress` (with a state
 * from the 28-state list). Exactly one of them; the errors name the fields of the shape that was sent.
 */
export const listingRequestInputSchema = z.looseObject({}).transform((raw, ctx) => {
  const hasDashboard = 'propertyAddress' in raw;
  const hasHub = 'address' in raw;
  if (hasDashboard === hasHub) {
    ctx.addIssue({
      code: 'custom',
      path: ['address'],
      message: hasHub ? 'Send either address or propertyAddress, not both.' : 'The address is required.',
    });
    return z.NEVER;
  }
  const parsed = (hasDashboard ? dashboardShape : hubShape).safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
    }
    return z.NEVER;
  }
  return normalise(parsed.data);
});
export type ListingRequestInput = z.output<typeof listingRequestInputSchema>;

export const REVIEW_ACTIONS = ['approve', 'reject', 'needs_more_info'] as const;

export const reviewInputSchema = z.object({
  action: z
    .enum([...REVIEW_ACTIONS, 'request_more_info'], {
      error: 'action must be approve, reject or needs_more_info.',
    })
    .transform((a) => (a === 'request_more_info' ? 'needs_more_info' : a)),
  reviewNotes: z
    .string()
    .trim()
    .max(5000, 'Review notes must be at most 5000 characters.')
    .optional()
    .transform((v) => v || undefined),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const imagesInputSchema = z.object({
  images: z.array(objectIdSchema).max(30, 'Maximum 30 images allowed.'),
});
