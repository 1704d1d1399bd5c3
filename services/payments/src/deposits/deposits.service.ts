import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { formatIndianMonth, formatPaiseAsRupees } from '@trio/contracts/common';
import {
  depositDeductionAnswered,
  depositInspected,
  depositRefunded,
  depositSettled,
} from '@trio/contracts/events/payments';
import type { Deposit, DepositRoomPhoto } from '@trio/contracts/http/payments';
import { securityDepositPaise } from '@trio/contracts/money';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import {
  ConcurrentWriteError,
  draft,
  OutboxWriter,
  retryOnConcurrentWrite,
  type OutboxFields,
} from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { storedImageView } from '@trio/service-kit/images';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import type { depositAnswerBodySchema, depositInspectionBodySchema } from '@trio/contracts/http/payments';
import { CopiesService } from '../copies/copies.service';
import { isLeaseManager, type LeaseCopy } from '../copies/lease.copy';
import { RentLedgerService } from '../ledger/rent-ledger.service';
import { indiaDate } from '../ledger/rent-schedule';
import { PaymentReadsService } from '../payments/payment-reads.service';
import { RazorpayClient } from '../razorpay/razorpay.client';
import {
  answerDeduction,
  answersDueBy,
  awaitingAnswers,
  balancePaise,
  deductedPaise,
  isOpenDispute,
  isSameAnswer,
  refundDueBy,
  refundStatus,
  reviseDeductions,
} from './deposit-rules';
import { DEPOSIT_MODEL, type DepositDocument, type InspectionPhoto } from './deposit.schema';
import {
  badDeduction,
  deductionDisputed,
  deductionNotFound,
  deductionsUnanswered,
  deductionsExceedDeposit,
  depositForbidden,
  depositNotFound,
  depositSettled as depositSettledProblem,
  inspectionRoomUnknown,
  moveOutNotDue,
  notInspected,
  nothingToAnswer,
  tooManyRoomPhotos,
} from './deposits.exception';

/** How the caller stands to a lease's deposit. */
export type DepositRole = 'tenant' | 'landlord' | 'manager';

/** The deposit with its lease, as a caller may see it. */
export interface DepositOfCaller {
  lease: LeaseCopy;
  deposit: DepositDocument;
  roles: DepositRole[];
}

/** Where an inspection photo is served (the caller's token is needed). */
export function depositPhotoUrl(leaseId: string, photoId: string): string {
  return `/trio/leases/${leaseId}/deposit/photos/${photoId}`;
}

function photoView(leaseId: string, photo: InspectionPhoto): DepositRoomPhoto {
  return { id: photo.id, ...storedImageView(depositPhotoUrl(leaseId, photo.id), photo) };
}

/** The note Razorpay keeps with a deposit refund: how a retried job finds the refund it made. */
export const DEPOSIT_REFUND_NOTE = 'depositId';

/**
 * Security deposits (issue 30): one per lease, made from the lease copy with the move-in payment; the manager's
 * move-out inspection and deductions, the renter's answers, settlement, and the refund of the balance through
 * Razorpay against the move-in payment, once.
 */
