import { Inject, Injectable } from '@nestjs/common';
import { paymentRefunded, type RefundReason } from '@trio/contracts/events/payments';
import { draft, retryOnConcurrentWrite } from '@trio/service-kit/events';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { RazorpayClient } from '../razorpay/razorpay.client';
import { PaymentsRepository } from './payments.repository';
import { paymentFacts } from './purchases';

/**
 * Refunds: a capture that lost its claim (settled by CaptureService) and a payment named by
 * `applications.application.closed.v1` are given back in full through Razorpay's refund API, once.
 */
@Injectable()
export class RefundsService {
  constructor(
    @Inject(PaymentsRepository) private readonly payments: PaymentsRepository,
    @Inject(RazorpayClient) private readonly razorpay: RazorpayClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** Refunds a captured payment in full through Razorpay's refund API, once. */
  async refund(paymentId: string, reason: RefundReason): Promise<void> {
    const payment = await this.payments.findById(paymentId);
    if (!payment || payment.status !== 'completed' || !payment.razorpayPaymentId) return;
    let refundId: string;
    try {
      refundId = (await this.razorpay.refund(payment.razorpayPaymentId, { reason, paymentId })).id;
    } catch (err) {
      // Refunded already (a second refund of the same payment): take the refund Razorpay holds.
      // A move-in payment's security deposit balance is refunded in part against it (deposits/): not this refund.
      const [existing] = (await this.razorpay.refundsOf(payment.razorpayPaymentId).catch(() => [])).filter(
        (r) => Array.isArray(r.notes) || !r.notes?.depositId,
      );
      if (!existing) throw err;
      refundId = existing.id;
    }
    await retryOnConcurrentWrite(async () => {
      const current = (await this.payments.findById(paymentId))!;
      if (current.status !== 'completed') return;
      const now = this.clock.now();
      await this.payments.update(
        paymentId,
        current.version,
        { $set: { status: 'refunded', refund: { razorpayRefundId: refundId, reason, at: now }, updatedAt: now } },
        [
          draft(paymentRefunded, {
            ...paymentFacts(current),
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
}
