import { z } from 'zod';
import { addressSchema, isoDateTimeSchema, objectIdSchema, paiseSchema } from '../common';
import { defineEvent, type EventOf } from '../envelope';

/*
 * Events published by the payments service.
 *
 * `payments.payment` (aggregate id = the payment id): a payment was captured (a verified Razorpay signature or a
 * verified webhook; never the client's word), failed, or was refunded (charged for a home let to someone else
 * meanwhile, or twice for the same purpose). The applications service creates the lease from the initial payment's
 * `captured` event.
 *
 * `payments.rent` (aggregate id = the lease id): the rent ledger's items becoming due, overdue (7 days past the due
 * date, spec 001 §9) and paid, with what the reminder e-mails of the notifications issue need.
 */

/** `initial`: the move-in amount of an approved application; `monthly_rent`: one month's rent of a lease. */
export const paymentTypeSchema = z.enum(['initial', 'monthly_rent']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** A month of a rent ledger, YYYY-MM (the month of the item's due date). */
export const rentMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM');

const personSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
});

const propertyFactsSchema = z.object({
  name: z.string().trim().min(1),
  address: addressSchema,
});

/** Who paid what for which home, as every payment event carries it. */
const paymentFactsSchema = z.object({
  paymentId: objectIdSchema,
  paymentType: paymentTypeSchema,
  /** The approved application an initial payment is for (null for monthly rent). */
  applicationId: objectIdSchema.nullable(),
  /** The lease a monthly rent payment is for (null for an initial payment). */
  leaseId: objectIdSchema.nullable(),
  /** The ledger month a monthly rent payment pays (YYYY-MM; null for an initial payment). */
  month: rentMonthSchema.nullable(),
  propertyId: objectIdSchema,
  property: propertyFactsSchema,
  payerId: objectIdSchema,
  payer: personSchema,
  landlordId: objectIdSchema,
  managerId: objectIdSchema,
  /** The amount charged, integer paise, computed by the server (spec 000 §9). */
  amountPaise: paiseSchema,
  currency: z.literal('INR'),
  razorpayOrderId: z.string().min(1),
  /** The order's receipt: `trio_` + the last 8 digits of the timestamp. */
  receipt: z.string().min(1),
});

/** A payment was captured: exactly once per Razorpay payment id. */
export const paymentCaptured = defineEvent(
  'payments.payment.captured.v1',
  paymentFactsSchema.extend({
    razorpayPaymentId: z.string().min(1),
    /** The receipt's transaction id (the text receipt's file name). */
    txnId: z.string().min(1),
    /** How the capture was verified. */
    verifiedBy: z.enum(['signature', 'webhook']),
    capturedAt: isoDateTimeSchema,
  }),
);
export type PaymentCaptured = EventOf<typeof paymentCaptured>;

/** A payment attempt failed (declined card, failed UPI): nothing was charged; the payer may try again. */
export const paymentFailed = defineEvent(
  'payments.payment.failed.v1',
  paymentFactsSchema.extend({
    /** Null when the attempt failed before Razorpay made a payment. */
    razorpayPaymentId: z.string().min(1).nullable(),
    errorCode: z.string().nullable(),
    errorDescription: z.string().nullable(),
    failedAt: isoDateTimeSchema,
  }),
);
export type PaymentFailed = EventOf<typeof paymentFailed>;

/** Why a captured payment was refunded. */
export const refundReasonSchema = z.enum(['property_unavailable', 'already_paid']);
export type RefundReason = z.infer<typeof refundReasonSchema>;

/** A captured payment was refunded in full through Razorpay's refund API. */
export const paymentRefunded = defineEvent(
  'payments.payment.refunded.v1',
  paymentFactsSchema.extend({
    razorpayPaymentId: z.string().min(1),
    razorpayRefundId: z.string().min(1),
    reason: refundReasonSchema,
    refundedAt: isoDateTimeSchema,
  }),
);
export type PaymentRefunded = EventOf<typeof paymentRefunded>;

/** One month of a lease's rent ledger, as every rent event carries it. */
const rentItemFactsSchema = z.object({
  leaseId: objectIdSchema,
  month: rentMonthSchema,
  /** YYYY-MM-DD (India) */
  dueDate: z.iso.date(),
  /** Rent + 2 % processing fee (spec 000 §9), integer paise. */
  amountPaise: paiseSchema,
  rentPaise: paiseSchema,
  /** Whole days since the due date (0 on or before it). */
  daysPastDue: z.int().nonnegative(),
  tenantId: objectIdSchema,
  tenant: personSchema,
  propertyId: objectIdSchema,
  property: propertyFactsSchema,
  landlordId: objectIdSchema,
  managerId: objectIdSchema,
  managerEmail: z.email().optional(),
});

/** A month's rent is due (published once per item, on or after its due date). */
export const rentDue = defineEvent('payments.rent.due.v1', rentItemFactsSchema);
export type RentDue = EventOf<typeof rentDue>;

/**
 * A month's rent is unpaid 7 days after its due date (published once per item). The month's late fee is charged in
 * the same write, once: `lateFeePaise` (absent on notices published before late fees existed).
 */
export const rentOverdue = defineEvent(
  'payments.rent.overdue.v1',
  rentItemFactsSchema.extend({
    /** The late fee added to the month (2 % of its rent, capped: money.ts lateFeePaise), integer paise. */
    lateFeePaise: paiseSchema.optional(),
  }),
);
export type RentOverdue = EventOf<typeof rentOverdue>;

/** A month's rent was paid (a captured monthly payment for that month). */
export const rentPaid = defineEvent(
  'payments.rent.paid.v1',
  rentItemFactsSchema.extend({
    paymentId: objectIdSchema,
    razorpayPaymentId: z.string().min(1),
    paidAt: isoDateTimeSchema,
  }),
);
export type RentPaid = EventOf<typeof rentPaid>;

/** The property's manager waived a month's late fee, with a note (once: the month no longer carries it). */
export const rentLateFeeWaived = defineEvent(
  'payments.rent.late-fee-waived.v1',
  rentItemFactsSchema.extend({
    /** The fee waived, integer paise. */
    lateFeePaise: paiseSchema,
    /** Why, in the manager's words (1–500 characters). */
    note: z.string().trim().min(1).max(500),
    /** The manager's user id. */
    waivedBy: objectIdSchema,
    waivedAt: isoDateTimeSchema,
  }),
);
export type RentLateFeeWaived = EventOf<typeof rentLateFeeWaived>;

export const paymentsEvents = [
  paymentCaptured,
  paymentFailed,
  paymentRefunded,
  rentDue,
  rentOverdue,
  rentPaid,
  rentLateFeeWaived,
] as const;
