import { type NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * A smaller body limit for one route than the app's (1 MiB): set on the route as Fastify registers it, so a larger
 * body is refused while it is read (413 PAYLOAD_TOO_LARGE problem+json), before any handler. Call before `listen()`.
 */
export function limitRouteBody(app: NestFastifyApplication, method: string, path: string, bytes: number): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (route.url === path && [route.method].flat().includes(method)) route.bodyLimit = bytes;
    });
}
