import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import type { StoredImage } from '@trio/service-kit/images';
import type { Address } from '@trio/contracts/common';
import { Schema } from 'mongoose';
import type { Person } from '../copies/person';
import type { Deduction, DepositRoom } from './deposit-rules';

export const DEPOSIT_MODEL = 'Deposit';

export type DepositState = 'held' | 'inspected' | 'settled' | 'refunded' | 'closed';

/** A photo of an inspected room, as stored (the kit's web size and thumbnail in this service's private bucket). */
export interface InspectionPhoto extends StoredImage {
  id: string;
  /** The name of the inspection's room it shows. */
  room: string;
  uploadedAt: Date;
}

/**
 * A lease's security deposit (aggregate `payments.deposit`, `_id` = the lease id): collected with the move-in
 * payment, inspected at move-out with deductions the renter answers, settled by the manager, and its balance refunded
 * through Razorpay against the move-in payment once (the refund id is kept here).
 */
export interface DepositDocument extends OutboxFields {
  _id: string;
  propertyId: string;
  property: { name: string; address: Address };
  tenantId: string;
  tenant: Person;
  landlordId: string;
  managerId: string;
  managerEmail: string | null;
  /** The lease's end date (YYYY-MM-DD) when the deposit was made; the lease copy's is read for the inspection. */
  endDate: string;
  collectedPaise: number;
  /** The payments service's id of the captured move-in payment (the refund is made against it); null if unknown. */
  moveInPaymentId: string | null;
  status: DepositState;
  rooms: DepositRoom[];
  inspectedAt: Date | null;
  deductions: Deduction[];
  /**
   * The rooms' photos, in the order they came. A photo whose room a revised inspection left out is removed with it
   * (and never shown meanwhile: the view lists a room's photos by its name).
   */
  photos: InspectionPhoto[];
  /**
   * Counts the changes of `photos`, which carry no event (so leave `version` alone): each is one write conditional on
   * the count read, so concurrent uploads never pass the limit of a room. Absent on deposits made before photos.
   */
  photosVersion?: number;
  settledAt: Date | null;
  /** Set at settlement: what goes back, and once Razorpay answered, its refund. */
  refund: {
    amountPaise: number;
    razorpayPaymentId: string | null;
    razorpayRefundId: string | null;
    refundedAt: Date | null;
  } | null;
  createdAt: Date;
  updatedAt: Date;
}

export const depositSchema = new Schema<DepositDocument>(
  {
    _id: { type: String, required: true },
    propertyId: String,
    property: Schema.Types.Mixed,
    // The Renters Hub reads a tenant's deposits, the Move-outs panel a manager's (by e-mail, as the lease copy has it).
    tenantId: { type: String, index: true },
    tenant: Schema.Types.Mixed,
    landlordId: { type: String, index: true },
    managerId: String,
    managerEmail: { type: String, index: true },
    endDate: String,
    collectedPaise: Number,
    moveInPaymentId: { type: String, default: null },
    // The refund sweep reads the settled ones (an index: the others grow for ever).
    status: { type: String, required: true, index: true },
    rooms: { type: Schema.Types.Mixed, default: [] },
    inspectedAt: { type: Date, default: null },
    deductions: { type: Schema.Types.Mixed, default: [] },
    photos: { type: Schema.Types.Mixed, default: [] },
    photosVersion: { type: Number },
    settledAt: { type: Date, default: null },
    refund: { type: Schema.Types.Mixed, default: null },
    createdAt: Date,
    updatedAt: Date,
  },
  { versionKey: false, collection: 'deposits' },
);
depositSchema.plugin(withOutbox);
