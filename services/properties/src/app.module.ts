import { Topic } from '@trio/contracts/topics';
import { opensearchIndicator } from '@trio/service-kit/health';
import { defineService } from '@trio/service-kit/service';
import { AREA_INTEREST_MODEL, areaInterestSchema } from './areas/area-interest.schema';
import { AreasController } from './areas/areas.controller';
import { propertiesConfigSchema } from './config';
import { preparePropertiesApp } from './http-setup';
import { LISTING_REQUEST_MODEL, listingRequestSchema } from './listing-requests/listing-request.schema';
import { ListingRequestsController } from './listing-requests/listing-requests.controller';
import { ListingRequestsService } from './listing-requests/listing-requests.service';
import { OnManagerChangedHandler } from './managers/handlers/on-manager-changed.handler';
import { MANAGER_MODEL, managerSchema } from './managers/manager.schema';
import { ManagersService } from './managers/managers.service';
import { MediaModule } from './media/media.module';
import { OnUserChangedHandler } from './people/handlers/on-user-changed.handler';
import { PERSON_MODEL, personSchema } from './people/person.schema';
import { PropertiesController } from './properties/properties.controller';
import { PropertiesService } from './properties/properties.service';
import { PROPERTY_MODEL, propertySchema } from './properties/property.schema';
import { OnPropertyChangedIndexHandler } from './search/handlers/on-property-changed.handler';
import { SearchController } from './search/search.controller';
import { SearchModule } from './search/search.module';
import { UploadsController } from './uploads/uploads.controller';
import { UploadsService } from './uploads/uploads.service';

/** The properties service: properties, listing requests, media, the search indexes and nearby places. */
export const properties = defineService({
  name: 'properties',
  config: propertiesConfigSchema,
  publishes: [Topic.PropertiesListingRequest, Topic.PropertiesProperty],
  models: [
    { name: AREA_INTEREST_MODEL, schema: areaInterestSchema },
    { name: LISTING_REQUEST_MODEL, schema: listingRequestSchema },
    { name: PROPERTY_MODEL, schema: propertySchema },
    { name: MANAGER_MODEL, schema: managerSchema },
    { name: PERSON_MODEL, schema: personSchema },
  ],
  imports: (config) => [
    MediaModule,
    SearchModule.forRoot({
      node: config.OPENSEARCH_URL,
      indexNames: { properties: config.PROPERTIES_INDEX, places: config.PLACES_INDEX },
    }),
  ],
  providers: [ManagersService, ListingRequestsService, PropertiesService],
  app: {
    controllers: [
      ListingRequestsController,
      PropertiesController,
      UploadsController,
      SearchController,
      AreasController,
      OnManagerChangedHandler,
      OnPropertyChangedIndexHandler,
      OnUserChangedHandler,
    ],
    providers: [UploadsService],
    health: (config) => [opensearchIndicator(config.OPENSEARCH_URL)],
    prepareHttp: preparePropertiesApp,
  },
});
