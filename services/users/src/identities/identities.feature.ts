import { defineFeature } from '@trio/service-kit/service';
import { IdentitiesController } from './identities.controller';

/** Who a user is, for the gateway: a controller over the users feature's UsersService, with no module of its own. */
export const identitiesFeature = defineFeature({ controllers: [IdentitiesController] });
