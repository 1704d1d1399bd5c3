import {
  dashboardListingBodySchema,
  hubListingBodySchema,
  listingImagesBodySchema,
  reviewActions,
  reviewBodySchema,
} from '@trio/contracts/http/properties';
import { z } from 'zod';
import { canonicalState } from '../geo/indian-states';

const stateOf = (value: unknown): unknown =>
  (value as { propertyAddress?: { state?: unknown } } | undefined)?.propertyAddress?.state;

/**
 * The dashboard form's request, whose state must be one of the 28 Indian states; checked even when other fields
 * fail, so one answer names every bad field.
 */
const dashboardShape = dashboardListingBodySchema.refine((input) => canonicalState(input.propertyAddress.state), {
  path: ['propertyAddress', 'state'],
  message: 'Choose one of the 28 Indian states.',
  when: (payload) => typeof stateOf(payload.value) === 'string',
});
const hubShape = hubListingBodySchema;

function normalise(input: z.output<typeof dashboardShape> | z.output<typeof hubShape>) {
  const address =
    'propertyAddress' in input
      ? { ...input.propertyAddress, state: canonicalState(input.propertyAddress.state) ?? input.propertyAddress.state }
      : input.address;
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
    ...(input.squareArea !== undefined ? { squareFeet: input.squareArea } : {}),
    nearbyLandmarks: input.nearbyLandmarks,
    leaseType: input.leaseType,
    imageIds: input.images,
    ...(input.draft === true ? { draft: true as const } : {}),
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

export const REVIEW_ACTIONS = reviewActions;

/** The review of a listing request (`request_more_info` is read as `needs_more_info`). */
export const reviewInputSchema = reviewBodySchema;
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const imagesInputSchema = listingImagesBodySchema;
