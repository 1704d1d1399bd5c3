import { cityAliases } from '../../src/geo/gazetteer';
import type { GeoPoint } from '../../src/geo/gazetteer.types';
import type { PropertySearchDocument } from '../../src/search';

/** `count` listings at one address, as a landlord typed it (and where the geocoder put it, when it did). */
export interface ListingBatch {
  locality: string;
  city: string;
  state: string;
  pinCode: string;
  location?: GeoPoint;
  count: number;
}

/** A 24-hex-digit id from a number, like a MongoDB ObjectId. */
export const hexId = (n: number) => n.toString(16).padStart(24, '0');

/**
 * The search documents of the batches, in order: available apartments of one landlord and one manager, numbered
 * from 1, rent rising by ₹1,000 and listed an hour apart.
 */
export function searchDocumentsOf(batches: readonly ListingBatch[]): PropertySearchDocument[] {
  const docs: PropertySearchDocument[] = [];
  for (const batch of batches) {
    for (let j = 0; j < batch.count; j++) {
      const i = docs.length;
      docs.push({
        propertyId: hexId(i + 1),
        landlordId: hexId(1000),
        managerId: hexId(2000),
        name: `Home ${i + 1}`,
        address: {
          line1: `${i + 1}, Main Road`,
          locality: batch.locality,
          city: batch.city,
          state: batch.state,
          pinCode: batch.pinCode,
        },
        rentPaise: (20_000 + i * 1_000) * 100,
        bedrooms: 1 + (i % 3),
        bathrooms: 1,
        propertyType: 'apartment',
        status: 'available',
        featured: false,
        imageIds: [],
        listedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
        ...(batch.location ? { location: batch.location } : {}),
        cityAliases: cityAliases(batch.city),
      });
    }
  }
  return docs;
}
