import { createProblem, PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Logger } from 'pino';
import { Counter } from 'prom-client';
import { runInContext } from '../../context';
import { requestContext } from '../../logging/http-correlation';
import { type AppMetrics } from '../../metrics/app-metrics';
import { METRICS_PATH } from '../../metrics/http-metrics';
import { clientGoneSignal } from '../client-gone';
import { servesEventStream } from '../event-stream';
import { OverloadedError, type Permit, RequestAbandonedError, type RequestLimiter } from './request-limiter';

export interface OverloadGuardOptions {
  limiter: RequestLimiter;
  /** The service's name, in the refusal's detail. */
  service: string;
  logger: Logger;
  /** Gauges of the requests in flight and queued, and a counter of the requests shed. */
  metrics?: AppMetrics;
}

/** What the guard knows of a request it let in. */
interface Admitted {
  permit: Permit;
  /** Its handler is running: the permit is released when the handler has answered, not when the client left. */
  handling: boolean;
  /** The connection closed while the handler ran. */
  closedEarly: boolean;
}

/** Seconds a refused client is told to wait: the queue's wait budget, whole seconds, at least 1. */
export function retryAfterSeconds(maxQueueWaitMs: number): number {
  return Math.max(1, Math.ceil(maxQueueWaitMs / 1000));
}

/**
 * The probes and the scrape are never queued or refused: an orchestrator must see a busy service as alive. Nor are
 * event streams (`EventStreamRoute`): one stays open while its reader reads, so as a request in flight it would hold
 * a permit for hours; its handler's short work before the stream opens goes uncounted.
 */
function isExempt(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && (pattern.startsWith('/health/') || pattern === METRICS_PATH)) return true;
  return servesEventStream(request);
}

/**
 * Puts every request of a service (except `/health/*`, `/metrics` and event streams) through its {@link RequestLimiter}, keyed by
 * method and route pattern (`GET /notes/:id`; `unmatched` for unknown paths):
 * - `onRequest` (before the body is read) waits for a permit. A request refused (its route's queue full, or no start
 *   within the wait budget) is answered at once: 503 `application/problem+json`, code `OVERLOADED`, `retry-after`.
 *   A request whose client went away while it waited is dropped without an answer (there is no one to answer);
 * - `preHandler` does not start the handler of a request whose client has gone meanwhile;
 * - the permit is released when the answer is done, or, when the client left while the handler ran, when the handler
 *   has answered: work the service is still doing counts, whoever still waits for it.
 * Installed by `defineService`'s start with the OVERLOAD_* settings.
 */
export function installOverloadGuard(fastify: FastifyInstance, options: OverloadGuardOptions): void {
  const { limiter, logger } = options;
  const admitted = new WeakMap<object, Admitted>();
  const retryAfter = retryAfterSeconds(limiter.limits.maxQueueWaitMs);
  const shed = options.metrics && shedCounter(options.metrics, limiter);

  const dropped = (request: FastifyRequest, reply: FastifyReply, route: string, when: string) => {
    shed?.inc({ route, reason: 'client-gone' });
    log(request, () =>
      logger.info({ method: request.method, path: pathOf(request), route }, `request dropped: ${when}`),
    );
    // Nothing more to send: the connection is closed. Fastify stops here (no handler, no answer).
    void reply.hijack();
  };

  fastify.addHook('onRequest', (request, reply, done) => {
    if (isExempt(request)) return done();
    const route = `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;
    const signal = clientGoneSignal(request);
    limiter.acquire(route, signal).then(
      (permit) => {
        if (signal?.aborted) {
          permit.release();
          return dropped(request, reply, route, 'the client went away while it waited');
        }
        const state: Admitted = { permit, handling: false, closedEarly: false };
        admitted.set(request.raw, state);
        reply.raw.once('close', () => {
          if (state.handling && !reply.raw.writableFinished) state.closedEarly = true;
          else permit.release();
        });
        done();
      },
      (err: unknown) => {
        if (err instanceof RequestAbandonedError)
          return dropped(request, reply, route, 'the client went away while it waited');
        if (!(err instanceof OverloadedError)) return done(err as Error);
        shed?.inc({ route, reason: err.reason });
        const correlationId = requestContext(request)?.correlationId;
        const problem = {
          ...createProblem('OVERLOADED', {
            detail: `The ${options.service} service is working on as many requests as it takes at once; try again in ${retryAfter} s.`,
            instance: pathOf(request),
            correlationId,
          }),
          retryAfterSeconds: retryAfter,
        };
        void reply
          .code(503)
          .header('content-type', PROBLEM_CONTENT_TYPE)
          .header('retry-after', String(retryAfter))
          .header('cache-control', 'no-store')
          .send(JSON.stringify(problem));
      },
    );
  });

  fastify.addHook('preHandler', (request, reply, done) => {
    const state = admitted.get(request.raw);
    if (!state) return done();
    if (clientGoneSignal(request)?.aborted) {
      state.permit.release();
      const route = `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;
      return dropped(request, reply, route, 'the client went away before its handler started');
    }
    state.handling = true;
    done();
  });

  fastify.addHook('onSend', (request, _reply, payload, done) => {
    const state = admitted.get(request.raw);
    if (state) {
      state.handling = false;
      if (state.closedEarly) state.permit.release();
    }
    done(null, payload);
  });
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

function log(request: FastifyRequest, write: () => void): void {
  const context = requestContext(request);
  if (context) runInContext(context, write);
  else write();
}

/** `http_requests_shed_total`, and the in-flight and queued gauges, on the app's registry. */
function shedCounter(metrics: AppMetrics, limiter: RequestLimiter): Counter<'route' | 'reason'> {
  metrics.gauge({
    name: 'http_requests_in_flight',
    help: 'Requests the app is working on, by route (method and pattern), as its overload limiter counts them.',
    labelNames: ['route'],
    collect: async () => limiter.snapshot().map(({ route, inFlight }) => ({ labels: { route }, value: inFlight })),
  });
  metrics.gauge({
    name: 'http_requests_queued',
    help: 'Requests waiting for their turn to start, by route (method and pattern).',
    labelNames: ['route'],
    collect: async () => limiter.snapshot().map(({ route, queued }) => ({ labels: { route }, value: queued })),
  });
  return new Counter({
    name: 'http_requests_shed_total',
    help:
      'Requests not worked on, by route and reason: queue-full and wait-exceeded (answered 503 OVERLOADED), ' +
      'client-gone (its client left before it started).',
    labelNames: ['route', 'reason'],
    registers: [metrics.registry],
  });
}
