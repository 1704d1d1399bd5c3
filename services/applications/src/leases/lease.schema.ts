import type { Address, PropertyType } from '@trio/contracts/common';
import type { LeaseNotice, LeaseStatus, NoticeGiver, RentPeriod } from '@trio/contracts/events/applications';
import type { LateFeeTerms } from '@trio/contracts/money';
import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const LEASE_MODEL = 'Lease';

/** The home as it was when the lease was made (the views prefer the live projection for the header). */
export interface LeasedPropertyFacts {
  name: string;
  address: Address;
  bedrooms: number;
  bathrooms: number;
  propertyType: PropertyType;
}

/** The manager's latest renewal offer (issue 30); a new offer replaces an unanswered one. */
export interface RenewalOffer {
  /** YYYY-MM-DD: the new end date. */
  endDate: string;
  rentPaise: number;
  /** The rent when it was offered (the increase is against it). */
  previousRentPaise: number;
  offeredAt: Date;
  status: 'offered' | 'accepted' | 'declined';
  answeredAt: Date | null;
}

/** A notice to end the lease early, as stored. */
export interface StoredNotice {
  givenBy: NoticeGiver;
  givenAt: Date;
  /** YYYY-MM-DD: the lease's end date from then on. */
  moveOutDate: string;
  reason: string | null;
}

export type { LeaseNotice, RentPeriod };

export interface LeaseTenant {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/**
 * A lease (leave and licence): one per paid application, its `_id` derived from the application id (lease-terms.ts),
 * so a redelivered payment event finds it instead of making a second one. Its events travel in its outbox.
 */
export interface LeaseDocument extends OutboxFields {
  _id: string;
  applicationId: string;
  propertyId: string;
  property: LeasedPropertyFacts;
  tenant: LeaseTenant;
  landlordId: string;
  managerId: string;
  managerEmail: string | null;
  /** YYYY-MM-DD (India) */
  startDate: string;
  /** YYYY-MM-DD: start + leaseMonths; the lease ends on this date. */
  endDate: string;
  leaseMonths: number;
  rentPaise: number;
  depositPaise: number;
  numPeople: number;
  status: LeaseStatus;
  /** The captured initial payment (payments' id). */
  paymentId: string | null;
  endedAt: Date | null;
  /**
   * Renewal and notice (issue 30). Documents older than these fields read as the defaults (lease-terms.ts:
   * `termsOf`): notice period NOTICE_PERIOD_MONTHS, one rent period from the start date, no offer, no notice.
   */
  noticeMonths?: number;
  /**
   * The late fee the agreement states (issue 30), set from DEFAULT_LATE_FEE_TERMS when the lease is made; documents
   * older than it read as the defaults (`lateFeeTermsOf`).
   */
  lateFee?: LateFeeTerms;
  rentPeriods?: RentPeriod[];
  renewalOffer?: RenewalOffer | null;
  notice?: StoredNotice | null;
  /** When the ending-soon event was recorded for the current end date (reset by a renewal). */
  endingSoonNotifiedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const leaseSchema = new Schema<LeaseDocument>(
  {
    _id: { type: String, required: true },
    applicationId: { type: String, required: true },
    propertyId: { type: String, required: true, index: true },
    property: {
      name: String,
      address: { line1: String, locality: String, city: String, state: String, pinCode: String },
      bedrooms: Number,
      bathrooms: Number,
      propertyType: String,
    },
    tenant: {
      userId: { type: String, required: true },
      firstName: String,
      lastName: String,
      email: String,
      phone: { type: String, default: null },
    },
    landlordId: { type: String, required: true, index: true },
    managerId: { type: String, required: true, index: true },
    managerEmail: { type: String, default: null },
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    leaseMonths: { type: Number, required: true },
    rentPaise: { type: Number, required: true },
    depositPaise: { type: Number, required: true },
    numPeople: { type: Number, required: true },
    status: { type: String, required: true },
    paymentId: { type: String, default: null },
    endedAt: { type: Date, default: null },
    noticeMonths: { type: Number },
    lateFee: { type: { _id: false, percent: Number, capPaise: Number, afterDays: Number }, default: undefined },
    rentPeriods: { type: [{ _id: false, from: String, rentPaise: Number }], default: undefined },
    renewalOffer: {
      type: {
        _id: false,
        endDate: String,
        rentPaise: Number,
        previousRentPaise: Number,
        offeredAt: Date,
        status: String,
        answeredAt: Date,
      },
      default: null,
    },
    notice: {
      type: { _id: false, givenBy: String, givenAt: Date, moveOutDate: String, reason: String },
      default: null,
    },
    endingSoonNotifiedAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true, collection: 'leases' },
);
leaseSchema.plugin(withOutbox);
leaseSchema.index({ 'tenant.userId': 1 });
// The end-of-lease sweep.
leaseSchema.index({ status: 1, endDate: 1 });

export const OCCUPANCY_MODEL = 'PropertyOccupancy';

/**
 * The one active lease a property may have, as a document whose `_id` is the property id: inserting it is the guard
 * (two applicants paying at once: exactly one insert wins; FerretDB has no transactions). It names the lease holding
 * it and is deleted when that lease ends. A crash between this insert and the lease's own write is repaired by the
 * redelivered payment event: the slot already names the same (deterministic) lease id.
 */
export interface PropertyOccupancyDocument {
  _id: string;
  leaseId: string;
  createdAt: Date;
}

export const propertyOccupancySchema = new Schema<PropertyOccupancyDocument>(
  {
    _id: { type: String, required: true },
    leaseId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'property_occupancy' },
);
