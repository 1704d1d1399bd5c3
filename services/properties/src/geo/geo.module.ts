import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG } from '@trio/service-kit/config';
import { createGeocoder, type Geocoder } from './geocoder';

/** The one Geocoder of the app: property locations and "what is near this address" both ask it. */
export const GEOCODER = Symbol.for('trio.properties.geocoder');

/** The part of the app's configuration that picks the geocoder. */
export interface GeocoderSettings {
  NOMINATIM_URL?: string;
  NOMINATIM_USER_AGENT?: string;
}

/**
 * Provides {@link GEOCODER}, chosen by configuration as README.md "Geocoding order" says: Nominatim backed by the
 * offline gazetteer when NOMINATIM_URL is set, the offline gazetteer alone otherwise.
 */
@Module({
  providers: [
    {
      provide: GEOCODER,
      inject: [{ token: APP_CONFIG, optional: true }],
      useFactory: (config?: GeocoderSettings): Geocoder => {
        const log = new Logger('Geocoder');
        return createGeocoder({
          nominatim: config?.NOMINATIM_URL
            ? { baseUrl: config.NOMINATIM_URL, userAgent: config.NOMINATIM_USER_AGENT }
            : undefined,
          onPrimaryError: (error) =>
            log.warn(`Nominatim failed, placed offline instead: ${error instanceof Error ? error.message : error}`),
        });
      },
    },
  ],
  exports: [GEOCODER],
})
export class GeoModule {}
