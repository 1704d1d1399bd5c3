import { applyDecorators, SetMetadata } from '@nestjs/common';
import { type Role } from '@trio/contracts/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ProblemDocument } from '../docs/problem-document.dto';

/** Metadata key of a route's (or controller's) access rule; the handler's rule overrides the controller's. */
export const ACCESS_RULE = 'trio:gateway-access-rule';

/**
 * Who may call a route. Every route declares one (closed by default): the app refuses to start with a route that
 * has none (see `RouteAccessAudit`), and the guard treats a missing rule as "authenticated".
 */
export type AccessRule = { kind: 'public' } | { kind: 'authenticated'; roles?: readonly Role[] };

/** Anyone may call the route, signed in or not; the request is forwarded without an identity. */
export const Public = (): ClassDecorator & MethodDecorator =>
  SetMetadata<string, AccessRule>(ACCESS_RULE, { kind: 'public' });

const unauthorized = ApiUnauthorizedResponse({
  description: 'No valid access token (UNAUTHENTICATED) or an expired one (TOKEN_EXPIRED).',
  type: ProblemDocument,
});

/** Any signed-in user: a valid access token whose user still exists. */
export const Authenticated = (): ClassDecorator & MethodDecorator =>
  applyDecorators(
    SetMetadata<string, AccessRule>(ACCESS_RULE, { kind: 'authenticated' }),
    ApiBearerAuth(),
    unauthorized,
  );

/**
 * A signed-in user whose CURRENT role is one of these, e.g. `@Roles('landlord', 'property_manager')` for the
 * hubs of the spec (§2, §6). Anyone else signed in gets 403 FORBIDDEN.
 */
export const Roles = (...roles: [Role, ...Role[]]): ClassDecorator & MethodDecorator =>
  applyDecorators(
    SetMetadata<string, AccessRule>(ACCESS_RULE, { kind: 'authenticated', roles }),
    ApiBearerAuth(),
    unauthorized,
    ApiForbiddenResponse({ description: `Only for the roles ${roles.join(', ')} (FORBIDDEN).`, type: ProblemDocument }),
  );
