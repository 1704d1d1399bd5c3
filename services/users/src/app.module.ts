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
import { AccessTokensService } from './auth/access-tokens.service';
import { AuthController, JwksController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { GoogleIdTokenVerifier } from './auth/google-id-token.verifier';
import { LoginAttemptsService } from './auth/login-attempts.service';
import { REFRESH_TOKEN_MODEL, refreshTokenSchema } from './auth/refresh-token.schema';
import { RefreshTokensService } from './auth/refresh-tokens.service';
import { SIGNING_KEY_MODEL, signingKeySchema } from './auth/signing-key.schema';
import { usersConfigSchema, type UsersConfig } from './config';
import { FavoritesController } from './favorites/favorites.controller';
import { FavoritesService } from './favorites/favorites.service';
import { IdentitiesController } from './identities/identities.controller';
import { OnManagerChangedHandler } from './managers/handlers/on-manager-changed.handler';
import { MANAGER_MODEL, managerSchema } from './managers/manager.schema';
import { ManagersController } from './managers/managers.controller';
import { ManagersService } from './managers/managers.service';
import { OnPropertyChangedHandler } from './property-cards/handlers/on-property-changed.handler';
import { PROPERTY_CARD_MODEL, propertyCardSchema } from './property-cards/property-card.schema';
import { PropertyCardsService } from './property-cards/property-cards.service';
import { UsersRedis } from './redis.provider';
import { USER_MODEL, userSchema } from './users/user.schema';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';

/** Topics this service publishes to (created at start-up when missing). */
export const USERS_PUBLISHES = [Topic.UsersUser, Topic.UsersPropertyManager];
/** Topics it consumes: property events (cards, landlord role) and its own manager events (manager role). */
export const USERS_CONSUMES = [Topic.PropertiesProperty, Topic.UsersPropertyManager];

const models = MongooseModule.forFeature([
  { name: USER_MODEL, schema: userSchema },
  { name: MANAGER_MODEL, schema: managerSchema },
  { name: PROPERTY_CARD_MODEL, schema: propertyCardSchema },
  { name: REFRESH_TOKEN_MODEL, schema: refreshTokenSchema },
  { name: SIGNING_KEY_MODEL, schema: signingKeySchema },
]);

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
        models,
        EventsModule.forRoot({
          service: config.SERVICE_NAME,
          brokers: config.KAFKA_BROKERS,
          topics: USERS_PUBLISHES,
          topicPrefix: config.EVENTS_TOPIC_PREFIX,
        }),
      ],
      providers: [UsersService, ManagersService, PropertyCardsService],
      exports: [models, UsersService, ManagersService, PropertyCardsService],
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
        OnManagerChangedHandler,
      ],
      providers: [
        UsersRedis,
        AccessTokensService,
        RefreshTokensService,
        LoginAttemptsService,
        GoogleIdTokenVerifier,
        AuthService,
        FavoritesService,
      ],
    };
  }
}
