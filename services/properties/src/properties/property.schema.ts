import type { Address, GeoPoint } from '@trio/contracts/common';
import type { PropertyStatus, PropertyType } from '@trio/contracts/events/properties';
import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const PROPERTY_MODEL = 'Property';

/** A property on the market. Created by an approved listing request (same id) or by the seed. */
export interface PropertyDocument extends OutboxFields {
  _id: string;
  landlordId: string;
  managerId: string;
  name: string;
  address: Address;
  location?: GeoPoint;
  rentPaise: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet?: number;
  propertyType: PropertyType;
  status: PropertyStatus;
  /** The active lease (applications.lease) that made it `occupied`; null while available. */
  leaseId?: string | null;
  featured: boolean;
  imageIds: string[];
  description: string;
  leaseType: string;
  nearbyLandmarks: string[];
  listingRequestId?: string;
  listedAt: Date;
  updatedAt: Date;
}

export const propertySchema = new Schema<PropertyDocument>(
  {
    _id: { type: String, required: true },
    landlordId: { type: String, required: true, index: true },
    managerId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    address: { line1: String, locality: String, city: String, state: String, pinCode: String },
    location: { lat: Number, lon: Number },
    rentPaise: { type: Number, required: true },
    bedrooms: { type: Number, required: true },
    bathrooms: { type: Number, required: true },
    squareFeet: Number,
    propertyType: { type: String, required: true },
    status: { type: String, required: true },
    leaseId: { type: String, default: null },
    featured: { type: Boolean, default: false },
    imageIds: { type: [String], default: [] },
    description: { type: String, default: '' },
    leaseType: { type: String, default: 'monthly' },
    nearbyLandmarks: { type: [String], default: [] },
    listingRequestId: String,
    listedAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: { createdAt: false, updatedAt: true }, collection: 'properties' },
);
propertySchema.plugin(withOutbox);
