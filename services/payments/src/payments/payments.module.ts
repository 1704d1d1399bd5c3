import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { ProjectionsModule } from '../projections/projections.module';
import { RazorpayClient } from '../razorpay/razorpay.client';
import { PaymentsService } from './payments.service';
import { WebhooksService } from './webhooks.service';

/** Orders, payments, refunds and webhooks; the app declares the controllers. */
@Module({
  imports: [ProjectionsModule, LedgerModule],
  providers: [RazorpayClient, PaymentsService, WebhooksService],
  exports: [RazorpayClient, PaymentsService, WebhooksService],
})
export class PaymentsModule {}
