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
import { PaymentsService } from './payments.service';
import { WebhooksService } from './webhooks.service';

/** Orders, payments, refunds and webhooks; the app declares the controllers. */
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
