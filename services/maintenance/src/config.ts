import { positiveInt, s3ConfigSchema, serviceConfigSchema, type ConfigOf } from '@trio/service-kit/config';
import { z } from 'zod';

/** The maintenance service's environment, parsed once at start-up. */
export const maintenanceConfigSchema = z.object({
  ...serviceConfigSchema('maintenance', 3105).shape,
  ...s3ConfigSchema.shape,
  /** The bucket of request photos: private (served only through the service, to whoever may see the request). */
  MEDIA_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .default('trio-maintenance'),
  /** Maintenance requests one tenant may send for one home within MAINTENANCE_REQUEST_WINDOW_MINUTES (then 429). */
  MAINTENANCE_REQUESTS_PER_WINDOW: positiveInt('requests').default(5),
  MAINTENANCE_REQUEST_WINDOW_MINUTES: positiveInt('minutes').default(10),
});
export type MaintenanceConfig = ConfigOf<typeof maintenanceConfigSchema>;
