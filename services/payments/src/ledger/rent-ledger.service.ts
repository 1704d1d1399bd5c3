import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { rentDue, rentLateFeeWaived, rentOverdue, rentPaid } from '@trio/contracts/events/payments';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { RentLateFee, RentLedger } from '@trio/contracts/http/payments';
import {
  lateFeePaise,
  lateFeeReason,
  lateFeeTermsOf,
  monthlyRentTotalPaise,
  processingFeePaise,
  type LateFeeTerms,
} from '@trio/contracts/money';
import { draft, OutboxWriter, retryOnConcurrentWrite } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { LeaseCopy } from '../copies/lease.copy';
import { CopiesService } from '../copies/copies.service';
import { lateFeeAlreadyWaived, monthAlreadyPaid, noLateFee } from './rent-ledger.exception';
import { RENT_LEDGER_MODEL, type LateFeeCharge, type RentLedgerDocument } from './rent-ledger.schema';
import { indiaDate, rentOn, rentSchedule, type ScheduledRent } from './rent-schedule';

export type RentNoticeKind = 'due' | 'overdue';

/** The payment that paid a month (the ledger keeps it with the month: PaidMonth). */
export interface MonthPayment {
  paymentId: string;
  razorpayPaymentId: string;
  paidAt: Date;
}

/** A month's late fee as the ledger shows it, its reason in the lease's days. */
function lateFeeView(item: ScheduledRent, fee: LateFeeCharge | undefined, terms: LateFeeTerms): RentLateFee {
  if (!fee) return { status: 'none', reason: null, chargedAt: null, waiver: null };
  return {
    status: fee.waiver ? 'waived' : 'charged',
    reason: lateFeeReason(item.month, item.dueDate, 'en', terms.afterDays),
    chargedAt: new Date(fee.chargedAt).toISOString(),
    waiver: fee.waiver ? { note: fee.waiver.note, waivedAt: new Date(fee.waiver.waivedAt).toISOString() } : null,
  };
}

