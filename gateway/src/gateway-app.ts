import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { APP_CONFIG, type Env } from '@trio/service-kit/config';
import { createApp, installRawJsonBodies } from '@trio/service-kit/http';
import { rawBodyPaths, unreadFormPaths } from './forwarding/forwarded-routes';
import { clientLog } from '@trio/contracts/http/client-logs';
import { GatewayAppModule, type GatewayModuleOptions } from './app.module';
import { limitRouteBody } from './client-logs/body-limit';
import { installCompression } from './http/compression';
import { type GatewayConfig } from './config';
import { installApiDocs } from './docs/api-docs';
import {
  installCors,
  installMultipartPassThrough,
  installRequestIdHeader,
  installSecurityHeaders,
} from './http/security';
import { installUnreadFormBodies } from './http/unread-form-bodies';
import { installSpa } from './spa/spa';

export interface GatewayAppOptions extends GatewayModuleOptions {
  /** Defaults to `process.env`. */
  env?: Env;
  /** Close on SIGTERM/SIGINT (default true; tests turn it off). */
  shutdownHooks?: boolean;
  /**
   * Told of every route the router registers, from the first (the docs, the SPA) to the controllers' at start-up:
   * the authorisation matrix (e2e) lists the routes the gateway serves with it.
   */
  onRoute?: (route: { method: string; url: string }) => void;
}

/**
 * The gateway, wired the one way (main and tests): the kit's app (pino logs, correlation ids, problem+json), then
 * compression, security headers, CORS, `x-request-id`, the bodies some routes take besides JSON (multipart uploads,
 * raw signed webhooks, unread one-click forms), the API docs and the built SPA (when there is one). Not
 * listening yet: call `listen()` (or `init()`).
 */
export async function createGatewayApp(options: GatewayAppOptions = {}): Promise<NestFastifyApplication> {
  const app = await createApp(GatewayAppModule.forRoot(options.env, options), { shutdownHooks: options.shutdownHooks });
  try {
    const { onRoute } = options;
    if (onRoute) {
      app
        .getHttpAdapter()
        .getInstance()
        .addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) onRoute({ method, url: route.url });
        });
    }
    const config = app.get<symbol, GatewayConfig>(APP_CONFIG);
    await installCompression(app);
    await installSecurityHeaders(app);
    installCors(app, config.CORS_ORIGINS);
    installRequestIdHeader(app);
    installMultipartPassThrough(app);
    installRawJsonBodies(app, rawBodyPaths());
    installUnreadFormBodies(app, unreadFormPaths());
    limitRouteBody(app, clientLog.method, clientLog.path, config.CLIENT_LOG_MAX_BYTES);
    await installApiDocs(app);
    if (config.SPA_DIR !== 'none') {
      await installSpa(app, {
        dir: config.SPA_DIR,
        mapTileUrl: config.MAP_TILE_URL,
        googleClientId: config.GOOGLE_CLIENT_ID,
        razorpayCheckoutUrl: config.RAZORPAY_CHECKOUT_URL,
      });
    }
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
