import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import {
  createOrderBodySchema,
  paymentSuccessBodySchema,
  type CreateOrderAnswer,
  type PaymentSuccessAnswer,
} from '@trio/contracts/http/payments';
import { CurrentIdentity, ZodBody, type GatewayIdentity } from '@trio/service-kit/http';
import type { z } from 'zod';
import { paymentMismatch } from './payments.exception';
import { CaptureService } from './capture.service';
import { CheckoutService } from './checkout.service';
import { PaymentReadsService } from './payment-reads.service';

/** The spec's Razorpay calls (000 §7): create-order and payment-success. The webhook is its own controller. */
@Controller()
export class CheckoutController {
  constructor(
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
    @Inject(CaptureService) private readonly capture: CaptureService,
    @Inject(PaymentReadsService) private readonly payments: PaymentReadsService,
  ) {}

  @Post('api/razorpay/create-order')
  @HttpCode(200)
  createOrder(
    @ZodBody(createOrderBodySchema) body: z.output<typeof createOrderBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<CreateOrderAnswer> {
    return this.checkout.createOrder(me, body);
  }

  @Post('api/razorpay/payment-success')
  @HttpCode(200)
  async paymentSuccess(
    @ZodBody(paymentSuccessBodySchema) body: z.output<typeof paymentSuccessBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<PaymentSuccessAnswer> {
    const payment = await this.payments.mineByOrder(me, body.orderId);
    if (payment.applicationId !== body.applicationId) {
      throw paymentMismatch('The order is not for this application.');
    }
    const completed = await this.capture.completeWithSignature(payment, body.paymentId, body.signature, body.orderId);
    return { success: true, payment: this.payments.view(completed) };
  }
}
