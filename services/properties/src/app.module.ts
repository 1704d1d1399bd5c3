import { Topic } from '@trio/contracts/topics';
import { opensearchIndicator } from '@trio/service-kit/health';
import { defineService } from '@trio/service-kit/service';
import { areasFeature } from './areas/areas.module';
import { propertiesConfigSchema } from './config';
import { copiesFeature } from './copies/copies.module';
import { GeoModule } from './geo/geo.module';
import { preparePropertiesApp } from './http-setup';
import { listingRequestsFeature } from './listing-requests/listing-requests.module';
import { MediaModule } from './media/media.module';
import { propertiesFeature } from './properties/properties.module';
import { savedSearchesFeature } from './saved-searches/saved-searches.module';
import { searchFeature } from './search/search.module';
import { uploadsFeature } from './uploads/uploads.module';

/** The properties service: properties, listing requests, media, the search indexes and nearby places. */
export const properties = defineService({
  name: 'properties',
  config: propertiesConfigSchema,
  publishes: [
    Topic.PropertiesListingRequest,
    Topic.PropertiesProperty,
    Topic.PropertiesSavedSearch,
    Topic.PropertiesAreaInterest,
  ],
  // One event's handlers run in this order, own events and foreign: the copies (managers, people) first; an approval
  // lists its property, which lists its request; a new manager takes the requests that waited; search; then the
  // saved searches a newly listed home matches and the area interests it serves (both as the index holds it).
  features: [
    GeoModule,
    copiesFeature,
    propertiesFeature,
    listingRequestsFeature,
    MediaModule,
    uploadsFeature,
    searchFeature,
    savedSearchesFeature,
    areasFeature,
  ],
  health: (config) => [opensearchIndicator(config.OPENSEARCH_URL)],
  prepareHttp: preparePropertiesApp,
});
