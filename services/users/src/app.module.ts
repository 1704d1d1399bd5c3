import { Topic } from '@trio/contracts/topics';
import { RedisModule } from '@trio/service-kit/redis';
import { defineService } from '@trio/service-kit/service';
import { AccessTokensService } from './auth/access-tokens.service';
import { AuthController, JwksController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { GoogleIdTokenVerifier } from './auth/google-id-token.verifier';
import { LoginAttemptsService } from './auth/login-attempts.service';
import { REFRESH_TOKEN_MODEL, refreshTokenSchema } from './auth/refresh-token.schema';
import { RefreshTokensService } from './auth/refresh-tokens.service';
import { SIGNING_KEY_MODEL, signingKeySchema } from './auth/signing-key.schema';
import { usersConfigSchema } from './config';
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
import { USER_MODEL, userSchema } from './users/user.schema';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';

/** The users service: identity, profiles, roles, favourites and property-manager records. */
export const users = defineService({
  name: 'users',
  config: usersConfigSchema,
  publishes: [Topic.UsersUser, Topic.UsersPropertyManager],
  models: [
    { name: USER_MODEL, schema: userSchema },
    { name: MANAGER_MODEL, schema: managerSchema },
    { name: PROPERTY_CARD_MODEL, schema: propertyCardSchema },
    { name: REFRESH_TOKEN_MODEL, schema: refreshTokenSchema },
    { name: SIGNING_KEY_MODEL, schema: signingKeySchema },
  ],
  providers: [UsersService, ManagersService, PropertyCardsService],
  app: {
    imports: [RedisModule.forRoot()], // sign-in attempt counters
    controllers: [
      AuthController,
      JwksController,
      UsersController,
      FavoritesController,
      ManagersController,
      IdentitiesController,
      // Property events (cards, landlord role) and its own manager events (manager role).
      OnPropertyChangedHandler,
      OnManagerChangedHandler,
    ],
    providers: [
      AccessTokensService,
      RefreshTokensService,
      LoginAttemptsService,
      GoogleIdTokenVerifier,
      AuthService,
      FavoritesService,
    ],
  },
});
