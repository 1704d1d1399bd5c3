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
import { CheckoutController } from './checkout.controller';
import { OnApplicationClosedHandler } from './handlers/on-application-closed.handler';
import { OnLeaseEndedHandler } from './handlers/on-lease-ended.handler';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { WebhookController } from './webhook.controller';
import { WebhooksService } from './webhooks.service';

/** Orders, payments, refunds and webhooks. */
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
  providers: [RazorpayClient, PaymentsService, WebhooksService],
  exports: [RazorpayClient, PaymentsService, WebhooksService],
})
export class PaymentsModule {}

/** Checkout, payments and the webhook; an ended lease, or a closed application, frees its home's claim. */
export const paymentsFeature = defineFeature({
  module: PaymentsModule,
  controllers: [CheckoutController, PaymentsController, WebhookController],
  handlers: [OnLeaseEndedHandler, OnApplicationClosedHandler],
});
