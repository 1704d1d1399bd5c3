import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type Logger } from 'pino';
import {
  acceptableCorrelationId,
  CORRELATION_HEADER,
  newCorrelationId,
  runInContext,
  type WorkContext,
} from '../context';

/** The correlation id an incoming header asks for when it is acceptable, else a new one. */
export function resolveCorrelationId(headerValue: unknown): string {
  return acceptableCorrelationId(headerValue) ? headerValue : newCorrelationId();
}

const contexts = new WeakMap<object, WorkContext>();

/**
 * The work context of a request, also where async-local storage does not reach (Fastify's error handler
 * after a body-parse error runs in the socket's context, not the request's).
 */
export function requestContext(request: FastifyRequest | { raw?: object }): WorkContext | undefined {
  return request.raw ? contexts.get(request.raw) : undefined;
}

/**
 * Runs every request inside its work context, with Fastify hooks rather than a Nest middleware: a hook covers
 * every request, also unknown routes (404) and requests that fail before routing, and can set the response
 * header on the Fastify reply; a Nest middleware runs only for the routes it is bound to and sees the raw
 * Node objects.
 * - `onRequest` opens the context around the rest of the request (later hooks, Nest middleware, body
 *   parsing; Fastify 5 binds its body parsers' callbacks to the request, so the context survives a body read
 *   from later socket events) and records it on the request;
 * - `preHandler` enters it again right before the route handler, in which Nest runs guards, interceptors,
 *   pipes, the handler and the exception filters: the handler keeps its context even if a plugin or custom
 *   body parser between the two hooks loses it (an EventEmitter callback, a pooled connection);
 * - `onResponse` writes one "request completed" line in the request's context.
 * `test/logging-correlation.int-spec.ts` checks it, incl. a POST whose body arrives after its headers.
 */
export function installHttpCorrelation(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const context: WorkContext = { correlationId: resolveCorrelationId(request.headers[CORRELATION_HEADER]) };
    contexts.set(request.raw, context);
    void reply.header(CORRELATION_HEADER, context.correlationId);
    runInContext(context, done);
  });

  fastify.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request.raw);
    if (context) runInContext(context, done);
    else done();
  });

  fastify.addHook('onResponse', (request, reply, done) => {
    const context = contexts.get(request.raw) ?? { correlationId: newCorrelationId() };
    const path = request.url.split('?')[0] ?? request.url;
    runInContext(context, () => {
      const fields = {
        method: request.method,
        path,
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
      };
      if (path.startsWith('/health/')) logger.debug(fields, 'request completed');
      else logger.info(fields, 'request completed');
    });
    done();
  });
}
