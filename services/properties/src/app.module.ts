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
import { AreasController } from './areas/areas.controller';
import { AreasModule } from './areas/areas.module';
import { propertiesConfigSchema, type PropertiesConfig } from './config';
import { GeoModule } from './geo/geo.module';
import { OnManagerRegisteredHandler } from './listing-requests/handlers/on-manager-registered.handler';
import { OnPropertyListedHandler } from './listing-requests/handlers/on-property-listed.handler';
import { ListingRequestsController } from './listing-requests/listing-requests.controller';
import { ListingRequestsModule } from './listing-requests/listing-requests.module';
import { OnManagerChangedHandler } from './managers/handlers/on-manager-changed.handler';
import { ManagersModule } from './managers/managers.module';
import { MediaModule } from './media/media.module';
import { OnUserChangedHandler } from './people/handlers/on-user-changed.handler';
import { PeopleModule } from './people/people.module';
import { OnListingRequestApprovedHandler } from './properties/handlers/on-listing-request-approved.handler';
import { PropertiesController } from './properties/properties.controller';
import { PropertiesModule } from './properties/properties.module';
import { OnPropertyChangedIndexHandler } from './search/handlers/on-property-changed.handler';
import { SearchController } from './search/search.controller';
import { SearchModule } from './search/search.module';
import { UploadsController } from './uploads/uploads.controller';
import { UploadsModule } from './uploads/uploads.module';

/** Topics this service publishes to (created at start-up when missing). */
export const PROPERTIES_PUBLISHES = [Topic.PropertiesListingRequest, Topic.PropertiesProperty];

/** The feature modules: each holds its model and its service (the app below declares their controllers and handlers). */
const features = [
  AreasModule,
  GeoModule,
  ListingRequestsModule,
  ManagersModule,
  MediaModule,
  PeopleModule,
  PropertiesModule,
  UploadsModule,
];

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
        ...features,
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
      exports: [...features, SearchModule],
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
        OnListingRequestApprovedHandler,
        OnPropertyListedHandler,
        OnManagerRegisteredHandler,
        OnManagerChangedHandler,
        OnPropertyChangedIndexHandler,
        OnUserChangedHandler,
      ],
    };
  }
}
