import helmet from '@fastify/helmet';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { CORRELATION_HEADER } from '@trio/service-kit/context';
import { IDEMPOTENT_REPLAYED_HEADER } from '@trio/service-kit/http';
import { requestContext } from '@trio/service-kit/logging';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Security headers on every response (helmet). The API answers JSON only, so its CSP allows nothing; a page that
 * needs more sets its own (the docs per route, the SPA on its page: gateway/src/spa). Resources may be read by same-site pages (the SPA's
 * dev server on another port of localhost).
 */
export async function installSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/** CORS for the SPA's origins, with credentials (the refresh cookie); other origins get no CORS headers. */
export function installCors(app: NestFastifyApplication, origins: string[]): void {
  app.enableCors({
    origin: origins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: [
      CORRELATION_HEADER,
      REQUEST_ID_HEADER,
      IDEMPOTENT_REPLAYED_HEADER,
      'retry-after',
      'x-image-type',
      'location',
      'etag',
    ],
    maxAge: 600,
  });
}

/** `x-request-id` on every response: the request's correlation id (which the kit also returns as x-correlation-id). */
export function installRequestIdHeader(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const correlationId = requestContext(request)?.correlationId;
      if (correlationId) void reply.header(REQUEST_ID_HEADER, correlationId);
      done();
    });
}

/**
 * Multipart uploads pass through the gateway unread: the raw body stream becomes `request.body` and is forwarded to
 * the service, which parses it, checks the bytes and enforces the size limits.
 */
export function installMultipartPassThrough(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
}
