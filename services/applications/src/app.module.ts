import { Topic } from '@trio/contracts/topics';
import { JobsModule } from '@trio/service-kit/jobs';
import { APP_CONFIG } from '@trio/service-kit/config';
import { defineService } from '@trio/service-kit/service';
import { ApplicationsController } from './applications/applications.controller';
import { ApplicationsModule } from './applications/applications.module';
import { ClockModule } from './clock/clock';
import { applicationsConfigSchema, type ApplicationsConfig } from './config';
import { ExpiryQueue } from './expiry/expiry.queue';
import { ExpiryModule } from './expiry/expiry.module';
import { ExpireApplicationsJob } from './expiry/jobs/expire-applications.job';
import { OnManagerChangedHandler } from './managers/handlers/on-manager-changed.handler';
import { ManagersModule } from './managers/managers.module';
import { OnUserChangedHandler } from './people/handlers/on-user-changed.handler';
import { PeopleModule } from './people/people.module';
import { OnPropertyChangedHandler } from './properties/handlers/on-property-changed.handler';
import { PropertiesModule } from './properties/properties.module';

/**
 * The applications service: rental applications (apply, review, withdraw, expiry); leases come with the checkout
 * issue. It knows properties, people and managers only from their events (projections).
 */
export const applications = defineService({
  name: 'applications',
  config: applicationsConfigSchema,
  publishes: [Topic.ApplicationsApplication],
  imports: () => [ClockModule, PropertiesModule, PeopleModule, ManagersModule, ApplicationsModule, ExpiryModule],
  app: {
    imports: [
      JobsModule.forRootAsync({
        inject: [APP_CONFIG],
        useFactory: (config: ApplicationsConfig) => ({
          connection: config.REDIS_URL,
          queues: [ExpiryQueue],
          prefix: config.JOBS_PREFIX,
        }),
      }),
    ],
    controllers: [
      ApplicationsController,
      // Projections: the properties, people and managers this service needs, from their events.
      OnPropertyChangedHandler,
      OnUserChangedHandler,
      OnManagerChangedHandler,
    ],
    providers: [ExpireApplicationsJob],
  },
});
