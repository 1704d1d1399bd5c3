import { type Reflector } from '@nestjs/core';
import { PUBLIC, type RouteAccess } from '@trio/contracts/http/route';
import { PUBLIC_INTERNAL } from '@trio/service-kit/http';
import { servedRouteOf } from '../http/served-route';

/** A handler or a controller, as the reflector reads them. */
type Target = Parameters<Reflector['getAllAndOverride']>[1][number];

/**
 * Who may call a handler: the access rule of the route definition it serves (`@ServeRoute`), else public for a
 * route marked with the kit's `@PublicInternal()` (its health probes), else undefined: no rule, which the guard
 * treats as "signed in" and the route audit refuses at start-up.
 */
export function accessRuleOf(reflector: Reflector, handler: Target, controller: Target): RouteAccess | undefined {
  const route = servedRouteOf(handler);
  if (route) return route.access;
  return reflector.getAllAndOverride<boolean | undefined>(PUBLIC_INTERNAL, [handler, controller]) ? PUBLIC : undefined;
}
