import { Topic } from '@trio/contracts/topics';
import { s3Indicator } from '@trio/service-kit/health';
import { defineService } from '@trio/service-kit/service';
import { ClockModule } from '@trio/service-kit/clock';
import { RedisModule } from '@trio/service-kit/redis';
import { maintenanceConfigSchema } from './config';
import { prepareMaintenanceApp } from './http-setup';
import { OnLeaseChangedHandler } from './projections/handlers/on-lease-changed.handler';
import { OnManagerChangedHandler } from './projections/handlers/on-manager-changed.handler';
import { OnPropertyChangedHandler } from './projections/handlers/on-property-changed.handler';
import { OnUserChangedHandler } from './projections/handlers/on-user-changed.handler';
import { OnRequestChangedHandler } from './requests/handlers/on-request-changed.handler';
import { ProjectionsModule } from './projections/projections.module';
import { MaintenanceRequestsController } from './requests/maintenance-requests.controller';
import { MaintenanceRequestsModule } from './requests/maintenance-requests.module';
import { SubmissionThrottle } from './requests/submission-throttle';

/**
 * The maintenance service: tenants' requests for the homes they rent (photos, response targets by priority), the
 * landlord's and manager's status changes and notes, the history. It knows leases, properties, people and managers
 * only from their events (projections).
 */
export const maintenance = defineService({
  name: 'maintenance',
  config: maintenanceConfigSchema,
  publishes: [Topic.MaintenanceRequest],
  imports: () => [ClockModule, ProjectionsModule, MaintenanceRequestsModule],
  app: {
    imports: [RedisModule.forRoot()], // Redis: the submission throttle's counts
    providers: [SubmissionThrottle],
    controllers: [
      MaintenanceRequestsController,
      // Projections: the leases, properties, people and managers this service needs, from their events.
      OnLeaseChangedHandler,
      OnPropertyChangedHandler,
      OnUserChangedHandler,
      OnManagerChangedHandler,
      OnRequestChangedHandler,
    ],
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
