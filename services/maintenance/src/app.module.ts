import { Topic } from '@trio/contracts/topics';
import { s3Indicator } from '@trio/service-kit/health';
import { defineService } from '@trio/service-kit/service';
import { ClockModule } from '@trio/service-kit/clock';
import { RedisModule } from '@trio/service-kit/redis';
import { maintenanceConfigSchema } from './config';
import { prepareMaintenanceApp } from './http-setup';
import { copies, CopiesModule } from './copies/copies.module';
import { OnPropertyUpdatedHandler } from './requests/handlers/on-property-updated.handler';
import { OnRequestChangedHandler } from './requests/handlers/on-request-changed.handler';
import { MaintenanceRequestsController } from './requests/maintenance-requests.controller';
import { MaintenanceRequestsModule } from './requests/maintenance-requests.module';
import { SubmissionThrottle } from './requests/submission-throttle';

/**
 * The event handlers, in the order one event's handlers run (the copies' first): a changed home's requests name its
 * owner and manager from its copy. The seed's catch-up replays topics through them too.
 */
export const eventHandlers = [...copies.map((copy) => copy.handler), OnPropertyUpdatedHandler, OnRequestChangedHandler];

/**
 * The maintenance service: tenants' requests for the homes they rent (photos, response targets by priority), the
 * landlord's and manager's status changes and notes, the history. It knows leases, properties, people and managers
 * only from their events (copies).
 */
export const maintenance = defineService({
  name: 'maintenance',
  config: maintenanceConfigSchema,
  publishes: [Topic.MaintenanceRequest],
  imports: () => [ClockModule, CopiesModule, MaintenanceRequestsModule],
  app: {
    imports: [RedisModule.forRoot()], // Redis: the submission throttle's counts
    providers: [SubmissionThrottle],
    controllers: [MaintenanceRequestsController, ...eventHandlers],
    // Ready also means the photo bucket answers (MinIO locally).
    health: (config) => [
      s3Indicator(
        {
          endpoint: config.S3_ENDPOINT,
          accessKey: config.S3_ACCESS_KEY,
          secretKey: config.S3_SECRET_KEY,
          region: config.S3_REGION,
        },
        { bucket: config.MEDIA_BUCKET },
      ),
    ],
    prepareHttp: prepareMaintenanceApp,
  },
});
