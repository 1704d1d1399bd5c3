import type { Address } from '@trio/contracts/common';
import type { PaymentType, RefundReason } from '@trio/contracts/events/payments';
import type { PaymentStatus } from '@trio/contracts/http/payments';
import type { MoveInCosts } from '@trio/contracts/money';
import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const PAYMENT_MODEL = 'Payment';
export const CLAIM_MODEL = 'PaymentClaim';
export const WEBHOOK_EVENT_MODEL = 'WebhookEvent';

export interface FailedAttempt {
  razorpayPaymentId: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  at: Date;
}

/**
 * One payment: one Razorpay order and what it pays for (aggregate `payments.payment`). Its `_id` is derived from the
 * order id, so the record is made once per order whoever gets there first. `completed` only through
 * `CaptureService.capture` (a verified signature or webhook), at most once.
 */
export interface PaymentDocument extends OutboxFields {
  _id: string;
  userId: string;
  paymentType: PaymentType;
  applicationId: string | null;
  leaseId: string | null;
  /** Monthly rent: YYYY-MM and its due date. */
  month: string | null;
  dueDate: string | null;
  /**
   * A month paid with its late fee: the lease's days after the due date when that fee was charged (its agreement's
   * late-fee terms, issue 30), for the receipt's reason. Absent otherwise, and on payments made before it was kept.
   */
  lateFeeAfterDays?: number;
  propertyId: string;
  property: { name: string; address: Address };
  payer: { firstName: string; lastName: string; email: string };
  landlordId: string;
  managerId: string;
  amountPaise: number;
  breakdown: MoveInCosts | { rentPaise: number; processingFeePaise: number; lateFeePaise?: number; totalPaise: number };
  razorpayOrderId: string;
  receipt: string;
  description: string;
  status: PaymentStatus;
  razorpayPaymentId: string | null;
  verifiedBy: 'signature' | 'webhook' | 'seed' | null;
  failureReason: string | null;
  failedAttempts: FailedAttempt[];
  refund: { razorpayRefundId: string; reason: RefundReason; at: Date } | null;
  capturedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const addressShape = { line1: String, locality: String, city: String, state: String, pinCode: String };

export const paymentSchema = new Schema<PaymentDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    paymentType: { type: String, required: true },
    applicationId: { type: String, default: null },
    leaseId: { type: String, default: null },
    month: { type: String, default: null },
    dueDate: { type: String, default: null },
    lateFeeAfterDays: { type: Number },
    propertyId: { type: String, required: true },
    property: { name: String, address: addressShape },
    payer: { firstName: String, lastName: String, email: String },
    landlordId: { type: String, index: true },
    managerId: String,
    amountPaise: { type: Number, required: true },
    breakdown: { type: Schema.Types.Mixed, required: true },
    razorpayOrderId: { type: String, required: true, unique: true },
    receipt: { type: String, required: true },
    description: { type: String, required: true },
    status: { type: String, required: true },
    razorpayPaymentId: { type: String, default: null },
    verifiedBy: { type: String, default: null },
    failureReason: { type: String, default: null },
    failedAttempts: { type: Schema.Types.Mixed, default: [] },
    refund: { type: Schema.Types.Mixed, default: null },
    capturedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'payments' },
);
paymentSchema.plugin(withOutbox);

/**
 * First come, first served, without transactions: a deterministic `_id` per thing that may be paid once (a home:
 * `property|<id>` → the application that won it; an application's move-in: `initial|<id>`; a month's rent:
 * `rent|<leaseId>|<YYYY-MM>`), inserted by the capture that gets there first. A capture that finds the claim held
 * by another payment is refunded.
 */
export interface ClaimDocument {
  _id: string;
  /** The payment (or for `property|…`, the application) that holds it. */
  holder: string;
  at: Date;
}

export const claimSchema = new Schema<ClaimDocument>(
  { _id: { type: String, required: true }, holder: { type: String, required: true }, at: Date },
  { versionKey: false, collection: 'claims' },
);

/** Razorpay webhook deliveries handled, by `X-Razorpay-Event-Id`. */
export interface WebhookEventDocument {
  _id: string;
  event: string;
  razorpayPaymentId: string | null;
  outcome: string;
  receivedAt: Date;
}

export const webhookEventSchema = new Schema<WebhookEventDocument>(
  {
    _id: { type: String, required: true },
    event: String,
    razorpayPaymentId: String,
    outcome: String,
    receivedAt: Date,
  },
  { versionKey: false, collection: 'webhook_events' },
);
