import type { Address, PropertyStatus, PropertyType } from '@trio/contracts/common';
import { Schema } from 'mongoose';

export const PROPERTY_MODEL = 'Property';

/**
 * This service's copy of the properties it takes applications for (properties.property events): who owns and who
 * manages each, its rent, address, kind and status. Never read from the properties service.
 */
export interface PropertyDocument {
  _id: string;
  version: number;
  landlordId: string;
  managerId: string;
  name: string;
  address: Address;
  rentPaise: number;
  bedrooms: number;
  bathrooms: number;
  propertyType: PropertyType;
  status: PropertyStatus;
}

export const propertySchema = new Schema<PropertyDocument>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    landlordId: { type: String, required: true },
    managerId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    address: { line1: String, locality: String, city: String, state: String, pinCode: String },
    rentPaise: { type: Number, required: true },
    bedrooms: { type: Number, required: true },
    bathrooms: { type: Number, required: true },
    propertyType: { type: String, required: true },
    status: { type: String, required: true },
  },
  { versionKey: false, collection: 'properties' },
);
