import type { PaymentRecord } from '@trio/contracts/http/payments';
import type { PropertyAddress } from '@trio/contracts/http/properties';
import type { ReadModelFields } from '@trio/service-kit/mongo';
import { Schema } from 'mongoose';

export const LANDLORD_BOOK_MODEL = 'LandlordBook';

/** One lease as the owner statement needs it: the rows are computed from this, the paid months and the clock. */
export interface BookLease {
  propertyId: string;
  propertyName: string;
  address: PropertyAddress;
  tenantName: string;
  rentPaise: number;
  /** The rent from a date (issue 30: renewals); absent in entries older than renewals (rentPaise throughout). */
  rentPeriods?: { from: string; rentPaise: number }[];
  startDate: string;
  endDate: string;
  /** The months its rent ledger holds as paid (YYYY-MM). */
  paid: string[];
  /** The lease copy's and the ledger's versions this entry was made from (an older read never replaces it). */
  leaseVersion: number;
  ledgerVersion: number;
}

/** One payment as the totals need it (completed, failed or refunded; open orders are not in the book). */
export interface BookPayment {
  status: 'completed' | 'failed' | 'refunded';
  /** What the renter paid in all. */
  amountPaise: number;
  /**
   * Its parts (from the payment's breakdown): the rent and the security deposit are the landlord's money; the
   * application fee and the processing fee are not (the fees). Absent in entries made before the split: the payments
   * seed and `ops rebuild-landlord-books` remake them.
   */
  rentPaise?: number;
  depositPaise?: number;
  /** A late month's late fee (the landlord's); absent in entries made before late fees were counted apart. */
  lateFeePaise?: number;
  feesPaise?: number;
  /** The payment's version this entry was made from. */
  version: number;
}

/** A lease's security deposit as the book counts it (from the deposit, deposits/). */
export interface BookDeposit {
  status: 'held' | 'inspected' | 'settled' | 'refunded' | 'closed';
  collectedPaise: number;
  deductedPaise: number;
  /** What goes (or went) back to the renter once settled; 0 before. */
  refundPaise: number;
  /** The deposit's version this entry was made from. */
  version: number;
}

/**
 * A landlord's book (read model, `_id` = the landlord's user id): what the landlord dashboard's payments part needs,
 * in one document read by `_id` instead of scanning payments, leases and ledgers per request (on FerretDB any filter
 * without `_id` reads the whole collection). Kept by this service from its own data (landlord-books.service.ts):
 * each entry is rebuilt from its source document when that changes, so a repeat changes nothing.
 */
export interface LandlordBookDocument extends ReadModelFields {
  /** By lease id. */
  leases: Record<string, BookLease>;
  /** By payment id: every payment received on the landlord's homes. */
  payments: Record<string, BookPayment>;
  /** The newest LANDLORD_RECENT_PAYMENTS of them as the API answers them, newest first. */
  recent: PaymentRecord[];
  /** By lease id: the security deposits (absent from books made before them). */
  deposits?: Record<string, BookDeposit>;
}

export const landlordBookSchema = new Schema<LandlordBookDocument>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    leases: { type: Schema.Types.Mixed, default: {} },
    payments: { type: Schema.Types.Mixed, default: {} },
    recent: { type: Schema.Types.Mixed, default: [] },
    deposits: { type: Schema.Types.Mixed, default: {} },
  },
  { versionKey: false, minimize: false, collection: 'landlord_books' },
);
