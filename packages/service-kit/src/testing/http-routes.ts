import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { PUBLIC_INTERNAL } from '../http/identity/identity.guard';

/** One HTTP route a controller serves, as Nest will register it. */
export interface ControllerRoute {
  /** `GET` */
  method: string;
  /** `/trio/users/:id` */
  path: string;
  /** `UsersController.byId` */
  handler: string;
  /** Marked `@PublicInternal()` (on the handler or its controller): served without the gateway's identity. */
  isPublic: boolean;
}

const segments = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value ?? '']).map((p) => String(p).replace(/^\/+|\/+$/g, ''));

/**
 * The HTTP routes of these controllers, read from their decorators without booting anything: for a test that holds
 * an app's routes to their definitions in `@trio/contracts/http`.
 */
export function controllerRoutes(controllers: readonly Type[]): ControllerRoute[] {
  const routes: ControllerRoute[] = [];
  for (const controller of controllers) {
    const prototype = controller.prototype as object;
    const controllerPublic = Reflect.getMetadata(PUBLIC_INTERNAL, controller) === true;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler: unknown = Object.getOwnPropertyDescriptor(prototype, name)?.value;
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const routePaths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
      if (routePaths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const isPublic = controllerPublic || Reflect.getMetadata(PUBLIC_INTERNAL, handler) === true;
      for (const base of segments(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const path of segments(routePaths)) {
          routes.push({
            method,
            path: '/' + [base, path].filter(Boolean).join('/'),
            handler: `${controller.name}.${name}`,
            isPublic,
          });
        }
      }
    }
  }
  return routes;
}

/** The controller classes among a module's exports (classes with Nest's `@Controller` path). */
export function controllersIn(moduleExports: Record<string, unknown>): Type[] {
  return Object.values(moduleExports).filter(
    (value): value is Type => typeof value === 'function' && Reflect.hasMetadata(PATH_METADATA, value),
  );
}
