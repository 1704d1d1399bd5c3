import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { formatPaiseAsRupees, paiseToRupees } from '@trio/contracts/common';
import { paymentCaptured, paymentFailed, paymentRefunded, type RefundReason } from '@trio/contracts/events/payments';
import { receiptIdAt, txnIdOf, type CreateOrderAnswer, type PaymentRecord } from '@trio/contracts/http/payments';
import { monthlyRentTotalPaise, moveInCostsPaise, processingFeePaise } from '@trio/contracts/money';
import { draft, OutboxWriter, retryOnConcurrentWrite } from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { RentLedgerService } from '../ledger/rent-ledger.service';
import type { LeaseCopy } from '../copies/lease.copy';
import { CopiesService } from '../copies/copies.service';
import { RazorpayClient, razorpayErrorOf, type RzpPayment } from '../razorpay/razorpay.client';
import { isValidPaymentSignature } from '../razorpay/signatures';
import {
  alreadyPaid,
  forbidden,
  notPayable,
  openOrderContended,
  paymentMismatch,
  paymentNotFound,
  paymentWasRefunded,
  propertyUnavailable,
  providerFailed,
  signatureInvalid,
} from './payments.exception';
import { CLAIM_MODEL, PAYMENT_MODEL, type ClaimDocument, type PaymentDocument } from './payment.schema';

/** A payment's id: derived from its Razorpay order id (24 hex digits), so each order has exactly one record. */
export function paymentIdOfOrder(orderId: string): string {
  return createHash('sha256').update(`payment:${orderId}`).digest('hex').slice(0, 24);
}

export type CaptureOutcome = 'captured' | 'already' | 'refunded';

/** What one checkout buys, with the amount computed here. */
type Purchase = Pick<
  PaymentDocument,
  | 'userId'
  | 'paymentType'
  | 'applicationId'
  | 'leaseId'
  | 'month'
  | 'dueDate'
  | 'propertyId'
  | 'property'
  | 'payer'
  | 'landlordId'
  | 'managerId'
  | 'amountPaise'
  | 'breakdown'
  | 'description'
>;

/** The thing paid for once, whichever order pays it: `initial|<applicationId>` or `rent|<leaseId>|<YYYY-MM>`. */
function purchaseOf(p: Pick<PaymentDocument, 'paymentType' | 'applicationId' | 'leaseId' | 'month'>): string {
  return p.paymentType === 'initial' ? `initial|${p.applicationId}` : `rent|${p.leaseId}|${p.month}`;
}

function purchaseName(p: Pick<PaymentDocument, 'paymentType' | 'month'>): string {
  return p.paymentType === 'initial' ? 'This application' : `The rent of ${p.month}`;
}

/** What the payer of a refunded payment is answered: 409 PAYMENT_REFUNDED, why and when. */
function refundedTo(payment: PaymentDocument): Error {
  return paymentWasRefunded(payment.amountPaise, { reason: payment.refund!.reason, at: new Date(payment.refund!.at) });
}

/** An order still worth answering for this purchase: not paid, not given back, for the same payer and amount. */
function isStillPayable(payment: PaymentDocument, purchase: Purchase): boolean {
  return (
    (payment.status === 'pending' || payment.status === 'failed') &&
    payment.userId === purchase.userId &&
    payment.amountPaise === purchase.amountPaise
  );
}

/** What a checkout buys: the move-in of an approved application, or a month's rent of an active lease. */
export interface CreateOrderInput {
  applicationId?: string;
  leaseId?: string;
  rentalId?: string;
  paymentType?: 'initial' | 'monthly_rent';
  propertyId?: string;
  month?: string;
}

