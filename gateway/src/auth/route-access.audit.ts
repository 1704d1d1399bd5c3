import { Inject, Injectable, type OnApplicationBootstrap, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { gatewayRoutes } from '@trio/contracts/http/gateway';
import { type AnyRoute, routeKey, type RouteAccess } from '@trio/contracts/http/route';
import { servedRouteOf } from '../http/served-route';
import { accessRuleOf } from './access-rule';

/** One controller route, the access rule it has and the definition it serves (undefined: none). */
export interface AuditedRoute {
  method: string;
  path: string;
  handler: string;
  rule: RouteAccess | undefined;
  definition: AnyRoute | undefined;
}

/** Routes the gateway serves through controllers it does not declare itself (the kit's health probes). */
const GATEWAY_DEFINITIONS = new Map<string, AnyRoute>(gatewayRoutes.map((route) => [routeKey(route), route]));

function paths(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value ?? ''];
  return list.map((p) => String(p).replace(/^\/+|\/+$/g, ''));
}

function joinPath(controllerPath: string, routePath: string): string {
  return '/' + [controllerPath, routePath].filter(Boolean).join('/');
}

function problemsOf(route: AuditedRoute): string | undefined {
  if (route.rule === undefined) return 'declares no access rule (serve a route definition with @ServeRoute)';
  if (route.rule.kind === 'internal') return 'is an internal route: only the gateway may call it';
  if (route.definition === undefined) return 'has no route definition in @trio/contracts/http (so no OpenAPI shapes)';
  if (route.definition.access.kind !== route.rule.kind) {
    return `is ${route.rule.kind} but its definition says ${route.definition.access.kind}`;
  }
  return undefined;
}

/**
 * Closed by default, checked: lists every controller route with its access rule and its route definition, and
 * refuses to start the app when a route has no rule, no definition (the OpenAPI document is generated from the
 * definitions), or a rule that differs from its definition's.
 */
@Injectable()
export class RouteAccessAudit implements OnApplicationBootstrap {
  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  routes(): AuditedRoute[] {
    const routes: AuditedRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as Type | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: never[]) => unknown;
        const routePaths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (routePaths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const rule = accessRuleOf(this.reflector, handler, controller);
        const served = servedRouteOf(handler);
        for (const controllerPath of paths(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const routePath of paths(routePaths)) {
            const path = joinPath(controllerPath, routePath);
            routes.push({
              method,
              path,
              handler: `${controller.name}.${name}`,
              rule,
              definition: served ?? GATEWAY_DEFINITIONS.get(`${method} ${path}`),
            });
          }
        }
      }
    }
    return routes;
  }

  onApplicationBootstrap(): void {
    const refused = this.routes().flatMap((route) => {
      const problem = problemsOf(route);
      return problem ? [`  - ${route.method} ${route.path} (${route.handler}) ${problem}`] : [];
    });
    if (refused.length > 0) {
      throw new Error(
        'Every gateway route serves a route definition of @trio/contracts/http, which says who may call it:\n' +
          refused.join('\n'),
      );
    }
  }
}
