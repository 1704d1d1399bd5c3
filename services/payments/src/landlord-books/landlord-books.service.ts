import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { LandlordPayments } from '@trio/contracts/http/payments';
import { changeReadModel, OwnerAnswers } from '@trio/service-kit/mongo';
import type { Connection, Model } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { RentLedgerDocument } from '../ledger/rent-ledger.schema';
import { RentLedgerService } from '../ledger/rent-ledger.service';
import { indiaDate } from '../ledger/rent-schedule';
import type { PaymentDocument } from '../payments/payment.schema';
import { PaymentReadsService } from '../payments/payment-reads.service';
import type { LeaseCopy } from '../copies/lease.copy';
import { CopiesService } from '../copies/copies.service';
import type { DepositDocument } from '../deposits/deposit.schema';
import { DepositsService } from '../deposits/deposits.service';
import {
  LANDLORD_BOOK_MODEL,
  type BookDeposit,
  type BookLease,
  type BookPayment,
  type LandlordBookDocument,
} from './landlord-book.schema';
import { bookTotals, depositTotals, ownerStatement, paymentParts, withRecent } from './landlord-book';

/** Payment statuses a landlord has received something on (or been told of a try): open orders are left out. */
const RECEIVED = new Set(['completed', 'failed', 'refunded']);

const emptyBook = () => ({ leases: {}, payments: {}, recent: [], deposits: {} });

/**
 * The landlords' books (landlord-book.schema.ts): the landlord dashboard's payments part from one document read by
 * `_id`. Kept from this service's own data, never another's: a lease entry is remade from the lease copy and its
 * rent ledger when either changes (the lease events' handler, `payments.rent.paid.v1`), a payment entry from the
 * payment when it is captured, fails or is refunded (`payments.payment.*`, consumed by this service itself, so a
 * crash after the write still reaches the book). The events arrive at least once and in any order across
 * aggregates: each entry keeps its source versions and is only ever replaced by a newer read.
 *
 * Reading a book of 2,000 payments still costs FerretDB hundreds of milliseconds, so the answer made from it is kept
 * in memory per landlord and day while the landlord's change counter (`landlord_book_versions`, bumped after every
 * change of the book) has not moved: each request then reads only that counter (OwnerAnswers in the kit).
 */
@Injectable()
export class LandlordBooksService {
  private readonly answers: OwnerAnswers<LandlordPayments>;

  constructor(
    @InjectModel(LANDLORD_BOOK_MODEL) private readonly books: Model<LandlordBookDocument>,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(RentLedgerService) private readonly ledger: RentLedgerService,
    @Inject(PaymentReadsService) private readonly payments: PaymentReadsService,
    @Inject(DepositsService) private readonly deposits: DepositsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConnection() connection: Connection,
  ) {
    this.answers = new OwnerAnswers(connection, 'landlord_book_versions');
  }

  /**
   * What the landlord's homes received and the owner statement, as of now (GET /trio/payments/landlord/:id), with
   * its entity tag (the landlord, the day, the book's change counter).
   */
  async received(landlordId: string, now = this.clock.now()): Promise<{ etag: string; value: LandlordPayments }> {
    const today = indiaDate(now);
    // The statement's statuses (due, overdue) move with the day: an answer is kept for the day it was made for.
    return this.answers.tagged(landlordId, today, async () => {
      const book = await this.books.findById(landlordId).lean<LandlordBookDocument>();
      return {
        payments: book?.recent ?? [],
        totals: bookTotals(book?.payments ?? {}),
        statement: ownerStatement(book?.leases ?? {}, today),
        deposits: depositTotals(book?.deposits ?? {}),
        month: today.slice(0, 7),
      };
    });
  }

  /** Remakes a lease's entry from its copy and its ledger (a new or ended lease, a month paid). */
  async refreshLease(leaseId: string): Promise<void> {
    const lease = await this.copies.lease(leaseId);
    if (!lease) return;
    const entry = bookLease(lease, await this.ledger.state(leaseId));
    await changeReadModel(this.books, lease.landlordId, emptyBook, (book) => {
      const held = book.leases[leaseId];
      if (held && (held.leaseVersion > entry.leaseVersion || held.ledgerVersion > entry.ledgerVersion)) return null;
      return { [`leases.${leaseId}`]: entry };
    });
    // Also after a repeat that changed nothing: the first try may have stopped between its write and this.
    await this.answers.changed(lease.landlordId);
  }

  /** Remakes a lease's deposit entry from the deposit (made, inspected, settled, refunded). */
  async refreshDeposit(leaseId: string): Promise<void> {
    const deposit = await this.deposits.state(leaseId);
    if (!deposit) return;
    const entry = bookDeposit(deposit);
    await changeReadModel(this.books, deposit.landlordId, emptyBook, (book) => {
      const held = book.deposits?.[leaseId];
      if (held && held.version >= entry.version) return null;
      return { [`deposits.${leaseId}`]: entry };
    });
    await this.answers.changed(deposit.landlordId);
  }

