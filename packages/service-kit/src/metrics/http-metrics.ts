import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FastifyInstance } from 'fastify';
import { type AppMetrics } from './app-metrics';

/** Where a scrape finds an app's metrics. */
export const METRICS_PATH = '/metrics';

/**
 * Counts and times every answered request by its route pattern (`/trio/users/:id`, never the concrete path, so
 * the series stay few), `unmatched` for paths no route serves. Installed by `configureApp` when the app has
 * `MetricsModule`.
 */
export function installHttpMetrics(fastify: FastifyInstance, metrics: AppMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** `GET /metrics` on the app's own HTTP server: for services, whose ports are internal (not for the gateway). */
export function installMetricsRoute(fastify: FastifyInstance, metrics: AppMetrics): void {
  fastify.get(METRICS_PATH, async (_request, reply) => {
    const text = await metrics.text();
    return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(text);
  });
}

export interface MetricsServer {
  /** `http://host:port` */
  url: string;
  close(): Promise<void>;
}

/**
 * A plain HTTP server answering only `GET /metrics`, on a port of its own: how the gateway, whose main port is the
 * public one, offers its metrics to Prometheus without offering them to the internet (bind it to loopback or a
 * private interface; only the scraper reaches it).
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  options: { host: string; port: number },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
