import { type DynamicModule, Module } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import { Topic } from '@trio/contracts/topics';
import { APP_CONFIG, ConfigModule, loadConfig, type Env } from '@trio/service-kit/config';
import { EventsModule } from '@trio/service-kit/events';
import {
  HealthModule,
  kafkaIndicator,
  mongoIndicator,
  opensearchIndicator,
  redisIndicator,
} from '@trio/service-kit/health';
import { IdempotencyModule, IdentityModule } from '@trio/service-kit/http';
import { LoggingModule } from '@trio/service-kit/logging';
import type { Connection } from 'mongoose';
import { AREA_INTEREST_MODEL, areaInterestSchema } from './areas/area-interest.schema';
import { AreasController } from './areas/areas.controller';
import { propertiesConfigSchema, type PropertiesConfig } from './config';
import { LISTING_REQUEST_MODEL, listingRequestSchema } from './listing-requests/listing-request.schema';
import { ListingRequestsController } from './listing-requests/listing-requests.controller';
import { ListingRequestsService } from './listing-requests/listing-requests.service';
import { OnManagerChangedHandler } from './managers/handlers/on-manager-changed.handler';
import { MANAGER_MODEL, managerSchema } from './managers/manager.schema';
import { MediaModule } from './media/media.module';
import { ManagersService } from './managers/managers.service';
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

/** Topics this service publishes to (created at start-up when missing). */
export const PROPERTIES_PUBLISHES = [Topic.PropertiesListingRequest, Topic.PropertiesProperty];

const models = MongooseModule.forFeature([
  { name: AREA_INTEREST_MODEL, schema: areaInterestSchema },
  { name: LISTING_REQUEST_MODEL, schema: listingRequestSchema },
  { name: PROPERTY_MODEL, schema: propertySchema },
  { name: MANAGER_MODEL, schema: managerSchema },
  { name: PERSON_MODEL, schema: personSchema },
]);

/** Everything but HTTP and the Kafka consumer: what the ops commands boot. */
@Module({})
export class PropertiesCoreModule {
  static forRoot(env?: Env): DynamicModule {
    // Parsed here, before anything starts: a bad environment stops start-up naming every bad variable.
    const config = loadConfig(propertiesConfigSchema, env);
    return {
      module: PropertiesCoreModule,
      imports: [
        ConfigModule.forRoot(propertiesConfigSchema, { env }),
        LoggingModule.forRoot({ service: config.SERVICE_NAME, level: config.LOG_LEVEL }),
        MongooseModule.forRoot(config.MONGO_URL, { dbName: config.MONGO_DB }),
        models,
        MediaModule,
        SearchModule.forRoot({
          node: config.OPENSEARCH_URL,
          indexNames: { properties: config.PROPERTIES_INDEX, places: config.PLACES_INDEX },
        }),
        EventsModule.forRoot({
          service: config.SERVICE_NAME,
          brokers: config.KAFKA_BROKERS,
          topics: PROPERTIES_PUBLISHES,
          topicPrefix: config.EVENTS_TOPIC_PREFIX,
        }),
      ],
      providers: [ManagersService, ListingRequestsService, PropertiesService],
      exports: [models, MediaModule, SearchModule, ManagersService, ListingRequestsService, PropertiesService],
    };
  }
}

/** The properties service: HTTP API behind the gateway plus its event consumers. */
@Module({})
export class PropertiesAppModule {
  static forRoot(env?: Env): DynamicModule {
    return {
      module: PropertiesAppModule,
      imports: [
        PropertiesCoreModule.forRoot(env),
        IdentityModule.forRoot(),
        IdempotencyModule.forRoot(),
        HealthModule.forRootAsync({
          inject: [APP_CONFIG, getConnectionToken()],
          useFactory: (c: PropertiesConfig, connection: Connection) => ({
            indicators: [
              mongoIndicator(connection),
              kafkaIndicator(c.KAFKA_BROKERS),
              redisIndicator(c.REDIS_URL),
              opensearchIndicator(c.OPENSEARCH_URL),
            ],
          }),
        }),
      ],
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
    };
  }
}