@Injectable()
export class DepositsService {
  constructor(
    @InjectModel(DEPOSIT_MODEL) private readonly deposits: Model<DepositDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(RentLedgerService) private readonly ledger: RentLedgerService,
    @Inject(PaymentReadsService) private readonly payments: PaymentReadsService,
    @Inject(RazorpayClient) private readonly razorpay: RazorpayClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * The deposit of a lease, made once (`_id` = the lease id): collected = the lease's deposit (1.5 × rent for a copy
   * made before the lease carried it), against the move-in payment (the lease's `paymentId`, else the payment that
   * won the application's move-in).
   */
  async ensure(lease: LeaseCopy, moveInPaymentId?: string | null): Promise<DepositDocument> {
    const existing = await this.deposits.findById(lease._id).lean<DepositDocument>();
    if (existing) return existing;
    const now = this.clock.now();
    const paymentId = moveInPaymentId ?? (await this.payments.initialPaymentOf(lease.applicationId));
    const deposit: Omit<DepositDocument, keyof OutboxFields> = {
      _id: lease._id,
      propertyId: lease.propertyId,
      property: lease.property,
      tenantId: lease.tenantId,
      tenant: lease.tenant,
      landlordId: lease.landlordId,
      managerId: lease.managerId,
      managerEmail: lease.managerEmail ?? null,
      endDate: lease.endDate,
      collectedPaise: lease.depositPaise ?? securityDepositPaise(lease.rentPaise),
      moveInPaymentId: paymentId ?? null,
      status: 'held',
      rooms: [],
      inspectedAt: null,
      deductions: [],
      photos: [],
      photosVersion: 0,
      settledAt: null,
      refund: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.outbox.create(this.deposits, deposit as never, []);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    return (await this.deposits.findById(lease._id).lean<DepositDocument>())!;
  }

  /** The deposit of a lease the caller is the tenant, landlord or manager of; anyone else → 404. */
  async ofCaller(leaseId: string, me: GatewayIdentity): Promise<DepositOfCaller> {
    const lease = await this.copies.lease(leaseId);
    if (!lease) throw depositNotFound(leaseId);
    const roles: DepositRole[] = [];
    if (lease.tenantId === me.userId) roles.push('tenant');
    if (lease.landlordId === me.userId) roles.push('landlord');
    if (isLeaseManager(lease, me)) roles.push('manager');
    if (roles.length === 0) throw depositNotFound(leaseId);
    return { lease, deposit: await this.ensure(lease), roles };
  }

  /** The manager records or revises the move-out inspection (from the lease's end date, until settled). */
  async inspect(
    leaseId: string,
    me: GatewayIdentity,
    body: z.output<typeof depositInspectionBodySchema>,
  ): Promise<DepositOfCaller> {
    const mine = await this.ofCaller(leaseId, me);
    if (!mine.roles.includes('manager')) throw depositForbidden('Only the lease’s manager records the inspection.');
    if (!this.inspectionOpen(mine.lease)) throw moveOutNotDue(mine.lease.endDate);
    const deposit = await retryOnConcurrentWrite(async () => {
      const current = (await this.deposits.findById(leaseId).lean<DepositDocument>())!;
      if (current.status !== 'held' && current.status !== 'inspected') throw depositSettledProblem();
      const revised = reviseDeductions(current.collectedPaise, current.deductions, body.deductions);
      if (!revised.ok) {
        const { problem } = revised;
        if (problem.kind === 'exceeds-deposit') {
          throw deductionsExceedDeposit(problem.deductedPaise, problem.collectedPaise);
        }
        throw badDeduction(
          problem.kind === 'unknown-deduction'
            ? `There is no deduction ${problem.id} to revise.`
            : `Deduction ${problem.id} is given twice.`,
        );
      }
      const now = this.clock.now();
      const rooms = body.rooms.map((r) => ({ name: r.name, condition: r.condition, note: r.note }));
      await this.outbox.update(
        this.deposits,
        leaseId,
        current.version,
        {
          $set: { status: 'inspected', rooms, deductions: revised.deductions, inspectedAt: now, updatedAt: now },
        },
        [
          draft(depositInspected, {
            ...this.facts(current),
            rooms,
            deductions: revised.deductions.map((d) => ({
              deductionId: d.id,
              reason: d.reason,
              amountPaise: d.amountPaise,
              answer: d.answer,
              confirmed: d.confirmed,
            })),
            deductedPaise: deductedPaise(revised.deductions),
            balancePaise: balancePaise(current.collectedPaise, revised.deductions),
            revised: current.status === 'inspected',
            inspectedAt: now.toISOString(),
          }),
        ],
      );
      return (await this.deposits.findById(leaseId).lean<DepositDocument>())!;
    });
    return { ...mine, deposit };
  }

  /** The renter accepts or disputes one deduction; the same answer again changes nothing. */
  async answer(
    leaseId: string,
    deductionId: string,
    me: GatewayIdentity,
    body: z.output<typeof depositAnswerBodySchema>,
  ): Promise<DepositOfCaller> {
    const mine = await this.ofCaller(leaseId, me);
    if (!mine.roles.includes('tenant')) throw depositForbidden('Only the renter answers the deductions.');
    const deposit = await retryOnConcurrentWrite(async () => {
      const current = (await this.deposits.findById(leaseId).lean<DepositDocument>())!;
      if (current.status === 'held') throw nothingToAnswer();
      if (current.status !== 'inspected') throw depositSettledProblem();
      const deduction = current.deductions.find((d) => d.id === deductionId);
      if (!deduction) throw deductionNotFound(deductionId);
      if (isSameAnswer(deduction, body.answer, body.note)) return current;
      const now = this.clock.now();
      const deductions = answerDeduction(current.deductions, deductionId, body.answer, body.note, now)!;
      await this.outbox.update(this.deposits, leaseId, current.version, { $set: { deductions, updatedAt: now } }, [
        draft(depositDeductionAnswered, {
          ...this.facts(current),
          deductionId,
          reason: deduction.reason,
          amountPaise: deduction.amountPaise,
          answer: body.answer === 'accept' ? 'accepted' : 'disputed',
          note: body.note,
          answeredAt: now.toISOString(),
        }),
      ]);
      return (await this.deposits.findById(leaseId).lean<DepositDocument>())!;
    });
    return { ...mine, deposit };
  }

  /**
   * The manager settles: the deductions are final and the balance is to be refunded (the refund job, requested by
   * the controller after this and again by the settled event's handler: RefundRequests). Settling a settled deposit
   * answers it as it is.
   */
  async settle(leaseId: string, me: GatewayIdentity): Promise<DepositOfCaller> {
    const mine = await this.ofCaller(leaseId, me);
    if (!mine.roles.includes('manager')) throw depositForbidden('Only the lease’s manager settles the deposit.');
    const deposit = await retryOnConcurrentWrite(async () => {
      const current = (await this.deposits.findById(leaseId).lean<DepositDocument>())!;
      if (current.status !== 'held' && current.status !== 'inspected') return current;
      if (current.status === 'held') {
        if (!this.inspectionOpen(mine.lease)) throw moveOutNotDue(mine.lease.endDate);
        throw notInspected();
      }
      const open = current.deductions.filter(isOpenDispute).length;
      if (open > 0) throw deductionDisputed(open);
      const now = this.clock.now();
      const waiting = awaitingAnswers(current.deductions, current.inspectedAt, now);
      if (waiting > 0) throw deductionsUnanswered(waiting, answersDueBy(current.inspectedAt!));
      const refundPaise = balancePaise(current.collectedPaise, current.deductions);
      await this.outbox.update(
        this.deposits,
        leaseId,
        current.version,
        {
          $set: {
            status: refundPaise > 0 ? 'settled' : 'closed',
            settledAt: now,
            refund: { amountPaise: refundPaise, razorpayPaymentId: null, razorpayRefundId: null, refundedAt: null },
            updatedAt: now,
          },
        },
        [
          draft(depositSettled, {
            ...this.facts(current),
            deductedPaise: deductedPaise(current.deductions),
            refundPaise,
            settledAt: now.toISOString(),
          }),
        ],
      );
      return (await this.deposits.findById(leaseId).lean<DepositDocument>())!;
    });
    return { ...mine, deposit };
  }

  /**
   * Refunds a settled deposit's balance through Razorpay against the move-in payment, exactly once: a deposit with
   * its refund recorded is left alone, and a retry after Razorpay answered (but before the deposit recorded it)
   * finds Razorpay's refund by its note `depositId`. The move-in payment stays `completed`: a deposit's balance is
   * not a payment refund.
   */
  async refund(leaseId: string): Promise<'refunded' | 'nothing'> {
    const deposit = await this.deposits.findById(leaseId).lean<DepositDocument>();
    if (!deposit || deposit.status !== 'settled' || !deposit.refund || deposit.refund.razorpayRefundId) {
      return 'nothing';
    }
    const amount = deposit.refund.amountPaise;
    if (!deposit.moveInPaymentId) throw new Error(`deposit ${leaseId} has no move-in payment to refund against`);
    const payment = await this.payments.findById(deposit.moveInPaymentId);
    if (!payment?.razorpayPaymentId) throw new Error(`move-in payment ${deposit.moveInPaymentId} is not captured`);
    const razorpayPaymentId = payment.razorpayPaymentId;
    const made = await this.razorpay.refundsOf(razorpayPaymentId);
    const existing = made.find((r) => !Array.isArray(r.notes) && r.notes?.[DEPOSIT_REFUND_NOTE] === leaseId);
    const refund =
      existing ??
      (await this.razorpay.refund(
        razorpayPaymentId,
        { [DEPOSIT_REFUND_NOTE]: leaseId, reason: 'security_deposit' },
        amount,
      ));
    await this.recordRefund(leaseId, { razorpayPaymentId, razorpayRefundId: refund.id });
    this.logger.info({ leaseId, amount, refundId: refund.id }, 'deposit balance refunded');
    return 'refunded';
  }

  /**
   * Records the refund of a settled deposit's balance made at Razorpay: the deposit `refunded` with its refund id,
   * and `payments.deposit.refunded.v1`, in one write; a deposit not settled or already refunded is left alone (false).
   * The refund job's last step (`refund` above); the demo seed records its seeded refund through it too.
   */
  async recordRefund(leaseId: string, made: { razorpayPaymentId: string; razorpayRefundId: string }): Promise<boolean> {
    return retryOnConcurrentWrite(async () => {
      const current = await this.deposits.findById(leaseId).lean<DepositDocument>();
      if (current?.status !== 'settled' || !current.refund || current.refund.razorpayRefundId) return false;
      const amount = current.refund.amountPaise;
      const now = this.clock.now();
      await this.outbox.update(
        this.deposits,
        leaseId,
        current.version,
        {
          $set: {
            status: 'refunded',
            refund: { amountPaise: amount, ...made, refundedAt: now },
            updatedAt: now,
          },
        },
        [
          draft(depositRefunded, {
            ...this.facts(current),
            refundPaise: amount,
            ...made,
            refundedAt: now.toISOString(),
          }),
        ],
      );
      return true;
    });
  }

  /**
   * Adds a stored photo to a room of the recorded inspection while the deposit is not settled and the room has fewer
   * than `max` photos; refused otherwise (DEPOSIT_SETTLED, INSPECTION_ROOM_UNKNOWN, TOO_MANY_ROOM_PHOTOS: the caller
   * removes the stored objects). One write conditional on the photos read (`photosVersion`) and on the deposit being
   * open, again from a fresh read when another upload got in first, so concurrent uploads never pass the limit. No
   * event: the photos are part of the deposit's view, nobody is told.
   */
  async attachPhoto(leaseId: string, photo: InspectionPhoto, max: number): Promise<DepositDocument> {
    return retryOnConcurrentWrite(
      async () => {
        const current = (await this.deposits.findById(leaseId).lean<DepositDocument>())!;
        if (current.status !== 'held' && current.status !== 'inspected') throw depositSettledProblem();
        if (!current.rooms.some((room) => room.name === photo.room)) throw inspectionRoomUnknown(photo.room);
        const photos = current.photos ?? [];
        if (photos.filter((p) => p.room === photo.room).length >= max) throw tooManyRoomPhotos(photo.room, max);
        const result = await this.deposits.updateOne(
          {
            _id: leaseId,
            status: { $in: ['held', 'inspected'] },
            photosVersion: current.photosVersion === undefined ? { $exists: false } : current.photosVersion,
          },
          {
            $push: { photos: { $each: [photo] } },
            $set: { photosVersion: (current.photosVersion ?? 0) + 1, updatedAt: this.clock.now() },
          },
        );
        if (result.matchedCount === 0) throw new ConcurrentWriteError(leaseId, current.photosVersion ?? 0);
        return (await this.deposits.findById(leaseId).lean<DepositDocument>())!;
      },
      // Each round lets one of the concurrent uploads in: enough rounds for a room's whole allowance at once.
      { attempts: 4 * max },
    );
  }

  /**
   * Drops the photos of rooms the (revised) inspection no longer lists, and answers them (the caller removes their
   * stored objects). Conditional on the photos read, as `attachPhoto`.
   */
  async dropPhotosOfRemovedRooms(leaseId: string): Promise<InspectionPhoto[]> {
    return retryOnConcurrentWrite(
      async () => {
        const current = await this.deposits.findById(leaseId).lean<DepositDocument>();
        const rooms = new Set((current?.rooms ?? []).map((room) => room.name));
        const photos = current?.photos ?? [];
        const dropped = photos.filter((p) => !rooms.has(p.room));
        if (!current || dropped.length === 0) return [];
        const result = await this.deposits.updateOne(
          {
            _id: leaseId,
            photosVersion: current.photosVersion === undefined ? { $exists: false } : current.photosVersion,
          },
          {
            $set: {
              photos: photos.filter((p) => rooms.has(p.room)),
              photosVersion: (current.photosVersion ?? 0) + 1,
              updatedAt: this.clock.now(),
            },
          },
        );
        if (result.matchedCount === 0) throw new ConcurrentWriteError(leaseId, current.photosVersion ?? 0);
        return dropped;
      },
      { attempts: 20 },
    );
  }

  /** A lease's deposit as stored, or null (the landlords' books read it). */
  state(leaseId: string): Promise<DepositDocument | null> {
    return this.deposits.findById(leaseId).lean<DepositDocument>();
  }

  /**
   * The deposits settled more than `ageMs` ago whose balance is not refunded yet (by the status index), each with
   * whether its refund is overdue (past its promised time).
   */
  async unrefundedSince(ageMs: number): Promise<Array<{ leaseId: string; overdue: boolean }>> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - ageMs);
    const settled = await this.deposits.find({ status: 'settled' }).lean<DepositDocument[]>();
    return settled
      .filter((d) => d.settledAt && new Date(d.settledAt) <= before)
      .map((d) => ({ leaseId: d._id, overdue: now >= refundDueBy(new Date(d.settledAt!)) }));
  }

