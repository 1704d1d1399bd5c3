import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const RENT_LEDGER_MODEL = 'RentLedger';

export interface PaidMonth {
  month: string;
  paymentId: string;
  razorpayPaymentId: string | null;
  paidAt: Date;
}

/** A month's late fee (issue 30), charged once with the month's overdue notice; waived at most once. */
export interface LateFeeCharge {
  month: string;
  feePaise: number;
  chargedAt: Date;
  waiver: { note: string; waivedBy: string; waivedAt: Date } | null;
}

/**
 * A lease's rent ledger state (aggregate `payments.rent`, `_id` = the lease id): the months paid and the notices
 * published. The items themselves are computed (rent-schedule.ts) from the lease, this and the clock.
 */
export interface RentLedgerDocument extends OutboxFields {
  _id: string;
  paid: PaidMonth[];
  /** Months whose `payments.rent.due.v1` / `.overdue.v1` was published (once each). */
  dueSent: string[];
  overdueSent: string[];
  /** The late fees charged, one per month at most (written with the month's overdue notice). */
  lateFees?: LateFeeCharge[];
}

export const rentLedgerSchema = new Schema<RentLedgerDocument>(
  {
    _id: { type: String, required: true },
    paid: { type: Schema.Types.Mixed, default: [] },
    dueSent: { type: [String], default: [] },
    overdueSent: { type: [String], default: [] },
    lateFees: { type: Schema.Types.Mixed, default: [] },
  },
  { versionKey: false, collection: 'rent_ledgers' },
);
rentLedgerSchema.plugin(withOutbox);
