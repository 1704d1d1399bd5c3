import { Inject, Injectable, type OnApplicationBootstrap, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_RULE, type AccessRule } from './access.decorators';

/** One controller route and the access rule it declares (undefined: none). */
export interface RouteAccess {
  method: string;
  path: string;
  handler: string;
  rule: AccessRule | undefined;
}

function paths(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value ?? ''];
  return list.map((p) => String(p).replace(/^\/+|\/+$/g, ''));
}

function joinPath(controllerPath: string, routePath: string): string {
  return '/' + [controllerPath, routePath].filter(Boolean).join('/');
}

/**
 * Closed by default, checked: lists every controller route with its access rule, and refuses to start the app when
 * a route declares neither `@Public()` nor `@Authenticated()`/`@Roles(...)` (on the handler or its controller).
 */
@Injectable()
export class RouteAccessAudit implements OnApplicationBootstrap {
  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  routes(): RouteAccess[] {
    const routes: RouteAccess[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as Type | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        const routePaths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (routePaths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [handler, controller]);
        for (const controllerPath of paths(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const routePath of paths(routePaths)) {
            routes.push({
              method,
              path: joinPath(controllerPath, routePath),
              handler: `${controller.name}.${name}`,
              rule,
            });
          }
        }
      }
    }
    return routes;
  }

  onApplicationBootstrap(): void {
    const undeclared = this.routes().filter((route) => route.rule === undefined);
    if (undeclared.length > 0) {
      throw new Error(
        'Every gateway route must declare @Public(), @Authenticated() or @Roles(...); these declare none:\n' +
          undeclared.map((r) => `  - ${r.method} ${r.path} (${r.handler})`).join('\n'),
      );
    }
  }
}
