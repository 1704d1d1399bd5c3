import { razorpayWebhook } from '@trio/contracts/http/payments';
import { Topic } from '@trio/contracts/topics';
import { APP_CONFIG } from '@trio/service-kit/config';
import { installRawJsonBodies } from '@trio/service-kit/http';
import { JobsModule } from '@trio/service-kit/jobs';
import { defineService } from '@trio/service-kit/service';
import { ClockModule } from '@trio/service-kit/clock';
import { paymentsConfigSchema, type PaymentsConfig } from './config';
import { OnPaymentReceivedHandler } from './landlord-books/handlers/on-payment-received.handler';
import { LandlordBooksController } from './landlord-books/landlord-books.controller';
import { LandlordBooksModule } from './landlord-books/landlord-books.module';
import { RentNoticesJob } from './ledger/jobs/rent-notices.job';
import { LedgerModule } from './ledger/ledger.module';
import { RentQueue } from './ledger/rent.queue';
import { CheckoutController } from './payments/checkout.controller';
import { PaymentsController } from './payments/payments.controller';
import { PaymentsModule } from './payments/payments.module';
import { WebhookController } from './payments/webhook.controller';
import { copies, CopiesModule } from './copies/copies.module';
import { OnLeaseChangedHandler } from './landlord-books/handlers/on-lease-changed.handler';
import { OnLeaseCreatedHandler } from './ledger/handlers/on-lease-created.handler';
import { OnRentPaymentCapturedHandler } from './ledger/handlers/on-rent-payment-captured.handler';
import { OnApplicationClosedHandler } from './payments/handlers/on-application-closed.handler';
import { OnLeaseEndedHandler } from './payments/handlers/on-lease-ended.handler';
import { OnPaymentCapturedHandler } from './payments/handlers/on-payment-captured.handler';

/**
 * The event handlers, in the order one event's handlers run (the copies' first): a new lease gets its rent ledger,
 * an ended one frees its home's claim, and then the landlord's book takes the lease. A captured payment is settled
 * (its claims), then its month marked paid in the ledger, then the landlord's book takes the payment. The seed's
 * catch-up replays topics through them too.
 */
export const eventHandlers = [
  ...copies.map((copy) => copy.handler),
  OnLeaseCreatedHandler,
  OnLeaseEndedHandler,
  OnApplicationClosedHandler,
  OnLeaseChangedHandler,
  // This service's own payment events: settled first, so the ledger finds who won the month.
  OnPaymentCapturedHandler,
  OnRentPaymentCapturedHandler,
  // The landlords' books, from this service's own payment and rent events.
  OnPaymentReceivedHandler,
];

/**
 * The payments service: Razorpay orders whose amounts it computes, payments completed only on a verified signature
 * or webhook (once), refunds, receipts and the rent ledger of each lease. It knows properties, applications and
 * leases only from their events (copies).
 */
export const payments = defineService({
  name: 'payments',
  config: paymentsConfigSchema,
  publishes: [Topic.PaymentsPayment, Topic.PaymentsRent],
  imports: () => [ClockModule, CopiesModule, LedgerModule, PaymentsModule, LandlordBooksModule],
  app: {
    imports: [
      JobsModule.forRootAsync({
        inject: [APP_CONFIG],
        useFactory: (config: PaymentsConfig) => ({
          connection: config.REDIS_URL,
          queues: [RentQueue],
          prefix: config.JOBS_PREFIX,
        }),
      }),
    ],
    controllers: [CheckoutController, PaymentsController, WebhookController, LandlordBooksController, ...eventHandlers],
    providers: [RentNoticesJob],
    // The webhook's signature is over the exact bytes Razorpay sent: its JSON body is kept raw.
    prepareHttp: (app) => installRawJsonBodies(app, [razorpayWebhook.path]),
  },
});
