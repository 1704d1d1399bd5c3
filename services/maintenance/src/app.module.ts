import { Topic } from '@trio/contracts/topics';
import { ClockModule } from '@trio/service-kit/clock';
import { mediaBucketIndicator } from '@trio/service-kit/health';
import { defineService } from '@trio/service-kit/service';
import { maintenanceConfigSchema } from './config';
import { copiesFeature } from './copies/copies.module';
import { prepareMaintenanceApp } from './http-setup';
import { maintenanceRequestsFeature } from './requests/maintenance-requests.module';

/**
 * The maintenance service: tenants' requests for the homes they rent (photos, response targets by priority), the
 * landlord's and manager's status changes and notes, the history. It knows leases, properties, people and managers
 * only from their events (copies).
 */
export const maintenance = defineService({
  name: 'maintenance',
  config: maintenanceConfigSchema,
  publishes: [Topic.MaintenanceRequest],
  // One event's handlers run in this order (the copies' first); the seed's catch-up replays topics through them too.
  features: [ClockModule, copiesFeature, maintenanceRequestsFeature],
  // Ready also means the photo bucket answers (MinIO locally).
  health: (config) => [mediaBucketIndicator(config)],
  prepareHttp: prepareMaintenanceApp,
});