  /** Remakes a payment's entry, and the newest payments, from the payment (captured, failed or refunded). */
  async refreshPayment(paymentId: string): Promise<void> {
    const payment = await this.payments.findById(paymentId);
    if (!payment || !RECEIVED.has(payment.status)) return;
    const entry = bookPayment(payment);
    await changeReadModel(this.books, payment.landlordId, emptyBook, (book) => {
      const held = book.payments[paymentId];
      // An entry made before the payment's parts (or its late fee) were kept is remade even at the same version.
      if (held && held.version >= entry.version && held.lateFeePaise !== undefined) return null;
      return {
        [`payments.${paymentId}`]: entry,
        recent: withRecent(book.recent, paymentId, this.payments.view(payment)),
      };
    });
    await this.answers.changed(payment.landlordId);
  }

  /**
   * Every book made again from the payments, lease copies and ledgers (`ops rebuild-landlord-books`): after a seed
   * that wrote them directly, or to start the books on data that existed before them. Reads whole collections: an
   * operation, never a request's work. Writes that land meanwhile are applied again by their events.
   */
  async rebuild(): Promise<number> {
    const books = new Map<string, Omit<LandlordBookDocument, '_id' | 'version'>>();
    const bookOf = (landlordId: string) => {
      let book = books.get(landlordId);
      if (!book) books.set(landlordId, (book = emptyBook()));
      return book;
    };
    const ledgers = new Map((await this.ledger.all()).map((ledger) => [ledger._id, ledger]));
    for (const lease of await this.copies.allLeases()) {
      bookOf(lease.landlordId).leases[lease._id] = bookLease(lease, ledgers.get(lease._id) ?? null);
    }
    for (const deposit of await this.deposits.all()) {
      (bookOf(deposit.landlordId).deposits ??= {})[deposit._id] = bookDeposit(deposit);
    }
    for (const payment of await this.payments.allReceived()) {
      const book = bookOf(payment.landlordId);
      book.payments[payment._id] = bookPayment(payment);
      book.recent.push(this.payments.view(payment));
    }
    for (const [landlordId, rebuilt] of books) {
      // Merged with what the book holds: an entry an event made meanwhile from a newer source is kept.
      await changeReadModel(this.books, landlordId, emptyBook, (held) => mergeBooks(held, rebuilt));
      await this.answers.changed(landlordId);
    }
    return books.size;
  }
}

/** A rebuilt book over the one held: per entry the newer source wins; the newest payments again from both. */
function mergeBooks(
  held: LandlordBookDocument,
  rebuilt: Omit<LandlordBookDocument, '_id' | 'version'>,
): Omit<LandlordBookDocument, '_id' | 'version'> {
  const leases = { ...rebuilt.leases };
  for (const [id, entry] of Object.entries(held.leases)) {
    const fresh = leases[id];
    if (!fresh || entry.leaseVersion > fresh.leaseVersion || entry.ledgerVersion > fresh.ledgerVersion) {
      leases[id] = entry;
    }
  }
  const payments = { ...rebuilt.payments };
  for (const [id, entry] of Object.entries(held.payments)) {
    if (!payments[id] || entry.version > payments[id].version) payments[id] = entry;
  }
  const deposits = { ...rebuilt.deposits };
  for (const [id, entry] of Object.entries(held.deposits ?? {})) {
    if (!deposits[id] || entry.version > deposits[id].version) deposits[id] = entry;
  }
  let recent = rebuilt.recent;
  for (const record of held.recent) {
    const fresh = recent.find((p) => p._id === record._id);
    if (!fresh || record.updatedAt > fresh.updatedAt) recent = withRecent(recent, record._id, record);
  }
  return { leases, payments, recent: withRecent(recent, '', null), deposits };
}

function bookLease(lease: LeaseCopy, ledger: RentLedgerDocument | null): BookLease {
  const address = lease.property.address;
  return {
    propertyId: lease.propertyId,
    propertyName: lease.property.name,
    address: { street: address.line1, city: address.city, state: address.state, zipCode: address.pinCode },
    tenantName: `${lease.tenant.firstName} ${lease.tenant.lastName}`.trim(),
    rentPaise: lease.rentPaise,
    ...(lease.rentPeriods ? { rentPeriods: lease.rentPeriods } : {}),
    startDate: lease.startDate,
    endDate: lease.endDate,
    paid: (ledger?.paid ?? []).map((p) => p.month),
    leaseVersion: lease.version,
    ledgerVersion: ledger?.version ?? 0,
  };
}

function bookPayment(payment: PaymentDocument): BookPayment {
  return {
    status: payment.status as BookPayment['status'],
    amountPaise: payment.amountPaise,
    ...paymentParts(payment),
    version: payment.version,
  };
}

function bookDeposit(deposit: DepositDocument): BookDeposit {
  return {
    status: deposit.status,
    collectedPaise: deposit.collectedPaise,
    deductedPaise: deposit.deductions.reduce((sum, d) => sum + d.amountPaise, 0),
    refundPaise: deposit.refund?.amountPaise ?? 0,
    version: deposit.version,
  };
}
