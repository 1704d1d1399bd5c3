import { Injectable } from '@nestjs/common';
import { routePath } from '@trio/contracts/http/route';
import { identity as identityRoute, jwks as jwksRoute } from '@trio/contracts/http/users';
import { InjectConfig } from '@trio/service-kit/config';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { type Caller } from '../http/caller';
import { type GatewayConfig } from '../config';
import { problemCodeOf, ServiceClient, serviceClientOptions } from './service-client';
import { signInBusy, signInUnavailable } from '../auth/auth.exception';

/** How the gateway itself signs its own calls to services (not on behalf of a user). */
export const GATEWAY_SYSTEM_IDENTITY: GatewayIdentity = {
  userId: 'gateway',
  email: 'gateway@trio.internal',
  role: 'system',
};

/** The users service (USERS_URL): identity, profiles, roles, favourites, property-manager records. */
@Injectable()
export class UsersClient extends ServiceClient {
  constructor(@InjectConfig() config: GatewayConfig, @InjectLogger() logger: Logger) {
    super(serviceClientOptions('users', config.USERS_URL, config, logger));
  }

  /** Where the public keys of the access tokens are published. */
  get jwksUrl(): URL {
    return this.url(jwksRoute.path);
  }

  /** The user's current identity and role, or null when the user does not exist (any more). */
  async identityOf(userId: string): Promise<Caller | null> {
    const response = await this.send({
      method: 'GET',
      path: routePath(identityRoute, { userId }),
      headers: { accept: 'application/json' },
      identity: GATEWAY_SYSTEM_IDENTITY,
    });
    if (response.status === 404) return null;
    if (problemCodeOf(response) === 'OVERLOADED') {
      throw signInBusy(Math.max(1, Number(response.headers.get('retry-after')) || 1));
    }
    const parsed =
      response.status === 200 ? identityRoute.answer.schema.safeParse(parseJson(response.body)) : undefined;
    if (!parsed?.success) {
      throw signInUnavailable(
        new Error(`GET /internal/identities answered ${response.status} with an unexpected body`),
      );
    }
    return parsed.data;
  }
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}
