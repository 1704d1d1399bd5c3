import type { ListingRequestInput } from '../listing-requests/listing-request.input';
import { demoProperty, type ImagePool } from './demo-catalogue';

/**
 * Where a seeded listing request ends: `pending` (never assigned), `assigned` (waiting for review), `resubmitted`
 * (needs_more_info, edited and sent back: `assigned` again), `needs_more_info`, `rejected`, or `listed` (approved;
 * the property exists).
 */
export type RequestOutcome = 'pending' | 'assigned' | 'resubmitted' | 'needs_more_info' | 'rejected' | 'listed';

/** The requests of the first three landlords, in submission order. Together they reach every reachable status. */
export const REQUEST_PLAN: readonly (readonly RequestOutcome[])[] = [
  ['listed', 'assigned', 'needs_more_info', 'rejected', 'pending'],
  ['listed', 'resubmitted', 'needs_more_info'],
  ['rejected', 'assigned', 'listed'],
];

export const REVIEW_NOTES = {
  approve: 'Photos and ownership documents verified. Listed.',
  needs_more_info: 'Please add a clearer photo of the kitchen and confirm whether the society allows pets.',
  reject: 'We could not verify the address: the PIN code does not match the locality given. Please submit it again.',
} as const;

/** Request numbers live far beyond the catalogue's indices, so their terms never repeat a catalogue property's. */
const REQUEST_INDEX_BASE = 50_000_000;

/** The terms of the n-th seeded listing request (0-based over all landlords), built like a catalogue property. */
export function demoRequestInput(n: number, images: ImagePool): ListingRequestInput {
  const p = demoProperty(REQUEST_INDEX_BASE + n, {
    landlordIds: ['0'.repeat(24)],
    managerIds: ['0'.repeat(24)],
    images,
  });
  return {
    landlordId: undefined,
    address: { ...p.address },
    description: p.description,
    propertyType: p.propertyType,
    rentPaise: p.rentPaise,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    ...(p.squareFeet ? { squareFeet: p.squareFeet } : {}),
    leaseType: p.leaseType as ListingRequestInput['leaseType'],
    nearbyLandmarks: p.nearbyLandmarks,
    imageIds: p.imageIds,
  };
}
