import { z } from 'zod';
import { documentLanguageQuerySchema, objectIdSchema, privatePhotoSchema } from '../common';
import {
  deductionAnswerSchema,
  paymentTypeSchema,
  refundReasonSchema,
  rentMonthSchema,
  roomConditionSchema,
  type RefundReason,
} from '../events/payments';
import { lateFeeTermsSchema, moveInCostsSchema } from '../money';
import { propertyAddressSchema } from './properties';
import { defineRoute, PUBLIC, SIGNED_IN } from './route';

/*
 * The payments service's HTTP API (spec 000 §3, §4 "Checkout and payment", §7, §8, §9; 001 §3, §7): Razorpay orders
 * whose amount the server computes, payment records that become `completed` only with a valid Razorpay signature or
 * a verified webhook, the payment history, receipts and the rent ledger of a lease.
 */

export {
  deductionAnswerSchema,
  paymentTypeSchema,
  rentMonthSchema,
  roomConditionSchema,
  type DeductionAnswer,
  type PaymentType,
  type RoomCondition,
} from '../events/payments';

/** Why a captured payment was given back, in the payer's words (the problem's detail and the SPA say it). */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  property_unavailable: 'the home was let to someone else before your payment reached us',
  already_paid: 'this had already been paid by another payment',
  amount_changed:
    'the amount due for the month changed (a late fee was charged or waived) before your payment reached us',
};