/** The rent ledgers: months paid, notices published once each, and the ledger as the Renters Hub reads it. */
@Injectable()
export class RentLedgerService {
  constructor(
    @InjectModel(RENT_LEDGER_MODEL) private readonly ledgers: Model<RentLedgerDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The ledger of a lease, made once (deterministic `_id`). The first month's rent is part of the initial payment,
   * so a lease made from a captured initial payment starts with its first month paid.
   */
  async ensure(lease: LeaseCopy, initialPaymentId?: string | null): Promise<RentLedgerDocument> {
    const existing = await this.ledgers.findById(lease._id).lean<RentLedgerDocument>();
    if (existing) return existing;
    const paid = initialPaymentId
      ? [
          {
            month: lease.startDate.slice(0, 7),
            paymentId: initialPaymentId,
            razorpayPaymentId: null,
            paidAt: new Date(),
          },
        ]
      : [];
    try {
      await this.outbox.create(
        this.ledgers,
        { _id: lease._id, paid, dueSent: [], overdueSent: [], lateFees: [] } as never,
        [],
      );
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    return (await this.ledgers.findById(lease._id).lean<RentLedgerDocument>())!;
  }

  schedule(lease: LeaseCopy, ledger: Pick<RentLedgerDocument, 'paid'> | null, now = this.clock.now()): ScheduledRent[] {
    const paid = new Set((ledger?.paid ?? []).map((p) => p.month));
    return rentSchedule(lease, paid, indiaDate(now));
  }

  /**
   * A month paid by a captured monthly payment (from `payments.payment.captured.v1`, in the payments feature's
   * handlers/on-rent-payment-captured.handler.ts): marked once; a redelivery changes nothing. The payment was made
   * against the lease's copy, so a copy not found is an error (the event is retried, then dead-lettered), never a
   * month silently left unpaid.
   */
  async recordRentPayment(rent: { leaseId: string; month: string } & MonthPayment): Promise<boolean> {
    const lease = await this.copies.lease(rent.leaseId);
    if (!lease)
      throw new Error(`rent of ${rent.month} paid by ${rent.paymentId} for lease ${rent.leaseId}, unknown here`);
    const { paymentId, razorpayPaymentId, paidAt } = rent;
    return this.markPaid(lease, rent.month, { paymentId, razorpayPaymentId, paidAt });
  }

  /** Marks a month paid by a captured monthly payment, once, with `payments.rent.paid.v1`. */
  async markPaid(lease: LeaseCopy, month: string, payment: MonthPayment): Promise<boolean> {
    await this.ensure(lease);
    return retryOnConcurrentWrite(async () => {
      const ledger = (await this.ledgers.findById(lease._id).lean<RentLedgerDocument>())!;
      if (ledger.paid.some((p) => p.month === month)) return false;
      const item = this.schedule(lease, ledger, payment.paidAt).find((i) => i.month === month);
      if (!item) throw new Error(`lease ${lease._id} has no month ${month}`);
      await this.outbox.update(
        this.ledgers,
        lease._id,
        ledger.version,
        { $set: { paid: [...ledger.paid, { month, ...payment }] } },
        [
          draft(rentPaid, {
            ...this.facts(lease, item),
            paymentId: payment.paymentId,
            razorpayPaymentId: payment.razorpayPaymentId,
            paidAt: payment.paidAt.toISOString(),
          }),
        ],
      );
      return true;
    });
  }

  /** The notices due now: a `due` per item due 0–6 days, an `overdue` per item 7+ days, not yet published. */
  async pendingNotices(
    now = this.clock.now(),
  ): Promise<Array<{ leaseId: string; month: string; kind: RentNoticeKind }>> {
    const notices: Array<{ leaseId: string; month: string; kind: RentNoticeKind }> = [];
    for (const lease of await this.copies.activeLeases()) {
      const ledger = await this.ledgers.findById(lease._id).lean<RentLedgerDocument>();
      for (const item of this.schedule(lease, ledger, now)) {
        if (item.status === 'due' && !ledger?.dueSent.includes(item.month)) {
          notices.push({ leaseId: lease._id, month: item.month, kind: 'due' });
        }
        if (item.status === 'overdue' && !ledger?.overdueSent.includes(item.month)) {
          notices.push({ leaseId: lease._id, month: item.month, kind: 'overdue' });
        }
      }
    }
    return notices;
  }

  /**
   * Publishes one notice, once (a repeat or a month paid meanwhile does nothing). The overdue notice charges the
   * month's late fee in the same guarded write (the ledger's version): a retried job, a second sweep or a redelivery
   * finds the month in `overdueSent` and charges nothing more, and a month paid before it is not overdue.
   */
  async notify(leaseId: string, month: string, kind: RentNoticeKind, now = this.clock.now()): Promise<boolean> {
    const lease = await this.copies.lease(leaseId);
    if (!lease || lease.status !== 'active') return false;
    await this.ensure(lease);
    return retryOnConcurrentWrite(async () => {
      const ledger = (await this.ledgers.findById(leaseId).lean<RentLedgerDocument>())!;
      const sent = kind === 'due' ? ledger.dueSent : ledger.overdueSent;
      if (sent.includes(month)) return false;
      const item = this.schedule(lease, ledger, now).find((i) => i.month === month);
      if (!item || item.status !== kind) return false;
      if (kind === 'due') {
        await this.outbox.update(this.ledgers, leaseId, ledger.version, { $set: { dueSent: [...sent, month] } }, [
          draft(rentDue, this.facts(lease, item)),
        ]);
        return true;
      }
      const lateFees = ledger.lateFees ?? [];
      const charged = lateFees.find((fee) => fee.month === month);
      const fee: LateFeeCharge = charged ?? {
        month,
        // The late fee the lease's agreement states (issue 30), on the month's rent.
        feePaise: lateFeePaise(rentOn(item.dueDate, lease), lateFeeTermsOf(lease.lateFee)),
        chargedAt: now,
        waiver: null,
      };
      await this.outbox.update(
        this.ledgers,
        leaseId,
        ledger.version,
        { $set: { overdueSent: [...sent, month], lateFees: charged ? lateFees : [...lateFees, fee] } },
        [
          draft(rentOverdue, {
            ...this.facts(lease, item),
            lateFeePaise: fee.feePaise,
            lateFeeAfterDays: lateFeeTermsOf(lease.lateFee).afterDays,
          }),
        ],
      );
      return true;
    });
  }

  /**
   * Waives a month's late fee, once, with `payments.rent.late-fee-waived.v1` (the caller checked that `waivedBy` is
   * the property's manager). No fee → NO_LATE_FEE; waived already → LATE_FEE_ALREADY_WAIVED; the month paid (its fee
   * with it) → ALREADY_PAID.
   */
  async waiveLateFee(
    lease: LeaseCopy,
    month: string,
    waiver: { note: string; waivedBy: string },
    now = this.clock.now(),
  ): Promise<void> {
    await this.ensure(lease);
    await retryOnConcurrentWrite(async () => {
      const ledger = (await this.ledgers.findById(lease._id).lean<RentLedgerDocument>())!;
      const lateFees = ledger.lateFees ?? [];
      const fee = lateFees.find((charged) => charged.month === month);
      if (!fee) throw noLateFee(month);
      if (fee.waiver) throw lateFeeAlreadyWaived(month);
      if (ledger.paid.some((p) => p.month === month)) throw monthAlreadyPaid(month);
      const item = this.schedule(lease, ledger, now).find((i) => i.month === month);
      if (!item) throw noLateFee(month);
      const waived = { ...waiver, waivedAt: now };
      await this.outbox.update(
        this.ledgers,
        lease._id,
        ledger.version,
        {
          $set: {
            lateFees: lateFees.map((charged) => (charged.month === month ? { ...charged, waiver: waived } : charged)),
          },
        },
        [
          draft(rentLateFeeWaived, {
            ...this.facts(lease, item),
            lateFeePaise: fee.feePaise,
            note: waiver.note,
            waivedBy: waiver.waivedBy,
            waivedAt: now.toISOString(),
          }),
        ],
      );
    });
  }

  /** The late fee a payment of `month` must include: charged and not waived (0 when none). */
  async payableLateFee(leaseId: string, month: string): Promise<number> {
    const ledger = await this.ledgers.findById(leaseId).lean<RentLedgerDocument>();
    const fee = (ledger?.lateFees ?? []).find((charged) => charged.month === month);
    return fee && !fee.waiver ? fee.feePaise : 0;
  }

  /**
   * The ledger as the Renters Hub reads it. `paidMeanwhile` names, of the months the ledger holds unpaid, those a
   * captured payment has paid already (the ledger takes a capture from its event, a moment later): they show paid.
   */
  async view(
    lease: LeaseCopy,
    paidMeanwhile: (unpaidMonths: string[]) => Promise<ReadonlyMap<string, MonthPayment>> = async () => new Map(),
  ): Promise<RentLedger> {
    const recorded = await this.ledgers.findById(lease._id).lean<RentLedgerDocument>();
    const unpaid = this.schedule(lease, recorded).filter((item) => item.status !== 'paid');
    const meanwhile = await paidMeanwhile(unpaid.map((item) => item.month));
    const ledger = {
      paid: [...(recorded?.paid ?? []), ...[...meanwhile].map(([month, paid]) => ({ month, ...paid }))],
    };
    const paidBy = new Map(ledger.paid.map((p) => [p.month, p]));
    const feeOf = new Map((recorded?.lateFees ?? []).map((fee) => [fee.month, fee]));
    const terms = lateFeeTermsOf(lease.lateFee);
    const items = this.schedule(lease, ledger).map((item) => {
      const paid = paidBy.get(item.month);
      const fee = feeOf.get(item.month);
      const feePaise = fee?.feePaise ?? 0;
      const totalPaise = item.amountPaise + (fee && !fee.waiver ? feePaise : 0);
      return {
        ...item,
        amountLabel: formatPaiseAsRupees(item.amountPaise),
        paymentId: paid?.paymentId ?? null,
        paidAt: paid ? new Date(paid.paidAt).toISOString() : null,
        lateFeePaise: feePaise,
        lateFeeLabel: formatPaiseAsRupees(feePaise),
        lateFee: lateFeeView(item, fee, terms),
        totalPaise,
        totalLabel: formatPaiseAsRupees(totalPaise),
      };
    });
    return {
      leaseId: lease._id,
      propertyId: lease.propertyId,
      tenantId: lease.tenantId,
      startDate: lease.startDate,
      endDate: lease.endDate,
      rentPaise: lease.rentPaise,
      monthly: {
        rentPaise: lease.rentPaise,
        processingFeePaise: processingFeePaise(lease.rentPaise),
        totalPaise: monthlyRentTotalPaise(lease.rentPaise),
      },
      lateFeeTerms: terms,
      items,
      nextDue: items.find((item) => item.status !== 'paid') ?? null,
    };
  }

  /** A lease's ledger state (months paid), or null before its ledger exists. */
  state(leaseId: string): Promise<RentLedgerDocument | null> {
    return this.ledgers.findById(leaseId).lean<RentLedgerDocument>();
  }

  /** Every ledger: the landlords' books are rebuilt from them. */
  all(): Promise<RentLedgerDocument[]> {
    return this.ledgers.find({}).lean<RentLedgerDocument[]>();
  }

  private facts(lease: LeaseCopy, item: ScheduledRent) {
    return {
      leaseId: lease._id,
      month: item.month,
      dueDate: item.dueDate,
      amountPaise: item.amountPaise,
      rentPaise: rentOn(item.dueDate, lease),
      daysPastDue: item.daysPastDue,
      tenantId: lease.tenantId,
      tenant: lease.tenant,
      propertyId: lease.propertyId,
      property: lease.property,
      landlordId: lease.landlordId,
      managerId: lease.managerId,
      ...(lease.managerEmail ? { managerEmail: lease.managerEmail } : {}),
    };
  }
}
