import { Inject, Injectable } from '@nestjs/common';
import { paymentCaptured, paymentFailed } from '@trio/contracts/events/payments';
import { txnIdOf } from '@trio/contracts/http/payments';
import { draft, retryOnConcurrentWrite } from '@trio/service-kit/events';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { LeaseCopy } from '../copies/lease.copy';
import { CopiesService } from '../copies/copies.service';
import { RentLedgerService } from '../ledger/rent-ledger.service';
import { RazorpayClient, razorpayErrorOf, type RzpPayment } from '../razorpay/razorpay.client';
import { isValidPaymentSignature } from '../razorpay/signatures';
import { paymentMismatch, providerFailed, signatureInvalid } from './payments.exception';
import type { PaymentDocument } from './payment.schema';
import { PaymentsRepository } from './payments.repository';
import { paymentFacts, purchaseOf, refundedTo } from './purchases';
import { RefundsService } from './refunds.service';

export type CaptureOutcome = 'captured' | 'already' | 'refunded';

/**
 * A payment's outcome: `completed` only by `capture`, after a verified signature or a verified webhook, and at most
 * once (version-checked write: a second capture finds it completed), with `payments.payment.captured.v1`. Then it is
 * settled: who wins a home or a purchase is decided by deterministic claims (first insert); a loser is refunded.
 * The rent ledger takes a captured month from the event (handlers/on-rent-payment-captured.handler.ts), not from
 * this request.
 */
@Injectable()
export class CaptureService {
  constructor(
    @Inject(PaymentsRepository) private readonly payments: PaymentsRepository,
    @Inject(RefundsService) private readonly refunds: RefundsService,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(RentLedgerService) private readonly ledger: RentLedgerService,
    @Inject(RazorpayClient) private readonly razorpay: RazorpayClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
    const settled = (await this.payments.findById(payment._id))!;
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
    return (await this.payments.findById(payment._id))!;
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
      const payment = await this.payments.findById(paymentId);
      if (!payment) throw new Error(`payment ${paymentId} is not known`);
      if (payment.status === 'completed' || payment.status === 'refunded') return 'already';
      const now = this.clock.now();
      await this.payments.update(
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
            ...paymentFacts(payment),
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
      // idempotent), so whoever answers the payer answers after the home or the purchase is claimed.
      await this.settle(paymentId);
      return 'already';
    }
    return this.settle(paymentId);
  }

  /**
   * After a capture: claim what was bought; refund when someone else holds it. Safe to run again: the request that
   * captured runs it, and so does the handler of the captured event (a crash between the capture and this resumes).
   */
  async settle(paymentId: string): Promise<CaptureOutcome> {
    const payment = await this.payments.findById(paymentId);
    if (!payment || payment.status !== 'completed') return payment?.status === 'refunded' ? 'refunded' : 'already';
    // Holding what it bought (claimed last), it was settled before: a late redelivery does not weigh it again.
    if ((await this.payments.claimHolder(purchaseOf(payment))) === paymentId) return 'captured';
    if (payment.paymentType === 'initial') {
      const applicationId = payment.applicationId!;
      const home = await this.payments.claim(`property|${payment.propertyId}`, applicationId);
      const lease = await this.copies.activeLeaseOf(payment.propertyId);
      if (home !== applicationId || (lease && lease.applicationId !== applicationId)) {
        await this.refunds.refund(paymentId, 'property_unavailable');
        return 'refunded';
      }
    }
    if (payment.paymentType === 'monthly_rent' && (await this.amountChanged(payment))) {
      await this.refunds.refund(paymentId, 'amount_changed');
      return 'refunded';
    }
    if ((await this.payments.claim(purchaseOf(payment), paymentId)) !== paymentId) {
      await this.refunds.refund(paymentId, 'already_paid');
      return 'refunded';
    }
    return 'captured';
  }

  /**
   * Whether a month's payment no longer pays what the month is due: its order was made before the month's late fee
   * was charged (a tab left open), or with a fee waived since. Taking it would mark the month paid without its fee
   * (or with one no longer owed), so it is given back and the renter pays the amount due now.
   */
  private async amountChanged(payment: PaymentDocument): Promise<boolean> {
    const ordered = 'lateFeePaise' in payment.breakdown ? (payment.breakdown.lateFeePaise ?? 0) : 0;
    return (await this.ledger.payableLateFee(payment.leaseId!, payment.month!)) !== ordered;
  }

  /** A lease ended: its home may be let again. */
  async releaseHome(lease: LeaseCopy): Promise<void> {
    await this.payments.releaseClaim(`property|${lease.propertyId}`, lease.applicationId);
  }

  /** Records a failed attempt once per Razorpay payment id; never touches a completed or refunded payment. */
  async fail(
    paymentId: string,
    razorpayPaymentId: string | null,
    errorCode: string | null,
    errorDescription: string | null,
  ): Promise<void> {
    await retryOnConcurrentWrite(async () => {
      const payment = await this.payments.findById(paymentId);
      if (!payment || payment.status === 'completed' || payment.status === 'refunded') return;
      if (razorpayPaymentId && payment.failedAttempts.some((a) => a.razorpayPaymentId === razorpayPaymentId)) return;
      const now = this.clock.now();
      await this.payments.update(
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
            ...paymentFacts(payment),
            razorpayPaymentId,
            errorCode,
            errorDescription,
            failedAt: now.toISOString(),
          }),
        ],
      );
    });
  }
}
