import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { z } from 'zod';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { RazorpayClient } from '../razorpay/razorpay.client';
import { isValidWebhookSignature } from '../razorpay/signatures';
import { PaymentException } from './payments.exception';
import { WEBHOOK_EVENT_MODEL, type WebhookEventDocument } from './payment.schema';
import { CaptureService } from './capture.service';
import { PaymentReadsService } from './payment-reads.service';
import { paymentIdOfOrder } from './purchases';

/** The parts of a Razorpay webhook this service reads (other fields are ignored). */
const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullable().optional(),
          amount: z.number(),
          status: z.string(),
          error_code: z.string().nullable().optional(),
          error_description: z.string().nullable().optional(),
        }),
      })
      .optional(),
  }),
});

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Razorpay's webhooks: the signature is checked over the exact bytes received (bad → 400, nothing changes); each
 * event id is handled once, and handling is itself idempotent by payment (a capture happens once whatever the
 * number of deliveries or of events about it).
 */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectModel(WEBHOOK_EVENT_MODEL) private readonly events: Model<WebhookEventDocument>,
    @Inject(PaymentReadsService) private readonly payments: PaymentReadsService,
    @Inject(CaptureService) private readonly capture: CaptureService,
    @Inject(RazorpayClient) private readonly razorpay: RazorpayClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async handle(body: Buffer, signature: string | undefined, eventId: string | undefined): Promise<WebhookOutcome> {
    if (!isValidWebhookSignature(body, signature, this.razorpay.webhookSecret)) {
      throw new PaymentException('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match its body.');
    }
    let parsed;
    try {
      parsed = webhookSchema.safeParse(JSON.parse(body.toString('utf8')));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) throw new PaymentException('VALIDATION_FAILED', 'The webhook body is not a Razorpay event.');
    if (eventId && (await this.events.exists({ _id: eventId }))) return 'duplicate';
    const outcome = await this.apply(parsed.data);
    if (eventId) {
      try {
        await this.events.create({
          _id: eventId,
          event: parsed.data.event,
          razorpayPaymentId: parsed.data.payload.payment?.entity.id ?? null,
          outcome,
          receivedAt: this.clock.now(),
        });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        return 'duplicate';
      }
    }
    return outcome;
  }

  private async apply(event: z.output<typeof webhookSchema>): Promise<WebhookOutcome> {
    const rzp = event.payload.payment?.entity;
    if (!rzp?.order_id) return 'ignored';
    const payment = await this.payments.findById(paymentIdOfOrder(rzp.order_id));
    if (!payment) {
      this.logger.warn({ orderId: rzp.order_id, event: event.event }, 'webhook for an order this service did not make');
      return 'ignored';
    }
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid':
        if (rzp.status !== 'captured' && rzp.status !== 'refunded') return 'ignored';
        if (rzp.amount !== payment.amountPaise) {
          this.logger.error({ paymentId: payment._id, amount: rzp.amount }, 'webhook capture for a different amount');
          return 'ignored';
        }
        await this.capture.capture(payment._id, rzp.id, 'webhook');
        return 'processed';
      case 'payment.failed':
        await this.capture.fail(payment._id, rzp.id, rzp.error_code ?? null, rzp.error_description ?? null);
        return 'processed';
      default:
        return 'ignored';
    }
  }
}
