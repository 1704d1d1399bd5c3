import { opensearchConfigSchema, s3ConfigSchema, serviceConfigSchema, type ConfigOf } from '@trio/service-kit/config';
import { z } from 'zod';

/** The properties service's environment, parsed once at start-up. */
export const propertiesConfigSchema = z.object({
  ...serviceConfigSchema('properties', 3102).shape,
  ...opensearchConfigSchema.shape,
  ...s3ConfigSchema.shape,
  MEDIA_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .default('trio-media'),
  /** Names of the OpenSearch aliases (tests use their own). */
  PROPERTIES_INDEX: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('properties'),
  PLACES_INDEX: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('places'),
});
export type PropertiesConfig = ConfigOf<typeof propertiesConfigSchema>;