  /** Every deposit: the landlords' books are rebuilt from them. */
  all(): Promise<DepositDocument[]> {
    return this.deposits.find({}).lean<DepositDocument[]>();
  }

  now(): Date {
    return this.clock.now();
  }

  /** Whether the move-out inspection may be recorded: from the lease's end date (India), or once it ended. */
  inspectionOpen(lease: LeaseCopy): boolean {
    return lease.status === 'ended' || lease.endDate <= indiaDate(this.clock.now());
  }

  /** The deposit as the caller reads it, with the lease's unpaid rent offered as deductions. */
  async view({ lease, deposit }: DepositOfCaller): Promise<Deposit> {
    const ledger = await this.ledger.state(lease._id);
    const today = indiaDate(this.clock.now());
    const suggested = this.ledger
      .schedule(lease, ledger)
      .filter((item) => item.status !== 'paid' && item.dueDate <= today)
      .map((item) => ({
        reason: `Unpaid rent for ${formatIndianMonth(`${item.month}-01`)}`,
        amountPaise: lease.rentPaise,
        month: item.month,
      }));
    const settled = deposit.status !== 'held' && deposit.status !== 'inspected';
    const unanswered = settled ? 0 : awaitingAnswers(deposit.deductions, deposit.inspectedAt, this.clock.now());
    const balance = balancePaise(deposit.collectedPaise, deposit.deductions);
    const refund = deposit.refund;
    return {
      leaseId: lease._id,
      propertyId: lease.propertyId,
      propertyName: lease.property.name,
      tenantName: `${lease.tenant.firstName} ${lease.tenant.lastName}`,
      status: deposit.status,
      collectedPaise: deposit.collectedPaise,
      collectedLabel: formatPaiseAsRupees(deposit.collectedPaise),
      endDate: lease.endDate,
      inspectionOpen: !settled && this.inspectionOpen(lease),
      rooms: deposit.rooms.map((room) => ({
        ...room,
        photos: (deposit.photos ?? []).filter((p) => p.room === room.name).map((p) => photoView(lease._id, p)),
      })),
      inspectedAt: deposit.inspectedAt ? new Date(deposit.inspectedAt).toISOString() : null,
      deductions: deposit.deductions.map((d) => ({
        id: d.id,
        reason: d.reason,
        amountPaise: d.amountPaise,
        amountLabel: formatPaiseAsRupees(d.amountPaise),
        answer: d.answer,
        note: d.note,
        answeredAt: d.answeredAt ? new Date(d.answeredAt).toISOString() : null,
        confirmed: d.confirmed,
      })),
      deductedPaise: deductedPaise(deposit.deductions),
      balancePaise: balance,
      balanceLabel: formatPaiseAsRupees(balance),
      openDisputes: deposit.deductions.filter(isOpenDispute).length,
      unanswered,
      answersDueBy: unanswered > 0 ? answersDueBy(deposit.inspectedAt!).toISOString() : null,
      suggestedDeductions: settled ? [] : suggested,
      settledAt: deposit.settledAt ? new Date(deposit.settledAt).toISOString() : null,
      refund:
        refund && deposit.settledAt
          ? {
              amountPaise: refund.amountPaise,
              amountLabel: formatPaiseAsRupees(refund.amountPaise),
              status: refundStatus(refund, new Date(deposit.settledAt), this.clock.now()),
              razorpayRefundId: refund.razorpayRefundId,
              dueBy: refundDueBy(new Date(deposit.settledAt)).toISOString(),
              refundedAt: refund.refundedAt ? new Date(refund.refundedAt).toISOString() : null,
            }
          : null,
    };
  }

  private facts(deposit: DepositDocument) {
    return {
      leaseId: deposit._id,
      propertyId: deposit.propertyId,
      property: deposit.property,
      tenantId: deposit.tenantId,
      tenant: deposit.tenant,
      landlordId: deposit.landlordId,
      managerId: deposit.managerId,
      ...(deposit.managerEmail ? { managerEmail: deposit.managerEmail } : {}),
      collectedPaise: deposit.collectedPaise,
    };
  }
}
