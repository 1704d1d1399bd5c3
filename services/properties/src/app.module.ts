import { Topic } from '@trio/contracts/topics';
import { opensearchIndicator } from '@trio/service-kit/health';
import { defineService } from '@trio/service-kit/service';
import { AreasController } from './areas/areas.controller';
import { AreasModule } from './areas/areas.module';
import { propertiesConfigSchema } from './config';
import { copies, CopiesModule } from './copies/copies.module';
import { GeoModule } from './geo/geo.module';
import { preparePropertiesApp } from './http-setup';
import { OnManagerRegisteredHandler } from './listing-requests/handlers/on-manager-registered.handler';
import { OnPropertyListedHandler } from './listing-requests/handlers/on-property-listed.handler';
import { ListingRequestsController } from './listing-requests/listing-requests.controller';
import { ListingRequestsModule } from './listing-requests/listing-requests.module';
import { MediaModule } from './media/media.module';
import { OnListingRequestApprovedHandler } from './properties/handlers/on-listing-request-approved.handler';
import { OnLeaseChangedHandler } from './properties/handlers/on-lease-changed.handler';
import { OnPropertyChangedHandler } from './properties/handlers/on-property-changed.handler';
import { PropertiesController } from './properties/properties.controller';
import { PropertiesModule } from './properties/properties.module';
import { OnPropertyChangedIndexHandler } from './search/handlers/on-property-changed.handler';
import { PlacesController } from './search/places.controller';
import { SearchController } from './search/search.controller';
import { SearchModule } from './search/search.module';
import { UploadsController } from './uploads/uploads.controller';
import { UploadsModule } from './uploads/uploads.module';

/** The properties service: properties, listing requests, media, the search indexes and nearby places. */
export const properties = defineService({
  name: 'properties',
  config: propertiesConfigSchema,
  publishes: [Topic.PropertiesListingRequest, Topic.PropertiesProperty],
  // Each feature module holds its model and its service; the app declares the feature's controllers and handlers.
  imports: (config) => [
    AreasModule,
    GeoModule,
    CopiesModule,
    ListingRequestsModule,
    MediaModule,
    PropertiesModule,
    UploadsModule,
    SearchModule.forRoot({
      node: config.OPENSEARCH_URL,
      searchCacheMs: config.SEARCH_CACHE_MS,
      indexNames: {
        properties: config.PROPERTIES_INDEX,
        places: config.PLACES_INDEX,
        ...(config.PLACE_SUGGESTIONS_INDEX ? { placeSuggestions: config.PLACE_SUGGESTIONS_INDEX } : {}),
      },
    }),
  ],
  app: {
    controllers: [
      ListingRequestsController,
      PropertiesController,
      UploadsController,
      SearchController,
      PlacesController,
      AreasController,
      // Events, own and foreign: the copies (managers, people) first; an approval lists its property, which lists its
      // request; a new manager takes the requests that waited; search.
      ...copies.map((copy) => copy.handler),
      OnListingRequestApprovedHandler,
      OnLeaseChangedHandler,
      OnPropertyChangedHandler,
      OnPropertyListedHandler,
      OnManagerRegisteredHandler,
      OnPropertyChangedIndexHandler,
    ],
    health: (config) => [opensearchIndicator(config.OPENSEARCH_URL)],
    prepareHttp: preparePropertiesApp,
  },
});
