import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import {
  CLAIM_MODEL,
  claimSchema,
  PAYMENT_MODEL,
  paymentSchema,
  WEBHOOK_EVENT_MODEL,
  webhookEventSchema,
} from './payment.schema';
import { LedgerModule } from '../ledger/ledger.module';
import { CopiesModule } from '../copies/copies.module';
import { RazorpayClient } from '../razorpay/razorpay.client';
import { CaptureService } from './capture.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { OnApplicationClosedHandler } from './handlers/on-application-closed.handler';
import { OnLeaseEndedHandler } from './handlers/on-lease-ended.handler';
import { OnPaymentCapturedHandler } from './handlers/on-payment-captured.handler';
import { OnRentPaymentCapturedHandler } from './handlers/on-rent-payment-captured.handler';
import { PaymentReadsService } from './payment-reads.service';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { RefundsService } from './refunds.service';
import { WebhookController } from './webhook.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Orders, payments, refunds and webhooks: checkout, capture (and settlement), refunds and reads, over the one
 * repository of payments and claims.
 */
@Module({
  imports: [
    CopiesModule,
    LedgerModule,
    MongooseModule.forFeature([
      { name: PAYMENT_MODEL, schema: paymentSchema },
      { name: CLAIM_MODEL, schema: claimSchema },
      { name: WEBHOOK_EVENT_MODEL, schema: webhookEventSchema },
    ]),
  ],
  providers: [
    RazorpayClient,
    PaymentsRepository,
    CheckoutService,
    CaptureService,
    RefundsService,
    PaymentReadsService,
    WebhooksService,
  ],
  exports: [RazorpayClient, CheckoutService, CaptureService, RefundsService, PaymentReadsService, WebhooksService],
})
export class PaymentsModule {}

/**
 * Checkout, payments and the webhook; an ended lease, or a closed application, frees its home's claim; a captured
 * payment is settled again from its event (idempotent: it resumes a settlement a crash cut short), and then the rent
 * month it won is marked paid in the ledger.
 */
export const paymentsFeature = defineFeature({
  module: PaymentsModule,
  controllers: [CheckoutController, PaymentsController, WebhookController],
  handlers: [OnLeaseEndedHandler, OnApplicationClosedHandler, OnPaymentCapturedHandler, OnRentPaymentCapturedHandler],
});
