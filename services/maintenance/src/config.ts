import { s3ConfigSchema, serviceConfigSchema, type ConfigOf } from '@trio/service-kit/config';
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
});
export type MaintenanceConfig = ConfigOf<typeof maintenanceConfigSchema>;
