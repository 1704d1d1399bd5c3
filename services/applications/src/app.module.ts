import { Topic } from '@trio/contracts/topics';
import { JobsModule } from '@trio/service-kit/jobs';
import { APP_CONFIG } from '@trio/service-kit/config';
import { defineService } from '@trio/service-kit/service';
import { ApplicationsController } from './applications/applications.controller';
import { ApplicationsModule } from './applications/applications.module';
import { ClockModule } from '@trio/service-kit/clock';
import { applicationsConfigSchema, type ApplicationsConfig } from './config';
import { ExpiryQueue } from './expiry/expiry.queue';
import { ExpiryModule } from './expiry/expiry.module';
import { ExpireApplicationsJob } from './expiry/jobs/expire-applications.job';
import { OnLeaseCreatedHandler } from './applications/handlers/on-lease-created.handler';
import { OnLeaseChangedHandler } from './leases/handlers/on-lease-changed.handler';
import { OnPaymentCapturedHandler } from './leases/handlers/on-payment-captured.handler';
import { EndLeasesJob } from './leases/jobs/end-leases.job';
import { LeasesController } from './leases/leases.controller';
import { LeasesModule } from './leases/leases.module';
import { LeasesQueue } from './leases/leases.queue';
import { OnPropertyUpdatedHandler } from './applications/handlers/on-property-updated.handler';
import { copies, CopiesModule } from './copies/copies.module';
import { OnPropertyChangedHandler } from './leases/handlers/on-property-changed.handler';

/**
 * The event handlers, in the order one event's handlers run (the copies' first). Leases: the captured initial
 * payment makes the lease; the lease completes and closes applications. A changed home: the landlord's kept leases
 * are read again, then its applications name its new manager. The seed's catch-up replays topics through them too.
 */
export const eventHandlers = [
  ...copies.map((copy) => copy.handler),
  OnPaymentCapturedHandler,
  OnLeaseChangedHandler,
  OnLeaseCreatedHandler,
  OnPropertyChangedHandler,
  OnPropertyUpdatedHandler,
];

/**
 * The applications service: rental applications (apply, review, withdraw, expiry) and leases (made from the
 * captured initial payment, ended on their end date, the agreement PDF). It knows properties, people, managers and
 * payments only from their events.
 */
export const applications = defineService({
  name: 'applications',
  config: applicationsConfigSchema,
  publishes: [Topic.ApplicationsApplication, Topic.ApplicationsLease],
  imports: () => [ClockModule, CopiesModule, ApplicationsModule, ExpiryModule, LeasesModule],
  app: {
    imports: [
      JobsModule.forRootAsync({
        inject: [APP_CONFIG],
        useFactory: (config: ApplicationsConfig) => ({
          connection: config.REDIS_URL,
          queues: [ExpiryQueue, LeasesQueue],
          prefix: config.JOBS_PREFIX,
        }),
      }),
    ],
    controllers: [ApplicationsController, LeasesController, ...eventHandlers],
    providers: [ExpireApplicationsJob, EndLeasesJob],
  },
});