/**
 * Orders, payments and refunds. The amount is always computed here (money.ts); a payment is `completed` only by
 * `capture`, called after a verified signature or a verified webhook, and at most once (version-checked write: a
 * second capture finds it completed). Who wins a home or a month is decided by deterministic claims (first insert).
 */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectModel(PAYMENT_MODEL) private readonly payments: Model<PaymentDocument>,
    @InjectModel(CLAIM_MODEL) private readonly claims: Model<ClaimDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(RentLedgerService) private readonly ledger: RentLedgerService,
    @Inject(RazorpayClient) private readonly razorpay: RazorpayClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  // -------------------------------------------------------------------------------------------------------------
  // Orders
  // -------------------------------------------------------------------------------------------------------------

  /**
   * The open order of a purchase (an application's move-in, a lease's month): the one already made while it is still
   * payable, else a new one. Every tab and retry gets the same order, which Razorpay lets be paid once, so the payer
   * is charged once. Orders made by checkouts racing for the same purchase: the first recorded is answered to all; the
   * others were never shown to anyone and are dropped.
   */
  async createOrder(me: GatewayIdentity, input: CreateOrderInput): Promise<CreateOrderAnswer> {
    const monthly = input.paymentType === 'monthly_rent' || (!input.applicationId && (input.leaseId || input.rentalId));
    const purchase = monthly ? await this.monthlyPurchase(me, input) : await this.initialPurchase(me, input);
    if (input.propertyId && input.propertyId !== purchase.propertyId) {
      throw paymentMismatch('propertyId is not the property of this purchase.');
    }
    const openOrderClaim = `order|${purchaseOf(purchase)}`;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const held = await this.claims.findById(openOrderClaim).lean<ClaimDocument>();
      const open = held ? await this.findById(held.holder) : null;
      if (open?.status === 'completed') throw alreadyPaid(purchaseName(purchase));
      if (open && isStillPayable(open, purchase)) return this.orderAnswer(open);
      const made = await this.newOrder(me, purchase);
      const holder = held
        ? await this.replaceClaim(openOrderClaim, held.holder, made._id)
        : await this.claim(openOrderClaim, made._id);
      if (holder === made._id) return this.orderAnswer(made);
      // Another checkout recorded its order first: this one's order was never answered to anyone.
      await this.payments.deleteOne({ _id: made._id, status: 'pending' });
    }
    throw openOrderContended();
  }

  /** A Razorpay order for the purchase, and its payment record (pending). */
  private async newOrder(me: GatewayIdentity, purchase: Purchase): Promise<PaymentDocument> {
    const now = this.clock.now();
    const receipt = receiptIdAt(now);
    let order;
    try {
      order = await this.razorpay.createOrder({
        amount: purchase.amountPaise,
        receipt,
        notes: {
          paymentType: purchase.paymentType,
          userId: me.userId,
          ...(purchase.applicationId ? { applicationId: purchase.applicationId } : {}),
          ...(purchase.leaseId ? { leaseId: purchase.leaseId } : {}),
          ...(purchase.month ? { month: purchase.month } : {}),
        },
      });
    } catch (err) {
      this.logger.warn({ err: razorpayErrorOf(err) }, 'razorpay order not created');
      throw providerFailed(err);
    }
    const payment: PaymentDocument = {
      ...purchase,
      _id: paymentIdOfOrder(order.id),
      razorpayOrderId: order.id,
      receipt,
      status: 'pending',
      razorpayPaymentId: null,
      verifiedBy: null,
      failureReason: null,
      failedAttempts: [],
      refund: null,
      capturedAt: null,
      createdAt: now,
      updatedAt: now,
    } as unknown as PaymentDocument;
    await this.outbox.create(this.payments, payment, []);
    return payment;
  }

  /** Moves a claim from `from` to `to` unless someone else moved it first; answers who holds it. */
  private async replaceClaim(id: string, from: string, to: string): Promise<string> {
    const moved = await this.claims.updateOne(
      { _id: id, holder: from },
      { $set: { holder: to, at: this.clock.now() } },
    );
    if (moved.matchedCount === 1) return to;
    const current = await this.claims.findById(id).lean<ClaimDocument>();
    return current ? current.holder : this.claim(id, to);
  }

  private orderAnswer(payment: PaymentDocument): CreateOrderAnswer {
    return {
      order: {
        id: payment.razorpayOrderId,
        entity: 'order',
        amount: payment.amountPaise,
        currency: 'INR',
        receipt: payment.receipt,
        // Razorpay's order states: `attempted` once a payment on it failed; still payable either way.
        status: payment.failedAttempts.length > 0 ? 'attempted' : 'created',
        created_at: Math.floor(new Date(payment.createdAt).getTime() / 1000),
      },
      key_id: this.razorpay.keyId,
      paymentType: payment.paymentType,
      paymentId: payment._id,
      propertyId: payment.propertyId,
      propertyName: payment.property.name,
      breakdown: payment.breakdown,
      month: payment.month,
    };
  }

  private async initialPurchase(me: GatewayIdentity, input: CreateOrderInput): Promise<Purchase> {
    const applicationId = input.applicationId!;
    const application = await this.copies.application(applicationId);
    if (!application) throw paymentNotFound(`approved application ${applicationId}`);
    if (application.applicantId !== me.userId) throw forbidden('You can only pay for your own application.');
    if (await this.claims.exists({ _id: `initial|${applicationId}` })) throw alreadyPaid('This application');
    const lease = await this.copies.activeLeaseOf(application.propertyId);
    const property = await this.copies.property(application.propertyId);
    const claim = await this.claims.findById(`property|${application.propertyId}`).lean<ClaimDocument>();
    if (
      (lease && lease.applicationId !== applicationId) ||
      (claim && claim.holder !== applicationId) ||
      (property && property.status !== 'available' && !lease)
    ) {
      throw propertyUnavailable();
    }
    if (application.status !== 'approved') {
      throw notPayable(`The application is ${application.status.replace(/_/g, ' ')}; only an approved one is paid.`);
    }
    const breakdown = moveInCostsPaise(application.property.rentPaise);
    return {
      userId: me.userId,
      paymentType: 'initial' as const,
      applicationId,
      leaseId: null,
      month: null,
      dueDate: null,
      propertyId: application.propertyId,
      property: { name: application.property.name, address: application.property.address },
      payer: application.applicant,
      landlordId: application.landlordId,
      managerId: application.managerId,
      amountPaise: breakdown.totalPaise,
      breakdown,
      description: `Move-in payment: ${application.property.name}`,
    };
  }

  private async monthlyPurchase(me: GatewayIdentity, input: CreateOrderInput): Promise<Purchase> {
    const id = input.leaseId ?? input.rentalId ?? input.applicationId!;
    const lease = (await this.copies.lease(id)) ?? (await this.copies.leaseOfApplication(id));
    if (!lease) throw paymentNotFound(`lease ${id}`);
    if (lease.tenantId !== me.userId) throw forbidden('You can only pay rent for your own lease.');
    if (lease.status !== 'active') throw notPayable('The lease has ended.');
    const item = input.month
      ? this.ledger.schedule(lease, null).find((i) => i.month === input.month)
      : await this.ledger.nextUnpaid(lease);
    if (!item) throw notPayable(input.month ? `The lease has no month ${input.month}.` : 'All rent is paid.');
    if (await this.ledger.isPaid(lease._id, item.month)) throw alreadyPaid(`The rent of ${item.month}`);
    return {
      userId: me.userId,
      paymentType: 'monthly_rent' as const,
      applicationId: null,
      leaseId: lease._id,
      month: item.month,
      dueDate: item.dueDate,
      propertyId: lease.propertyId,
      property: lease.property,
      payer: lease.tenant,
      landlordId: lease.landlordId,
      managerId: lease.managerId,
      amountPaise: monthlyRentTotalPaise(lease.rentPaise),
      breakdown: {
        rentPaise: lease.rentPaise,
        processingFeePaise: processingFeePaise(lease.rentPaise),
        totalPaise: monthlyRentTotalPaise(lease.rentPaise),
      },
      description: `Rent for ${item.month}: ${lease.property.name}`,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reading
  // -------------------------------------------------------------------------------------------------------------

  /** One of the caller's payments (unknown and others' alike → 404 / 403). */
  async mine(me: GatewayIdentity, id: string): Promise<PaymentDocument> {
    const payment = await this.payments.findById(id).lean<PaymentDocument>();
    if (!payment) throw paymentNotFound(`payment ${id}`);
    if (payment.userId !== me.userId) throw forbidden('This is not your payment.');
    return payment;
  }

  async mineByOrder(me: GatewayIdentity, orderId: string): Promise<PaymentDocument> {
    return this.mine(me, paymentIdOfOrder(orderId));
  }

  async history(userId: string): Promise<PaymentDocument[]> {
    return this.payments
      .find({ userId, status: { $in: ['completed', 'failed', 'refunded'] } })
      .sort({ createdAt: -1 })
      .lean<PaymentDocument[]>();
  }

  /** Every payment anyone received (open orders left out): the landlords' books are rebuilt from them. */
  allReceived(): Promise<PaymentDocument[]> {
    return this.payments.find({ status: { $in: ['completed', 'failed', 'refunded'] } }).lean<PaymentDocument[]>();
  }

  findById(id: string) {
    return this.payments.findById(id).lean<PaymentDocument>();
  }

  // -------------------------------------------------------------------------------------------------------------
  // Verification
  // -------------------------------------------------------------------------------------------------------------

  /**
   * The checkout's success triple: valid signature over `order_id|payment_id`, and Razorpay confirms the payment is
   * captured, for this order, for this amount. Then the payment is captured (once).
   */
  async completeWithSignature(
    payment: PaymentDocument,
    razorpayPaymentId: string,
    signature: string | undefined,
    orderId?: string,
  ): Promise<PaymentDocument> {
    if (orderId && orderId !== payment.razorpayOrderId) throw paymentMismatch('orderId is not this payment’s order.');
    if (payment.status === 'refunded' && payment.razorpayPaymentId === razorpayPaymentId) throw refundedTo(payment);
    const alreadyCaptured = payment.status === 'completed' && payment.razorpayPaymentId === razorpayPaymentId;
    // Without a signature, only what a verified webhook completed already is answered; a signature given is checked.
    if (!signature && alreadyCaptured) return payment;
    if (
      !signature ||
      !isValidPaymentSignature(payment.razorpayOrderId, razorpayPaymentId, signature, this.razorpay.keySecret)
    ) {
      throw signatureInvalid();
    }
    if (alreadyCaptured) return payment;
    let rzp: RzpPayment;
    try {
      rzp = await this.razorpay.fetchPayment(razorpayPaymentId);
    } catch (err) {
      if (razorpayErrorOf(err).statusCode === 400) throw paymentMismatch('Razorpay does not know this payment.');
      throw providerFailed(err);
    }
    this.assertMatches(payment, rzp);
    if (rzp.status !== 'captured' && rzp.status !== 'refunded') {
      throw paymentMismatch(`Razorpay reports this payment as ${rzp.status}.`);
    }
    await this.capture(payment._id, rzp.id, 'signature');
    const settled = (await this.findById(payment._id))!;
    // Captured, but the home or the month went to another payment: the payer hears of the refund, not a receipt.
    if (settled.status === 'refunded') throw refundedTo(settled);
    return settled;
  }

  private assertMatches(payment: PaymentDocument, rzp: RzpPayment): void {
    if (rzp.order_id !== payment.razorpayOrderId) throw paymentMismatch('The payment is for another order.');
    if (rzp.amount !== payment.amountPaise) throw paymentMismatch('The payment is not for the order’s amount.');
  }

  /** The client says the attempt failed: recorded (never completes anything). */
  async recordClientFailure(
    payment: PaymentDocument,
    razorpayPaymentId: string,
    errorCode?: string,
    errorDescription?: string,
  ): Promise<PaymentDocument> {
    await this.fail(payment._id, razorpayPaymentId, errorCode ?? null, errorDescription ?? null);
    return (await this.findById(payment._id))!;
  }

  /**
   * Captures a payment at most once: the version-checked write lets one caller through; the others find it
   * completed. Then (for every caller) who wins the home (initial) or the month (rent) is settled; a loser is refunded.
   */
  async capture(
    paymentId: string,
    razorpayPaymentId: string,
    verifiedBy: 'signature' | 'webhook',
  ): Promise<CaptureOutcome> {
    const outcome = await retryOnConcurrentWrite(async (): Promise<CaptureOutcome | 'captured-now'> => {
      const payment = await this.findById(paymentId);
      if (!payment) throw new Error(`payment ${paymentId} is not known`);
      if (payment.status === 'completed' || payment.status === 'refunded') return 'already';
      const now = this.clock.now();
      await this.outbox.update(
        this.payments,
        paymentId,
        payment.version,
        {
          $set: {
            status: 'completed',
            razorpayPaymentId,
            verifiedBy,
            capturedAt: now,
            updatedAt: now,
            failureReason: null,
          },
        },
        [
          draft(paymentCaptured, {
            ...this.facts(payment),
            razorpayPaymentId,
            txnId: txnIdOf(payment._id),
            verifiedBy,
            capturedAt: now.toISOString(),
          }),
        ],
      );
      return 'captured-now';
    });
    if (outcome === 'already') {
      // The other path (signature or webhook) captured it and may still be settling: settle here too (it is
      // idempotent), so whoever answers the payer answers after the lease's month or the home is claimed.
      await this.settle(paymentId);
      return 'already';
    }
    return this.settle(paymentId);
  }

  /** After a capture: claim what was bought; refund when someone else holds it. Safe to run again. */
  async settle(paymentId: string): Promise<CaptureOutcome> {
    const payment = (await this.findById(paymentId))!;
    if (payment.status !== 'completed') return payment.status === 'refunded' ? 'refunded' : 'already';
    if (payment.paymentType === 'initial') {
      const applicationId = payment.applicationId!;
      const home = await this.claim(`property|${payment.propertyId}`, applicationId);
      const lease = await this.copies.activeLeaseOf(payment.propertyId);
      if (home !== applicationId || (lease && lease.applicationId !== applicationId)) {
        await this.refund(paymentId, 'property_unavailable');
        return 'refunded';
      }
      if ((await this.claim(purchaseOf(payment), paymentId)) !== paymentId) {
        await this.refund(paymentId, 'already_paid');
        return 'refunded';
      }
      return 'captured';
    }
    const month = payment.month!;
    if ((await this.claim(purchaseOf(payment), paymentId)) !== paymentId) {
      await this.refund(paymentId, 'already_paid');
      return 'refunded';
    }
    const lease = await this.copies.lease(payment.leaseId!);
    if (lease) {
      await this.ledger.markPaid(lease, month, {
        paymentId,
        razorpayPaymentId: payment.razorpayPaymentId!,
        paidAt: payment.capturedAt ?? this.clock.now(),
      });
    }
    return 'captured';
  }

  /** Inserts the claim (first wins) and answers who holds it. */
  private async claim(id: string, holder: string): Promise<string> {
    try {
      await this.claims.create({ _id: id, holder, at: this.clock.now() });
      return holder;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const existing = await this.claims.findById(id).lean<ClaimDocument>();
      return existing!.holder;
    }
  }

  /** A lease ended: its home may be let again. */
  async releaseHome(lease: LeaseCopy): Promise<void> {
    await this.claims.deleteOne({ _id: `property|${lease.propertyId}`, holder: lease.applicationId });
  }

  /** Records a failed attempt once per Razorpay payment id; never touches a completed or refunded payment. */
  async fail(
    paymentId: string,
    razorpayPaymentId: string | null,
    errorCode: string | null,
    errorDescription: string | null,
  ): Promise<void> {
    await retryOnConcurrentWrite(async () => {
      const payment = await this.findById(paymentId);
      if (!payment || payment.status === 'completed' || payment.status === 'refunded') return;
      if (razorpayPaymentId && payment.failedAttempts.some((a) => a.razorpayPaymentId === razorpayPaymentId)) return;
      const now = this.clock.now();
      await this.outbox.update(
        this.payments,
        paymentId,
        payment.version,
        {
          $set: {
            status: 'failed',
            failureReason: errorDescription ?? errorCode ?? 'Payment failed',
            updatedAt: now,
            failedAttempts: [...payment.failedAttempts, { razorpayPaymentId, errorCode, errorDescription, at: now }],
          },
        },
        [
          draft(paymentFailed, {
            ...this.facts(payment),
            razorpayPaymentId,
            errorCode,
            errorDescription,
            failedAt: now.toISOString(),
          }),
        ],
      );
    });
  }

  /** Refunds a captured payment in full through Razorpay's refund API, once. */
  async refund(paymentId: string, reason: RefundReason): Promise<void> {
    const payment = await this.findById(paymentId);
    if (!payment || payment.status !== 'completed' || !payment.razorpayPaymentId) return;
    let refundId: string;
    try {
      refundId = (await this.razorpay.refund(payment.razorpayPaymentId, { reason, paymentId })).id;
    } catch (err) {
      // Refunded already (a second refund of the same payment): take the refund Razorpay holds.
      const [existing] = await this.razorpay.refundsOf(payment.razorpayPaymentId).catch(() => []);
      if (!existing) throw err;
      refundId = existing.id;
    }
    await retryOnConcurrentWrite(async () => {
      const current = (await this.findById(paymentId))!;
      if (current.status !== 'completed') return;
      const now = this.clock.now();
      await this.outbox.update(
        this.payments,
        paymentId,
        current.version,
        { $set: { status: 'refunded', refund: { razorpayRefundId: refundId, reason, at: now }, updatedAt: now } },
        [
          draft(paymentRefunded, {
            ...this.facts(current),
            razorpayPaymentId: current.razorpayPaymentId!,
            razorpayRefundId: refundId,
            reason,
            refundedAt: now.toISOString(),
          }),
        ],
      );
    });
    this.logger.info({ paymentId, reason }, 'payment refunded');
  }

  // -------------------------------------------------------------------------------------------------------------
  // Views
  // -------------------------------------------------------------------------------------------------------------

  view(payment: PaymentDocument): PaymentRecord {
    const address = payment.property.address;
    return {
      _id: payment._id,
      userId: payment.userId,
      rentalApplicationId: payment.applicationId,
      leaseId: payment.leaseId,
      propertyId: payment.propertyId,
      property: {
        _id: payment.propertyId,
        name: payment.property.name,
        address: { street: address.line1, city: address.city, state: address.state, zipCode: address.pinCode },
      },
      paymentType: payment.paymentType,
      amount: paiseToRupees(payment.amountPaise),
      amountPaise: payment.amountPaise,
      amountLabel: formatPaiseAsRupees(payment.amountPaise),
      currency: 'INR',
      breakdown: payment.breakdown,
      razorpayOrderId: payment.razorpayOrderId,
      razorpayPaymentId: payment.razorpayPaymentId,
      receipt: payment.receipt,
      txnId: txnIdOf(payment._id),
      description: payment.description,
      month: payment.month,
      dueDate: payment.dueDate,
      status: payment.status,
      failureReason: payment.failureReason,
      refund: payment.refund
        ? { reason: payment.refund.reason, refundedAt: new Date(payment.refund.at).toISOString() }
        : null,
      payer: payment.payer,
      paymentDate: payment.capturedAt ? new Date(payment.capturedAt).toISOString() : null,
      createdAt: new Date(payment.createdAt).toISOString(),
      updatedAt: new Date(payment.updatedAt).toISOString(),
    };
  }

  private facts(payment: PaymentDocument) {
    return {
      paymentId: payment._id,
      paymentType: payment.paymentType,
      applicationId: payment.applicationId,
      leaseId: payment.leaseId,
      month: payment.month,
      propertyId: payment.propertyId,
      property: payment.property,
      payerId: payment.userId,
      payer: payment.payer,
      landlordId: payment.landlordId,
      managerId: payment.managerId,
      amountPaise: payment.amountPaise,
      currency: 'INR' as const,
      razorpayOrderId: payment.razorpayOrderId,
      receipt: payment.receipt,
    };
  }
}
