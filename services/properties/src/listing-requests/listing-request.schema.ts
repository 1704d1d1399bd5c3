import type { PropertyType } from '@trio/contracts/events/properties';
import { leaseTypes, listingRequestStatusSchema } from '@trio/contracts/http/properties';
import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const LISTING_REQUEST_MODEL = 'ListingRequest';

/**
 * Spec 001 §4. `approved` is passed through on the way to `listed`: the property is created from the approval's
 * event, and the request becomes `listed` from the property's (moments later).
 */
export const LISTING_REQUEST_STATUSES = listingRequestStatusSchema.options;
export type ListingRequestStatus = (typeof LISTING_REQUEST_STATUSES)[number];

/** Requests a manager still has to act on (assignment balances these). */
export const OPEN_STATUSES: ListingRequestStatus[] = ['assigned', 'under_review', 'needs_more_info'];

export const LEASE_TYPES = leaseTypes;
export type LeaseType = (typeof LEASE_TYPES)[number];

export interface ListingAddress {
  line1: string;
  locality?: string;
  city: string;
  state: string;
  pinCode: string;
}

export interface ListingHistoryEntry {
  at: Date;
  /** User id of whoever acted (the landlord, the manager) or "system" for assignment. */
  by: string;
  action: 'drafted' | 'submitted' | 'assigned' | 'approved' | 'rejected' | 'needs_more_info' | 'resubmitted' | 'listed';
  notes?: string;
}

export interface ListingRequestDocument extends OutboxFields {
  _id: string;
  landlordId: string;
  managerId: string | null;
  status: ListingRequestStatus;
  address: ListingAddress;
  description: string;
  propertyType: PropertyType;
  rentPaise: number;
  bedrooms: number;
  bathrooms: number;
  /** Carpet area in square feet, when given. */
  squareFeet?: number;
  leaseType: LeaseType;
  nearbyLandmarks: string[];
  imageIds: string[];
  history: ListingHistoryEntry[];
  reviewNotes?: string;
  reviewDate?: Date;
  propertyId?: string;
  createdAt: Date;
  updatedAt: Date;
}

const historySchema = new Schema<ListingHistoryEntry>(
  { at: { type: Date, required: true }, by: { type: String, required: true }, action: String, notes: String },
  { _id: false },
);

export const listingRequestSchema = new Schema<ListingRequestDocument>(
  {
    _id: { type: String, required: true },
    landlordId: { type: String, required: true, index: true },
    managerId: { type: String, default: null, index: true },
    status: { type: String, required: true, index: true },
    address: { line1: String, locality: String, city: String, state: String, pinCode: String },
    description: { type: String, required: true },
    propertyType: { type: String, required: true },
    rentPaise: { type: Number, required: true },
    bedrooms: { type: Number, required: true },
    bathrooms: { type: Number, required: true },
    squareFeet: Number,
    leaseType: { type: String, required: true },
    nearbyLandmarks: { type: [String], default: [] },
    imageIds: { type: [String], default: [] },
    history: { type: [historySchema], default: [] },
    reviewNotes: String,
    reviewDate: Date,
    propertyId: String,
  },
  { versionKey: false, timestamps: true, collection: 'listing_requests' },
);
listingRequestSchema.plugin(withOutbox);
