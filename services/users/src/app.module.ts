import { Topic } from '@trio/contracts/topics';
import { ClockModule } from '@trio/service-kit/clock';
import { defineService } from '@trio/service-kit/service';
import { authFeature } from './auth/auth.module';
import { usersConfigSchema } from './config';
import { copiesFeature } from './copies/copies.module';
import { favoritesFeature } from './favorites/favorites.module';
import { identitiesFeature } from './identities/identities.feature';
import { managersFeature } from './managers/managers.module';
import { usersFeature } from './users/users.module';

/** The users service: identity, profiles, roles, favourites and property-manager records. */
export const users = defineService({
  name: 'users',
  config: usersConfigSchema,
  publishes: [Topic.UsersUser, Topic.UsersPropertyManager],
  // One event's handlers run in this order: the copies' first, then the users' roles.
  features: [
    ClockModule,
    copiesFeature,
    authFeature,
    usersFeature,
    favoritesFeature,
    managersFeature,
    identitiesFeature,
  ],
});
