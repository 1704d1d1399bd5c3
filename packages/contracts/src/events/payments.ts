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

/**
 * Why a captured payment was refunded: the home went to another applicant, the purchase was paid by another payment,
 * or a month's amount due changed after its order was made (a late fee charged, or waived, meanwhile).
 */
export const refundReasonSchema = z.enum(['property_unavailable', 'already_paid', 'amount_changed']);
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
 * A month's rent is unpaid the lease's days (7 by default) after its due date (published once per item). The month's late fee is charged in
 * the same write, once: `lateFeePaise` (absent on notices published before late fees existed).
 */
export const rentOverdue = defineEvent(
  'payments.rent.overdue.v1',
  rentItemFactsSchema.extend({
    /** The late fee added to the month (the lease's terms, 2 % of its rent capped by default: lateFeePaise), paise. */
    lateFeePaise: paiseSchema.optional(),
    /** The lease's days after the due date when a month is overdue and charged (issue 30; absent on older: 7). */
    lateFeeAfterDays: z.int().min(1).optional(),
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
// ---------------------------------------------------------------------------------------------------------------
// Security deposits (topic `payments.deposit`, aggregate id = the lease id; issue 30)
// ---------------------------------------------------------------------------------------------------------------

/** The state of a room at the move-out inspection. */
export const roomConditionSchema = z.enum(['good', 'fair', 'damaged']);
export type RoomCondition = z.infer<typeof roomConditionSchema>;

/** The renter's answer to a deduction: `pending` until answered. */
export const deductionAnswerSchema = z.enum(['pending', 'accepted', 'disputed']);
export type DeductionAnswer = z.infer<typeof deductionAnswerSchema>;

/** Whose deposit it is, for which home, and how much was collected with the move-in payment. */
const depositFactsSchema = z.object({
  leaseId: objectIdSchema,
  propertyId: objectIdSchema,
  property: propertyFactsSchema,
  tenantId: objectIdSchema,
  tenant: personSchema,
  landlordId: objectIdSchema,
  managerId: objectIdSchema,
  managerEmail: z.email().optional(),
  /** The security deposit collected with the move-in payment, integer paise. */
  collectedPaise: paiseSchema,
});

const depositDeductionSchema = z.object({
  deductionId: z.string().min(1),
  reason: z.string().min(1).max(300),
  amountPaise: paiseSchema,
  answer: deductionAnswerSchema,
  /** The manager kept a disputed deduction unchanged. */
  confirmed: z.boolean(),
});

/** The manager recorded (or revised) the move-out inspection and the deductions proposed. */
export const depositInspected = defineEvent(
  'payments.deposit.inspected.v1',
  depositFactsSchema.extend({
    rooms: z.array(z.object({ name: z.string().min(1), condition: roomConditionSchema, note: z.string() })),
    deductions: z.array(depositDeductionSchema),
    deductedPaise: paiseSchema,
    balancePaise: paiseSchema,
    /** The first inspection (false) or a revision (true). */
    revised: z.boolean(),
    inspectedAt: isoDateTimeSchema,
  }),
);
export type DepositInspected = EventOf<typeof depositInspected>;

/** The renter accepted or disputed one deduction (a dispute goes back to the manager). */
export const depositDeductionAnswered = defineEvent(
  'payments.deposit.deduction-answered.v1',
  depositFactsSchema.extend({
    deductionId: z.string().min(1),
    reason: z.string().min(1).max(300),
    amountPaise: paiseSchema,
    answer: z.enum(['accepted', 'disputed']),
    note: z.string().max(1000),
    answeredAt: isoDateTimeSchema,
  }),
);
export type DepositDeductionAnswered = EventOf<typeof depositDeductionAnswered>;

/** The manager settled the deposit: the deductions are final, the balance is to be refunded (within 48 hours). */
export const depositSettled = defineEvent(
  'payments.deposit.settled.v1',
  depositFactsSchema.extend({
    deductedPaise: paiseSchema,
    /** What goes back to the renter (0: nothing to refund). */
    refundPaise: paiseSchema,
    settledAt: isoDateTimeSchema,
  }),
);
export type DepositSettled = EventOf<typeof depositSettled>;

/** The balance was refunded through Razorpay against the move-in payment (once). */
export const depositRefunded = defineEvent(
  'payments.deposit.refunded.v1',
  depositFactsSchema.extend({
    refundPaise: paiseSchema,
    razorpayPaymentId: z.string().min(1),
    razorpayRefundId: z.string().min(1),
    refundedAt: isoDateTimeSchema,
  }),
);
export type DepositRefunded = EventOf<typeof depositRefunded>;

export const paymentsEvents = [
  paymentCaptured,
  paymentFailed,
  paymentRefunded,
  rentDue,
  rentOverdue,
  rentPaid,
  rentLateFeeWaived,
  depositInspected,
  depositDeductionAnswered,
  depositSettled,
  depositRefunded,
] as const;
