import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
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
import { CheckoutService } from './checkout.service';
import { PaymentReadsService } from './payment-reads.service';
import { PaymentsRepository } from './payments.repository';
import { RefundsService } from './refunds.service';
import { WebhooksService } from './webhooks.service';

/**
 * Orders, payments, refunds and webhooks: checkout, capture (and settlement), refunds and reads, over the one
 * repository of payments and claims. The app declares the controllers.
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
