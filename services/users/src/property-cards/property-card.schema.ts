import type { Address } from '@trio/contracts/common';
import type { PropertyStatus } from '@trio/contracts/events/properties';
import { Schema } from 'mongoose';

export const PROPERTY_CARD_MODEL = 'PropertyCard';

/**
 * This service's copy of a property, fed by properties.property events: what a favourite card shows, and who
 * owns it (the landlord role). `version` is the property's aggregate version (applyIfNewer).
 */
export interface PropertyCardDocument {
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

export const propertyCardSchema = new Schema<PropertyCardDocument>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    landlordId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    address: {
      line1: String,
      locality: String,
      city: String,
      state: String,
      pinCode: String,
    },
    rentPaise: { type: Number, required: true },
    bedrooms: Number,
    bathrooms: Number,
    status: String,
    imageIds: { type: [String], default: [] },
  },
  { versionKey: false, collection: 'property_cards' },
);
