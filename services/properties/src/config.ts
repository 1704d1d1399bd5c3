import {
  opensearchConfigSchema,
  s3ConfigSchema,
  serviceConfigSchema,
  urlWithScheme,
  type ConfigOf,
} from '@trio/service-kit/config';
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
  /**
   * Identical searches within this many milliseconds answer from the replica's cache (search/search-cache.ts);
   * 0 turns it off.
   */
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** The place-suggestions index; unset: `place-suggestions`, or `<PROPERTIES_INDEX>-place-suggestions` beside a non-default PROPERTIES_INDEX. */
  PLACE_SUGGESTIONS_INDEX: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .optional(),
  /** The saved searches' percolator index; unset: `saved-searches`, or `<PROPERTIES_INDEX>-saved-searches` beside a non-default PROPERTIES_INDEX. */
  SAVED_SEARCHES_INDEX: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .optional(),
  /**
   * Signs the one-click unsubscribe links of saved-search alerts (saved-searches/unsubscribe-token.ts). Changing it
   * turns the links in every alert already sent into 404s (the saved searches are still managed on /profile).
   */
  SAVED_SEARCH_UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /**
   * Online geocoding (geo/README.md "Geocoding order"): a Nominatim-compatible base URL. Unset, addresses are placed
   * from the offline gazetteer alone.
   */
  NOMINATIM_URL: urlWithScheme('http', 'https').optional(),
  /** The User-Agent sent to Nominatim, as its usage policy asks. */
  NOMINATIM_USER_AGENT: z.string().trim().min(1).max(200).optional(),
});
export type PropertiesConfig = ConfigOf<typeof propertiesConfigSchema>;