/** `pending` until verified; `completed` (captured), `failed` (the last attempt failed), `refunded`. */
export const paymentStatusSchema = z.enum(['pending', 'completed', 'failed', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Rent ledger item states: `paid`; `due` (from its due date, and before it: upcoming); `overdue` (7+ days past). */
export const rentItemStatusSchema = z.enum(['upcoming', 'due', 'overdue', 'paid']);
export type RentItemStatus = z.infer<typeof rentItemStatusSchema>;

/** A month's rent is overdue this many whole days after its due date (spec 001 §9). */
export const RENT_OVERDUE_AFTER_DAYS = 7;

/** `trio_` + the last 8 digits of the timestamp in milliseconds (spec 000 §9). */
export function receiptIdAt(now: Date): string {
  return `trio_${String(now.getTime()).slice(-8)}`;
}

/**
 * A payment's transaction id, for the receipts (the text receipt is `<txnId>.txt`): `TXN` + the last 12 characters
 * of the payment id, upper case. Stable: the same payment always has the same one.
 */
export function txnIdOf(paymentId: string): string {
  return `TXN${paymentId.slice(-12).toUpperCase()}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Request shapes
// ---------------------------------------------------------------------------------------------------------------

/**
 * The spec's create-order call `{amount, currency, receipt}` plus what is bought: `applicationId` (initial payment)
 * or `leaseId` / `rentalId` (monthly rent; `rentalId` is the Renters Hub's rental: the lease or its application).
 * `amount` and `receipt` are ignored: the server computes both.
 */
export const createOrderBodySchema = z
  .object({
    /** Ignored: the server computes the amount from stored data. */
    amount: z.unknown().optional(),
    currency: z.literal('INR', { error: 'currency must be INR.' }).default('INR'),
    /** Ignored: the server writes the receipt. */
    receipt: z.unknown().optional(),
    paymentType: paymentTypeSchema.optional(),
    applicationId: objectIdSchema.optional(),
    leaseId: objectIdSchema.optional(),
    rentalId: objectIdSchema.optional(),
    /** Informational (the SPA's navigation state); checked against the purchase when given. */
    propertyId: objectIdSchema.optional(),
    /** Monthly rent: the ledger month paid (YYYY-MM); default the oldest unpaid month. */
    month: rentMonthSchema.optional(),
  })
  .refine((b) => b.applicationId || b.leaseId || b.rentalId, {
    message: 'Give applicationId (initial payment) or leaseId / rentalId (monthly rent).',
    path: ['applicationId'],
  });
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** The spec's payment record call; everything but `razorpayOrderId` is checked against the order or ignored. */
export const createPaymentBodySchema = z.object({
  razorpayOrderId: z.string().trim().min(1, 'razorpayOrderId is required.'),
  userId: z.string().optional(),
  rentalApplicationId: z.string().optional(),
  leaseId: z.string().optional(),
  propertyId: z.string().optional(),
  paymentType: paymentTypeSchema.optional(),
  /** Ignored: the order's amount is the payment's. */
  amount: z.unknown().optional(),
  description: z.string().max(500).optional(),
  dueDate: z.string().optional(),
});
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

export const paymentStatusBodySchema = z.object({
  status: z.enum(['completed', 'failed'], { error: 'status must be completed or failed.' }),
  razorpayPaymentId: z.string().trim().min(1, 'razorpayPaymentId is required.'),
  /** Required for `completed` (unless a verified webhook completed it already). */
  razorpaySignature: z.string().trim().optional(),
  razorpayOrderId: z.string().trim().optional(),
  /** For `failed`: what the checkout said. */
  errorCode: z.string().max(200).optional(),
  errorDescription: z.string().max(1000).optional(),
});
export type PaymentStatusBody = z.input<typeof paymentStatusBodySchema>;

/** The spec's payment-success call after an initial payment, with Razorpay's success triple. */
export const paymentSuccessBodySchema = z.object({
  applicationId: objectIdSchema,
  paymentId: z.string().trim().min(1, 'paymentId (razorpay_payment_id) is required.'),
  orderId: z.string().trim().min(1, 'orderId (razorpay_order_id) is required.'),
  signature: z.string().trim().min(1, 'signature (razorpay_signature) is required.'),
  /** Ignored: the order's amount is checked with Razorpay. */
  amount: z.unknown().optional(),
});
export type PaymentSuccessBody = z.input<typeof paymentSuccessBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/** A Razorpay order as the checkout needs it (Razorpay's field names). */
export const razorpayOrderSchema = z.object({
  id: z.string(),
  entity: z.literal('order'),
  /** Integer paise. */
  amount: z.int(),
  currency: z.literal('INR'),
  receipt: z.string(),
  status: z.string(),
  created_at: z.int(),
});
export type RazorpayOrder = z.output<typeof razorpayOrderSchema>;

/** Monthly rent, part by part, integer paise (a month charged a late fee, not waived: with it, its own line). */
export const monthlyRentCostsSchema = z.object({
  rentPaise: z.int(),
  processingFeePaise: z.int(),
  lateFeePaise: z.int().optional(),
  totalPaise: z.int(),
});
export type MonthlyRentCosts = z.output<typeof monthlyRentCostsSchema>;

export const createOrderAnswerSchema = z.object({
  order: razorpayOrderSchema,
  key_id: z.string(),
  paymentType: paymentTypeSchema,
  /** The payment record this order pays (its `_id`). */
  paymentId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  /** What the Review step shows, from the server's numbers. */
  breakdown: z.union([moveInCostsSchema, monthlyRentCostsSchema]),
  /** Monthly rent: the month paid. */
  month: z.string().nullable(),
});
export type CreateOrderAnswer = z.output<typeof createOrderAnswerSchema>;

/** A payment record (spec 000 §3, 001 §3), as its payer reads it. */
export const paymentRecordSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  rentalApplicationId: z.string().nullable(),
  leaseId: z.string().nullable(),
  propertyId: z.string(),
  property: z.object({ _id: z.string(), name: z.string(), address: propertyAddressSchema }),
  paymentType: paymentTypeSchema,
  /** Rupees (the spec's number); `amountPaise` is exact. */
  amount: z.number(),
  amountPaise: z.int(),
  /** e.g. "₹63,050" */
  amountLabel: z.string(),
  currency: z.literal('INR'),
  breakdown: z.union([moveInCostsSchema, monthlyRentCostsSchema]),
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string().nullable(),
  receipt: z.string(),
  /** The receipt's transaction id (the text receipt is named `<txnId>.txt`). */
  txnId: z.string(),
  description: z.string(),
  /** Monthly rent: the month and its due date. */
  month: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** A month paid with its late fee: the lease's days after the due date when it was charged (issue 30). */
  lateFeeAfterDays: z.int().optional(),
  status: paymentStatusSchema,
  failureReason: z.string().nullable(),
  /** A refunded payment: why, and when the refund was made (ISO); else null. */
  refund: z.object({ reason: refundReasonSchema, refundedAt: z.string() }).nullable(),
  payer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** When captured (ISO), else null. */
  paymentDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentRecord = z.output<typeof paymentRecordSchema>;

export const paymentSuccessAnswerSchema = z.object({ success: z.literal(true), payment: paymentRecordSchema });
export type PaymentSuccessAnswer = z.output<typeof paymentSuccessAnswerSchema>;

export const paymentHistorySchema = z.object({ success: z.literal(true), payments: z.array(paymentRecordSchema) });
export type PaymentHistory = z.output<typeof paymentHistorySchema>;

export const webhookAnswerSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });

/**
 * A month's late fee (issue 30): `none` (not overdue yet, or paid before the fee), `charged` (7 days past the due date,
 * payable with the month's rent), `waived` by the property's manager with a note.
 */
export const lateFeeStatusSchema = z.enum(['none', 'charged', 'waived']);
export type LateFeeStatus = z.infer<typeof lateFeeStatusSchema>;

export const rentLateFeeSchema = z.object({
  status: lateFeeStatusSchema,
  /** Why the fee was charged, in English ("Late fee: rent for May 2026 unpaid 7 days after …"); null for none. */
  reason: z.string().nullable(),
  /** When it was charged (ISO); null for none. */
  chargedAt: z.string().nullable(),
  /** A waived fee: the manager's note and when (ISO); else null. */
  waiver: z.object({ note: z.string(), waivedAt: z.string() }).nullable(),
});
export type RentLateFee = z.output<typeof rentLateFeeSchema>;

export const rentLedgerItemSchema = z.object({
  month: z.string(),
  dueDate: z.string(),
  /** Rent + processing fee. */
  amountPaise: z.int(),
  amountLabel: z.string(),
  status: rentItemStatusSchema,
  daysPastDue: z.int(),
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The late fee charged on the month (0 when none; kept, with `lateFee.status` waived, when waived). */
  lateFeePaise: z.int(),
  lateFeeLabel: z.string(),
  lateFee: rentLateFeeSchema,
  /** What paying the month costs: amountPaise + the late fee unless waived (for a paid month: what it cost). */
  totalPaise: z.int(),
  totalLabel: z.string(),
});
export type RentLedgerItem = z.output<typeof rentLedgerItemSchema>;

export const rentLedgerSchema = z.object({
  leaseId: z.string(),
  propertyId: z.string(),
  tenantId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  rentPaise: z.int(),
  monthly: monthlyRentCostsSchema,
  /**
   * The late fee the lease's agreement states (issue 30): `percent` of a month's rent, at most `capPaise`, charged
   * once when the month is unpaid `afterDays` days after its due date (the item's status is then `overdue`).
   */
  lateFeeTerms: lateFeeTermsSchema,
  items: z.array(rentLedgerItemSchema),
  /** The oldest unpaid month that is due or overdue, else the next upcoming one; null when all are paid. */
  nextDue: rentLedgerItemSchema.nullable(),
});
export type RentLedger = z.output<typeof rentLedgerSchema>;

/**
 * One line of the owner statement (issue 16): one property's rent for one month from its lease's rent ledger.
 * `rentDuePaise` is the month's rent once its due date has come (an upcoming month is not due yet), `collectedPaise`
 * the rent part of what was paid for it (fees excluded), `outstandingPaise` = due − collected.
 */
export const ownerStatementRowSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  address: propertyAddressSchema,
  leaseId: z.string(),
  tenantName: z.string(),
  rentDuePaise: z.int(),
  collectedPaise: z.int(),
  outstandingPaise: z.int(),
  status: rentItemStatusSchema,
});
export type OwnerStatementRow = z.output<typeof ownerStatementRowSchema>;

/** How many of a landlord's payments the dashboard lists (the newest); the totals count them all. */
export const LANDLORD_RECENT_PAYMENTS = 100;

/** What the homes a landlord owns have received, and the owner statement, for the landlord dashboard and hub. */
export const landlordPaymentsSchema = z.object({
  /**
   * The newest payments on the landlord's homes (completed, failed, refunded; open orders left out), at most
   * LANDLORD_RECENT_PAYMENTS; `totals` covers every one.
   */
  payments: z.array(paymentRecordSchema),
  totals: z.object({
    /** Every payment (completed, failed, refunded). */
    count: z.int(),
    /** Completed payments: how many and the sum of what the renters paid. */
    completedCount: z.int(),
    completedPaise: z.int(),
    /**
     * The completed payments' parts: rent, security deposit and late fees (the landlord's money: Total Collected) and
     * the fees the renters paid besides (application fee, processing fee), which are not the landlord's.
     * completedPaise = rentPaise + depositPaise + lateFeesPaise + feesPaise.
     */
    rentPaise: z.int(),
    depositPaise: z.int(),
    lateFeesPaise: z.int(),
    feesPaise: z.int(),
  }),
  /** Month by month (newest first), property by property, from each lease's start up to the current month. */
  statement: z.array(ownerStatementRowSchema),
  /**
   * The security deposits of the landlord's leases (issue 30): held (collected and not yet given back: not settled, or
   * settled with the refund under way), returned to the renters, and kept as deductions.
   */
  deposits: z.object({
    heldPaise: z.int(),
    heldCount: z.int(),
    returnedPaise: z.int(),
    keptPaise: z.int(),
  }),
  /** The current month in India (YYYY-MM), the one the dashboard's rent-collected percentage is about. */
  month: z.string(),
});
export type LandlordPayments = z.output<typeof landlordPaymentsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Security deposits at move-out (issue 30)
// ---------------------------------------------------------------------------------------------------------------

/** The balance is refunded within this many hours of settlement (the payment pages' promise). */
export const DEPOSIT_REFUND_WITHIN_HOURS = 48;

/**
 * The renter has this many days from the (latest) inspection to answer its deductions: until then the deposit cannot
 * be settled with a deduction unanswered; after it, an unanswered deduction counts as accepted.
 */
export const DEPOSIT_ANSWER_DAYS = 7;

/**
 * `held` (collected, not inspected); `inspected` (deductions proposed, the renter answering); `settled` (final, the
 * refund under way); `refunded` (the balance given back through Razorpay); `closed` (settled with nothing to refund).
 */
export const depositStatusSchema = z.enum(['held', 'inspected', 'settled', 'refunded', 'closed']);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** At most this many photos per inspected room. */
export const MAX_INSPECTION_PHOTOS_PER_ROOM = 5;

/** One photo of an inspected room. */
export const depositRoomPhotoSchema = privatePhotoSchema;
export type DepositRoomPhoto = z.output<typeof depositRoomPhotoSchema>;

export const depositRoomSchema = z.object({
  name: z.string().trim().min(1, 'Name the room.').max(80, 'A room name is at most 80 characters.'),
  condition: roomConditionSchema,
  note: z.string().trim().max(500, 'A room note is at most 500 characters.').default(''),
});

export const depositDeductionBodySchema = z.object({
  /** An existing deduction revised (kept when unchanged); absent for a new one. */
  id: z.string().trim().min(1).max(40).optional(),
  reason: z
    .string()
    .trim()
    .min(1, 'Say what the deduction is for.')
    .max(300, 'A deduction reason is at most 300 characters.'),
  amountPaise: z.int('The amount is whole paise.').positive('A deduction is more than ₹0.'),
});

/** The manager's inspection: the rooms' checklist and the deductions (their sum ≤ the deposit, checked by the server). */
export const depositInspectionBodySchema = z.object({
  rooms: z.array(depositRoomSchema).min(1, 'List at least one room.').max(30, 'At most 30 rooms.'),
  deductions: z.array(depositDeductionBodySchema).max(30, 'At most 30 deductions.'),
});
export type DepositInspectionBody = z.input<typeof depositInspectionBodySchema>;

export const depositAnswerBodySchema = z
  .object({
    answer: z.enum(['accept', 'dispute'], { error: 'answer must be accept or dispute.' }),
    note: z.string().trim().max(1000, 'A note is at most 1,000 characters.').default(''),
  })
  .refine((b) => b.answer === 'accept' || b.note.length > 0, {
    message: 'Say why you dispute this deduction.',
    path: ['note'],
  });
export type DepositAnswerBody = z.input<typeof depositAnswerBodySchema>;

/** One photo of an inspected room, multipart: the `file` part; the room is named in the query (`?room=`). */
export const uploadInspectionPhotoBodySchema = z.object({ file: z.file() });
export const inspectionPhotoQuerySchema = z.object({
  room: z
    .string({ error: 'Name the room the photo is of.' })
    .trim()
    .min(1, 'Name the room the photo is of.')
    .max(80, 'A room name is at most 80 characters.'),
});
export type InspectionPhotoQuery = z.output<typeof inspectionPhotoQuerySchema>;

export const depositDeductionSchema = z.object({
  id: z.string(),
  reason: z.string(),
  amountPaise: z.int(),
  amountLabel: z.string(),
  answer: deductionAnswerSchema,
  /** The renter's note with the answer ('' when none). */
  note: z.string(),
  answeredAt: z.string().nullable(),
  /** The manager kept this disputed deduction unchanged: it stands. */
  confirmed: z.boolean(),
});
export type DepositDeduction = z.output<typeof depositDeductionSchema>;

/** A lease's security deposit as the tenant, the landlord and the manager read it. */
export const depositSchema = z.object({
  leaseId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  tenantName: z.string(),
  status: depositStatusSchema,
  collectedPaise: z.int(),
  collectedLabel: z.string(),
  /** The lease's end date (YYYY-MM-DD): the inspection is allowed from it. */
  endDate: z.string(),
  /** Whether the move-out inspection may be recorded now (from the end date, until settled). */
  inspectionOpen: z.boolean(),
  /** The inspection's rooms, each with its photos (oldest first). */
  rooms: z.array(depositRoomSchema.extend({ note: z.string(), photos: z.array(depositRoomPhotoSchema) })),
  inspectedAt: z.string().nullable(),
  deductions: z.array(depositDeductionSchema),
  deductedPaise: z.int(),
  balancePaise: z.int(),
  balanceLabel: z.string(),
  /** Disputed deductions the manager has not revised or confirmed: settlement waits for them. */
  openDisputes: z.int(),
  /** Deductions the renter has not answered while the answer window is open: settlement waits for them too. */
  unanswered: z.int(),
  /** The end of the renter's answer window (ISO) while a deduction is unanswered; null otherwise. */
  answersDueBy: z.string().nullable(),
  /** The lease's unpaid rent, offered as deductions in the inspection form (amounts computed here). */
  suggestedDeductions: z.array(z.object({ reason: z.string(), amountPaise: z.int(), month: z.string() })),
  settledAt: z.string().nullable(),
  refund: z
    .object({
      amountPaise: z.int(),
      amountLabel: z.string(),
      /**
       * `pending` (settled, Razorpay not yet answered), `overdue` (still not refunded at `dueBy`: the refund is retried
       * and the operators alerted), `processed` (refunded), `none` (nothing to refund).
       */
      status: z.enum(['pending', 'overdue', 'processed', 'none']),
      razorpayRefundId: z.string().nullable(),
      /** Settlement + 48 hours (ISO). */
      dueBy: z.string(),
      refundedAt: z.string().nullable(),
    })
    .nullable(),
});
export type Deposit = z.output<typeof depositSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

const payments = ['payments'];
const idParams = z.object({ id: z.string().describe('The payment id.') });

export const createRazorpayOrder = defineRoute({
  method: 'POST',
  path: '/api/razorpay/create-order',
  access: SIGNED_IN,
  summary: 'Create a Razorpay order for the caller’s approved application or active lease (amount computed here)',
  description:
    'Initial = rent + deposit 1.5 × rent + ₹50 + 2 % of rent; monthly = rent + 2 %; in paise. The client’s amount ' +
    'and receipt are ignored. One purchase (an application’s move-in, a lease’s month) has one open order: asked ' +
    'again (a second tab, a retry) this answers the same order, so it can be paid once; once paid → 409 ' +
    'ALREADY_PAID. A home let to someone else → 409 PROPERTY_UNAVAILABLE before any order is created. ' +
    'A propertyId that is not the purchase’s home → 400 PAYMENT_MISMATCH.',
  tags: payments,
  body: createOrderBodySchema,
  answer: { status: 200, schema: createOrderAnswerSchema },
  problems: [
    'FORBIDDEN',
    'NOT_FOUND',
    'PAYMENT_MISMATCH',
    'PROPERTY_UNAVAILABLE',
    'ALREADY_PAID',
    'NOT_PAYABLE',
    'CONFLICT',
    'PAYMENT_PROVIDER_FAILED',
  ],
});

export const createPaymentRecord = defineRoute({
  method: 'POST',
  path: '/trio/payments/create',
  access: SIGNED_IN,
  summary: 'The payment record of one of the caller’s orders (created with the order; answered again here)',
  description: 'A leaseId or rentalApplicationId that is not the order’s purchase → 400 PAYMENT_MISMATCH.',
  tags: payments,
  body: createPaymentBodySchema,
  answer: { status: 200, schema: paymentRecordSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'PAYMENT_MISMATCH'],
});

/** The two ways a checkout's success is verified (status update, payment-success) answer the same problems. */
const VERIFICATION_DESCRIPTION =
  'A payment refunded because its purchase was lost (the home let to another applicant, or already paid by ' +
  'another payment) → 409 PAYMENT_REFUNDED with `reason`, `refundedAt` and the refunded `amountPaise`.';
const VERIFICATION_PROBLEMS = [
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYMENT_SIGNATURE_INVALID',
  'PAYMENT_MISMATCH',
  'PAYMENT_REFUNDED',
  'PAYMENT_PROVIDER_FAILED',
] as const;

export const updatePaymentStatus = defineRoute({
  method: 'PUT',
  path: '/trio/payments/:id/status',
  access: SIGNED_IN,
  summary: 'Record the checkout’s result: completed only with a valid Razorpay signature (or a verified webhook)',
  description: VERIFICATION_DESCRIPTION,
  tags: payments,
  params: idParams,
  body: paymentStatusBodySchema,
  answer: { status: 200, schema: paymentRecordSchema },
  problems: VERIFICATION_PROBLEMS,
});

export const razorpayPaymentSuccess = defineRoute({
  method: 'POST',
  path: '/api/razorpay/payment-success',
  access: SIGNED_IN,
  summary: 'After an initial payment: verify Razorpay’s success triple and complete the payment',
  description: VERIFICATION_DESCRIPTION,
  tags: payments,
  body: paymentSuccessBodySchema,
  answer: { status: 200, schema: paymentSuccessAnswerSchema },
  problems: VERIFICATION_PROBLEMS,
});

export const razorpayWebhook = defineRoute({
  method: 'POST',
  path: '/api/razorpay/webhook',
  access: PUBLIC,
  summary: 'Razorpay’s webhook (payment.captured, order.paid, payment.failed), verified over the raw body',
  description:
    'X-Razorpay-Signature = hex HMAC-SHA256(raw body, webhook secret); a bad one → 400 WEBHOOK_SIGNATURE_INVALID ' +
    'and nothing changes. Idempotent by X-Razorpay-Event-Id and by payment id.',
  tags: payments,
  bodyType: 'raw',
  answer: { status: 200, schema: webhookAnswerSchema },
  problems: ['WEBHOOK_SIGNATURE_INVALID', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'],
});

export const paymentHistory = defineRoute({
  method: 'GET',
  path: '/trio/payments/history/:uid',
  access: SIGNED_IN,
  summary: 'The caller’s payments, newest first',
  tags: payments,
  params: z.object({ uid: z.string().describe('The user id or uid of the caller.') }),
  answer: { status: 200, schema: paymentHistorySchema },
  problems: ['FORBIDDEN'],
});

export const paymentById = defineRoute({
  method: 'GET',
  path: '/trio/payments/:id',
  access: SIGNED_IN,
  summary: 'One of the caller’s payments (the payment-success page and its text receipt)',
  tags: payments,
  params: idParams,
  answer: { status: 200, schema: paymentRecordSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

export const paymentReceiptPdf = defineRoute({
  method: 'GET',
  path: '/trio/payments/:id/receipt',
  access: SIGNED_IN,
  summary: 'The PDF receipt of a completed payment (the payer only)',
  description: 'In English; `?language=hi` adds a page summarising it in Hindi.',
  tags: payments,
  params: idParams,
  query: documentLanguageQuerySchema,
  answer: { status: 200, mediaType: 'application/pdf', description: 'The receipt, named <txnId>.pdf.' },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'NOT_PAYABLE', 'VALIDATION_FAILED'],
});

export const rentLedger = defineRoute({
  method: 'GET',
  path: '/trio/payments/ledger/:leaseId',
  access: SIGNED_IN,
  summary: 'A lease’s rent ledger: one item per month from its start (the tenant, landlord or manager)',
  tags: payments,
  params: z.object({ leaseId: z.string().describe('The lease id.') }),
  answer: { status: 200, schema: rentLedgerSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

export const lateFeeWaiverBodySchema = z.object({
  note: z
    .string({ error: 'Write why the late fee is waived.' })
    .trim()
    .min(1, 'Write why the late fee is waived.')
    .max(500, 'The note can be at most 500 characters.'),
});

export const waiveLateFee = defineRoute({
  method: 'POST',
  path: '/trio/leases/:leaseId/rent/:month/late-fee/waiver',
  access: SIGNED_IN,
  summary: 'Waive a month’s late fee, with a note (the property’s manager)',
  description:
    'The tenant and the landlord, who see the ledger → 403; anyone else → 404. Waived already → 409 ' +
    'LATE_FEE_ALREADY_WAIVED; no fee on the month → 409 NO_LATE_FEE; the month paid (with its fee) → 409 ' +
    'ALREADY_PAID. Answers the ledger as it now stands.',
  tags: payments,
  params: z.object({
    leaseId: z.string().describe('The lease id.'),
    month: rentMonthSchema.describe('The ledger month (YYYY-MM).'),
  }),
  body: lateFeeWaiverBodySchema,
  answer: { status: 200, schema: rentLedgerSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED', 'LATE_FEE_ALREADY_WAIVED', 'NO_LATE_FEE', 'ALREADY_PAID'],
});

export const landlordPayments = defineRoute({
  method: 'GET',
  path: '/trio/payments/landlord/:landlordId',
  access: SIGNED_IN,
  summary: 'Payments received on the caller’s homes and the owner statement (rent due, collected, outstanding)',
  description: 'The caller’s own only (landlordId = the caller’s user id or uid; another → 403).',
  tags: payments,
  params: z.object({ landlordId: z.string().describe('The caller’s user id or uid.') }),
  answer: { status: 200, schema: landlordPaymentsSchema },
  problems: ['FORBIDDEN'],
});

const deposits = ['deposits'];
const leaseParams = z.object({ id: z.string().describe('The lease id.') });

export const leaseDeposit = defineRoute({
  method: 'GET',
  path: '/trio/leases/:id/deposit',
  access: SIGNED_IN,
  summary: 'A lease’s security deposit: collected, inspection, deductions, balance, refund (tenant, landlord, manager)',
  description: 'Anyone else → 404, as for an unknown lease.',
  tags: deposits,
  params: leaseParams,
  answer: { status: 200, schema: depositSchema },
  problems: ['NOT_FOUND'],
});

export const recordDepositInspection = defineRoute({
  method: 'PUT',
  path: '/trio/leases/:id/deposit/inspection',
  access: SIGNED_IN,
  summary: 'The manager records (or revises) the move-out inspection and the deductions',
  description:
    'From the lease’s end date (before it → 409 MOVE_OUT_NOT_DUE). Deductions add up to at most the deposit ' +
    '(→ 422 DEDUCTIONS_EXCEED_DEPOSIT). A revised deduction (same id, new reason or amount) is answered again by ' +
    'the renter; a disputed one sent unchanged is confirmed. After settlement → 409 DEPOSIT_SETTLED. The lease’s ' +
    'manager only (the renter or landlord → 403, anyone else → 404).',
  tags: deposits,
  params: leaseParams,
  body: depositInspectionBodySchema,
  answer: { status: 200, schema: depositSchema },
  problems: [
    'NOT_FOUND',
    'FORBIDDEN',
    'VALIDATION_FAILED',
    'MOVE_OUT_NOT_DUE',
    'DEDUCTIONS_EXCEED_DEPOSIT',
    'DEPOSIT_SETTLED',
  ],
});

export const answerDepositDeduction = defineRoute({
  method: 'POST',
  path: '/trio/leases/:id/deposit/deductions/:deductionId/answer',
  access: SIGNED_IN,
  summary: 'The renter accepts or disputes (with a note) one deduction',
  description:
    'The lease’s tenant only (its landlord or manager → 403, anyone else → 404). Before the inspection → 409 ' +
    'CONFLICT; after settlement → 409 DEPOSIT_SETTLED.',
  tags: deposits,
  params: z.object({ id: z.string().describe('The lease id.'), deductionId: z.string().describe('The deduction.') }),
  body: depositAnswerBodySchema,
  answer: { status: 200, schema: depositSchema },
  problems: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED', 'CONFLICT', 'DEPOSIT_SETTLED'],
});

export const settleDeposit = defineRoute({
  method: 'POST',
  path: '/trio/leases/:id/deposit/settle',
  access: SIGNED_IN,
  summary: 'The manager settles the deposit: the balance is refunded through Razorpay within 48 hours',
  description:
    'Once inspected and with no disputed deduction left unrevised or unconfirmed (→ 409 DEDUCTION_DISPUTED), ' +
    'and with every deduction answered or the renter’s 7 days to answer over (→ 409 DEDUCTIONS_UNANSWERED); ' +
    'before the end date → 409 MOVE_OUT_NOT_DUE, after it but not inspected → 409 CONFLICT. Settling again ' +
    'answers the same deposit. The lease’s manager only (the renter or landlord → 403, anyone else → 404).',
  tags: deposits,
  params: leaseParams,
  answer: { status: 200, schema: depositSchema },
  problems: ['NOT_FOUND', 'FORBIDDEN', 'MOVE_OUT_NOT_DUE', 'CONFLICT', 'DEDUCTION_DISPUTED', 'DEDUCTIONS_UNANSWERED'],
});

export const uploadInspectionPhoto = defineRoute({
  method: 'POST',
  path: '/trio/leases/:id/deposit/inspection/photos',
  access: SIGNED_IN,
  summary: 'The manager adds one photo (multipart: file) to a room of the recorded inspection (`?room=`)',
  description:
    'The room is one the recorded inspection lists (else 422 INSPECTION_ROOM_UNKNOWN), at most 5 photos per room ' +
    '(409 TOO_MANY_ROOM_PHOTOS). JPEG, PNG or WebP by content (UNSUPPORTED_IMAGE_TYPE otherwise), at most 10 MB ' +
    '(IMAGE_TOO_LARGE), checked and stored as maintenance photos are. From the lease’s end date (→ 409 ' +
    'MOVE_OUT_NOT_DUE) until settled (→ 409 DEPOSIT_SETTLED). The lease’s manager only (the renter or landlord → ' +
    '403, anyone else → 404). A revised inspection keeps the photos of the rooms it keeps.',
  tags: deposits,
  params: leaseParams,
  query: inspectionPhotoQuerySchema,
  body: uploadInspectionPhotoBodySchema,
  bodyType: 'multipart',
  answer: { status: 201, schema: depositSchema },
  problems: [
    'NOT_FOUND',
    'FORBIDDEN',
    'VALIDATION_FAILED',
    'MOVE_OUT_NOT_DUE',
    'DEPOSIT_SETTLED',
    'INSPECTION_ROOM_UNKNOWN',
    'TOO_MANY_ROOM_PHOTOS',
    'UNSUPPORTED_MEDIA_TYPE',
    'UNSUPPORTED_IMAGE_TYPE',
    'IMAGE_TOO_LARGE',
    'PAYLOAD_TOO_LARGE',
  ],
});

export const depositPhoto = defineRoute({
  method: 'GET',
  path: '/trio/leases/:id/deposit/photos/:photoId',
  access: SIGNED_IN,
  summary: 'A photo of the move-out inspection (web size; `?variant=thumbnail`), for the tenant, landlord, manager',
  description: 'Anyone else → 404, as for an unknown lease.',
  tags: deposits,
  params: z.object({ id: z.string().describe('The lease id.'), photoId: z.string().describe('The photo.') }),
  query: z.object({
    variant: z.string().optional().describe('`thumbnail` for the thumbnail; the web size otherwise.'),
  }),
  answer: { status: 200, mediaType: 'image/*', description: 'The photo’s bytes (private: not cached by proxies).' },
  problems: ['NOT_FOUND'],
});

export const depositStatementPdf = defineRoute({
  method: 'GET',
  path: '/trio/leases/:id/deposit/statement.pdf',
  access: SIGNED_IN,
  summary: 'The deposit statement PDF: collected, deductions, refunded, dates (tenant, landlord, manager)',
  description: 'In English; `?language=hi` adds a page summarising it in Hindi.',
  tags: deposits,
  params: leaseParams,
  query: documentLanguageQuerySchema,
  answer: { status: 200, mediaType: 'application/pdf', description: 'The statement, deposit-<lease id>.pdf.' },
  problems: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

/** Every route of the payments service. */
export const paymentsRoutes = [
  createRazorpayOrder,
  createPaymentRecord,
  updatePaymentStatus,
  razorpayPaymentSuccess,
  razorpayWebhook,
  paymentHistory,
  paymentById,
  paymentReceiptPdf,
  rentLedger,
  landlordPayments,
  waiveLateFee,
  leaseDeposit,
  recordDepositInspection,
  answerDepositDeduction,
  settleDeposit,
  uploadInspectionPhoto,
  depositPhoto,
  depositStatementPdf,
] as const;
