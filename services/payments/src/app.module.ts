import { Topic } from '@trio/contracts/topics';
import { ClockModule } from '@trio/service-kit/clock';
import { mediaBucketIndicator } from '@trio/service-kit/health';
import { defineService } from '@trio/service-kit/service';
import { paymentsConfigSchema } from './config';
import { copiesFeature } from './copies/copies.module';
import { DepositQueue } from './deposits/deposit.queue';
import { depositsFeature } from './deposits/deposits.module';
import { preparePaymentsApp } from './http-setup';
import { landlordBooksFeature } from './landlord-books/landlord-books.module';
import { ledgerFeature } from './ledger/ledger.module';
import { RentQueue } from './ledger/rent.queue';
import { paymentsFeature } from './payments/payments.module';

/**
 * The payments service: Razorpay orders whose amounts it computes, payments completed only on a verified signature
 * or webhook (once), refunds, receipts and the rent ledger of each lease. It knows properties, applications and
 * leases only from their events (copies).
 */
export const payments = defineService({
  name: 'payments',
  config: paymentsConfigSchema,
  publishes: [Topic.PaymentsPayment, Topic.PaymentsRent, Topic.PaymentsDeposit],
  queues: [RentQueue, DepositQueue],
  // One event's handlers run in this order (the copies' first): a new lease gets its rent ledger, an ended one frees its
  // home's claim, a captured payment is settled and its rent month marked paid, and then the landlord's book takes the
  // lease or the payment; a new lease gets its security deposit (before the book takes it), and a settled one its
  // refund. The seed's catch-up replays topics through them.
  features: [ClockModule, copiesFeature, ledgerFeature, paymentsFeature, depositsFeature, landlordBooksFeature],
  // Ready also means the inspection photos' bucket answers (MinIO locally).
  health: (config) => [mediaBucketIndicator(config)],
  // The webhook's raw JSON body and the inspection's photo uploads (http-setup).
  prepareHttp: preparePaymentsApp,
});
