import type { Address, PropertyType } from '@trio/contracts/common';
import type {
  ApplicationDecision,
  ApplicationPaymentStatus,
  ApplicationStatus,
} from '@trio/contracts/events/applications';
import type { IdentityNumberKind } from '@trio/contracts/identity-numbers';
import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const APPLICATION_MODEL = 'Application';

/** The identity number as stored: masked for display and a keyed hash for duplicates. Never the number itself. */
export interface StoredIdentity {
  kind: IdentityNumberKind;
  /** `XXXX XXXX 1234` / `XXXXXX234F` */
  masked: string;
  /** HMAC-SHA-256 (IDENTITY_HASH_SECRET) of the canonical number, hex. */
  hash: string;
}

/** The property as it was when the application was made (the view prefers the live copy, events use this). */
export interface PropertyFacts {
  name: string;
  address: Address;
  rentPaise: number;
  bedrooms: number;
  bathrooms: number;
  propertyType: PropertyType;
  landlordId: string;
  managerId: string;
}

export interface ApplicationHistoryEntry {
  at: Date;
  /** A user id, or `system` (expiry). */
  by: string;
  action: 'submitted' | ApplicationDecision | 'withdrawn' | 'expired' | 'paid' | 'closed' | 'payment_refused';
  notes?: string;
}

export interface ApplicationDocument extends OutboxFields {
  _id: string;
  applicantId: string;
  applicantEmail: string;
  propertyId: string;
  property: PropertyFacts;
  /** The deterministic id of the open-slot guard this application holds while open (`<applicantId>:<propertyId>`). */
  slotId: string;
  status: ApplicationStatus;
  paymentStatus: ApplicationPaymentStatus;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  identity: StoredIdentity;
  /** YYYY-MM-DD */
  moveInDate: string;
  leasePeriodMonths: number;
  numPeople: number;
  reviewNotes?: string | null;
  reviewedAt?: Date | null;
  /** When the expiry job closes it if nobody acts; null once closed. */
  expiresAt: Date | null;
  history: ApplicationHistoryEntry[];
  /** Captured payments refused because the home was let to someone else (payments refunds them); each once. */
  refusedPaymentIds?: string[];
  createdAt: Date;
  updatedAt: Date;
}

const historySchema = new Schema<ApplicationHistoryEntry>(
  { at: { type: Date, required: true }, by: { type: String, required: true }, action: String, notes: String },
  { _id: false },
);

export const applicationSchema = new Schema<ApplicationDocument>(
  {
    _id: { type: String, required: true },
    applicantId: { type: String, required: true, index: true },
    applicantEmail: { type: String, required: true },
    propertyId: { type: String, required: true, index: true },
    property: {
      name: String,
      address: { line1: String, locality: String, city: String, state: String, pinCode: String },
      rentPaise: Number,
      bedrooms: Number,
      bathrooms: Number,
      propertyType: String,
      landlordId: String,
      managerId: String,
    },
    slotId: { type: String, required: true },
    status: { type: String, required: true },
    paymentStatus: { type: String, required: true, default: 'pending' },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    phone: { type: String, required: true },
    address: { type: String, required: true },
    identity: {
      kind: { type: String, required: true },
      masked: { type: String, required: true },
      hash: { type: String, required: true },
    },
    moveInDate: { type: String, required: true },
    leasePeriodMonths: { type: Number, required: true },
    numPeople: { type: Number, required: true },
    reviewNotes: { type: String, default: null },
    reviewedAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
    history: { type: [historySchema], default: [] },
    refusedPaymentIds: { type: [String], default: [] },
  },
  { versionKey: false, timestamps: true, collection: 'applications' },
);
applicationSchema.plugin(withOutbox);
// The expiry sweep, the duplicate check of identity numbers, and a manager's applications (the home's manager, kept
// current when the home changes hands: ApplicationsService.propertyManagerChanged).
applicationSchema.index({ status: 1, expiresAt: 1 });
applicationSchema.index({ 'identity.hash': 1 });
applicationSchema.index({ 'property.managerId': 1 });

export const SLOT_MODEL = 'ApplicationSlot';

/**
 * The one open application a renter may have per property, as a document whose `_id` is `<applicantId>:<propertyId>`:
 * inserting it is the guard (the unique `_id` lets exactly one of any number of concurrent submissions in; FerretDB
 * has neither transactions nor partial unique indexes). It names the application holding it and goes when that
 * application closes (withdrawn, rejected, expired); a slot left by a crash is reclaimed by the next submission
 * once its application is found closed or missing.
 */
export interface ApplicationSlotDocument {
  _id: string;
  applicationId: string;
  createdAt: Date;
}

export const applicationSlotSchema = new Schema<ApplicationSlotDocument>(
  {
    _id: { type: String, required: true },
    applicationId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'application_slots' },
);

export const slotIdOf = (applicantId: string, propertyId: string) => `${applicantId}:${propertyId}`;
