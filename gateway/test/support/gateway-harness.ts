import { createServer, type AddressInfo } from 'node:net';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Env } from '@trio/service-kit/config';
import { createLogCapture, type LogCapture } from '@trio/service-kit/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Redis } from 'ioredis';
import { resolveAddresses } from '../../../infra/local/addresses';
import { DOWNSTREAM_SERVICES } from '../../src/downstream-services';
import { createGatewayApp } from '../../src/gateway-app';

export const TEST_IDENTITY_SECRET = 'gateway-test-identity-secret-0123456789';

/** A route as Fastify registered it. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface BootedGateway {
  app: NestFastifyApplication;
  /** `http://127.0.0.1:<port>` */
  url: string;
  logs: LogCapture;
  /** Every route registered on the Fastify instance while the app started (Nest's controller routes). */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

/**
 * The URL of a loopback port nothing listens on: an ephemeral port this test took and let go again. A service the
 * test does not start is "down" there, whatever runs on the services' default ports (`npm start`, say).
 */
export async function unansweredUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * Boots the gateway the way main does (`createGatewayApp`), against the real Redis, on an ephemeral loopback port,
 * with its own Redis key prefix (removed again on close). `env` overrides the defaults below; every downstream
 * service it does not name is at an address nothing answers on (`unansweredUrl`), never at its default port.
 */
export async function bootGateway(env: Env = {}): Promise<BootedGateway> {
  const redisUrl = resolveAddresses().redisUrl;
  const keyPrefix = uniqueName('gateway-test');
  const logs = createLogCapture();
  const noService = await unansweredUrl();
  const app = await createGatewayApp({
    env: {
      PORT: '0',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      INTERNAL_IDENTITY_SECRET: TEST_IDENTITY_SECRET,
      ...Object.fromEntries(DOWNSTREAM_SERVICES.map((service) => [service.urlVariable, noService])),
      // The API alone, whether or not frontend/dist exists (spa.int-spec serves a SPA of its own).
      SPA_DIR: 'none',
      ...env,
    },
    logDestination: logs.destination,
    logLevel: 'debug',
    shutdownHooks: false,
  });
  const routes: RegisteredRoute[] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await app.close();
    throw err;
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    logs,
    routes,
    async close() {
      await app.close();
      await deleteKeys(redisUrl, `${keyPrefix}:*`);
    },
  };
}

async function deleteKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export { sendJson as send, type JsonResponse } from '@trio/service-kit/testing';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
