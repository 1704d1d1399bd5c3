import { Topic } from '@trio/contracts/topics';
import { ClockModule } from '@trio/service-kit/clock';
import { RedisModule } from '@trio/service-kit/redis';
import { defineService } from '@trio/service-kit/service';
import { AuthController, JwksController } from './auth/auth.controller';
import { AuthModule } from './auth/auth.module';
import { usersConfigSchema } from './config';
import { copies, CopiesModule } from './copies/copies.module';
import { FavoritesController } from './favorites/favorites.controller';
import { FavoritesModule } from './favorites/favorites.module';
import { IdentitiesController } from './identities/identities.controller';
import { ManagersController } from './managers/managers.controller';
import { ManagersModule } from './managers/managers.module';
import { OnManagerChangedHandler } from './users/handlers/on-manager-changed.handler';
import { OnPropertyListedHandler } from './users/handlers/on-property-listed.handler';
import { UsersController } from './users/users.controller';
import { UsersModule } from './users/users.module';

/** The users service: identity, profiles, roles, favourites and property-manager records. */
export const users = defineService({
  name: 'users',
  config: usersConfigSchema,
  publishes: [Topic.UsersUser, Topic.UsersPropertyManager],
  // Each feature module holds its model and its service; the app declares the feature's controllers and handlers.
  imports: () => [ClockModule, UsersModule, ManagersModule, CopiesModule, FavoritesModule],
  app: {
    imports: [RedisModule.forRoot(), AuthModule], // Redis: sign-in attempt counters
    controllers: [
      AuthController,
      JwksController,
      UsersController,
      FavoritesController,
      ManagersController,
      IdentitiesController,
      // properties.property: favourite cards (the copy, first), and ownership (the landlord role);
      // users.property-manager: manager role.
      ...copies.map((copy) => copy.handler),
      OnPropertyListedHandler,
      OnManagerChangedHandler,
    ],
  },
});
