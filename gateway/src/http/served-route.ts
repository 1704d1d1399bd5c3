import { applyDecorators, Delete, Get, Patch, Post, Put, SetMetadata } from '@nestjs/common';
import { type AnyRoute, type RouteMethod } from '@trio/contracts/http/route';

/** Metadata key of the route definition a handler serves. */
export const ROUTE_DEFINITION = 'trio:gateway-route-definition';

const METHOD_DECORATORS: Record<RouteMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

/**
 * `@ServeRoute(definition)`: the handler serves a route of `@trio/contracts/http/*` (its method and path), and the
 * access guard, the route audit and the OpenAPI document read its access rule and shapes from the definition.
 */
export const ServeRoute = (route: AnyRoute): MethodDecorator =>
  applyDecorators(METHOD_DECORATORS[route.method](route.path), SetMetadata(ROUTE_DEFINITION, route));

/** The definition a handler serves (set by `@ServeRoute`), if any. */
export function servedRouteOf(handler: object): AnyRoute | undefined {
  return Reflect.getMetadata(ROUTE_DEFINITION, handler) as AnyRoute | undefined;
}
