import type { Address, PropertyStatus } from '@trio/contracts/common';
import { propertyListed, propertyStatusChanged, propertyUpdated } from '@trio/contracts/events/properties';
import { defineCopy, patchFrom, upsertFrom } from '@trio/service-kit/events';

/**
 * This service's copy of a property, fed by properties.property events: what a favourite card shows, and who owns
 * it. `version` is the property's aggregate version.
 */
export interface PropertyCardCopy {
  _id: string;
  version: number;
  landlordId: string;
  name: string;
  address: Address;
  rentPaise: number;
  bedrooms: number;
  bathrooms: number;
  status: PropertyStatus;
  imageIds: string[];
}

export const propertyCardCopy = defineCopy<PropertyCardCopy>({
  name: 'PropertyCard',
  collection: 'property_cards',
  fields: {
    landlordId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    address: { line1: String, locality: String, city: String, state: String, pinCode: String },
    rentPaise: { type: Number, required: true },
    bedrooms: Number,
    bathrooms: Number,
    status: String,
    imageIds: { type: [String], default: [] },
  },
  from: [
    upsertFrom([propertyListed, propertyUpdated], (property) => ({
      id: property.propertyId,
      fields: {
        landlordId: property.landlordId,
        name: property.name,
        address: property.address,
        rentPaise: property.rentPaise,
        bedrooms: property.bedrooms,
        bathrooms: property.bathrooms,
        status: property.status,
        imageIds: property.imageIds,
      },
    })),
    patchFrom([propertyStatusChanged], (change) => ({ id: change.propertyId, fields: { status: change.status } })),
  ],
});
