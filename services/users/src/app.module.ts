import { type DynamicModule, Module } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import { Topic } from '@trio/contracts/topics';
import { APP_CONFIG, ConfigModule, loadConfig } from '@trio/service-kit/config';
import type { Env } from '@trio/service-kit/config';
import { EventsModule } from '@trio/service-kit/events';
import { HealthModule, kafkaIndicator, mongoIndicator, redisIndicator } from '@trio/service-kit/health';
import { IdempotencyModule, IdentityModule } from '@trio/service-kit/http';
import { LoggingModule } from '@trio/service-kit/logging';
import type { Connection } from 'mongoose';
import { AuthController, JwksController } from './auth/auth.controller';
import { AuthModule } from './auth/auth.module';
import { usersConfigSchema, type UsersConfig } from './config';
import { FavoritesController } from './favorites/favorites.controller';
import { FavoritesModule } from './favorites/favorites.module';
import { IdentitiesController } from './identities/identities.controller';
import { ManagersController } from './managers/managers.controller';
import { ManagersModule } from './managers/managers.module';
import { OnPropertyChangedHandler } from './property-cards/handlers/on-property-changed.handler';
import { PropertyCardsModule } from './property-cards/property-cards.module';
import { OnManagerChangedHandler } from './users/handlers/on-manager-changed.handler';
import { OnPropertyListedHandler } from './users/handlers/on-property-listed.handler';
import { UsersController } from './users/users.controller';
import { UsersModule } from './users/users.module';

/** Topics this service publishes to (created at start-up when missing). */
export const USERS_PUBLISHES = [Topic.UsersUser, Topic.UsersPropertyManager];
/** Topics it consumes: property events (cards, landlord role) and its own manager events (manager role). */
export const USERS_CONSUMES = [Topic.PropertiesProperty, Topic.UsersPropertyManager];

/** The feature modules the ops commands use too: each holds its model and its service. */
const features = [UsersModule, ManagersModule, PropertyCardsModule, FavoritesModule];

/** Everything but HTTP and the Kafka consumer: what the ops commands boot. */
@Module({})
export class UsersCoreModule {
  static forRoot(env?: Env): DynamicModule {
    // Parsed here, before anything starts: a bad environment stops start-up naming every bad variable.
    const config = loadConfig(usersConfigSchema, env);
    return {
      module: UsersCoreModule,
      imports: [
        ConfigModule.forRoot(usersConfigSchema, { env }),
        LoggingModule.forRoot({ service: config.SERVICE_NAME, level: config.LOG_LEVEL }),
        MongooseModule.forRoot(config.MONGO_URL, { dbName: config.MONGO_DB }),
        ...features,
        EventsModule.forRoot({
          service: config.SERVICE_NAME,
          brokers: config.KAFKA_BROKERS,
          topics: USERS_PUBLISHES,
          topicPrefix: config.EVENTS_TOPIC_PREFIX,
        }),
      ],
      exports: features,
    };
  }
}

/** The users service: HTTP API behind the gateway plus its event consumers. */
@Module({})
export class UsersAppModule {
  static forRoot(env?: Env): DynamicModule {
    return {
      module: UsersAppModule,
      imports: [
        UsersCoreModule.forRoot(env),
        AuthModule,
        IdentityModule.forRoot(),
        IdempotencyModule.forRoot(),
        HealthModule.forRootAsync({
          inject: [APP_CONFIG, getConnectionToken()],
          useFactory: (c: UsersConfig, connection: Connection) => ({
            indicators: [mongoIndicator(connection), kafkaIndicator(c.KAFKA_BROKERS), redisIndicator(c.REDIS_URL)],
          }),
        }),
      ],
      controllers: [
        AuthController,
        JwksController,
        UsersController,
        FavoritesController,
        ManagersController,
        IdentitiesController,
        OnPropertyChangedHandler,
        OnPropertyListedHandler,
        OnManagerChangedHandler,
      ],
    };
  }
}
