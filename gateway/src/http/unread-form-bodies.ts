import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** A one-click form is `List-Unsubscribe=One-Click` (26 bytes): anything much longer is not one. */
export const UNREAD_FORM_LIMIT_BYTES = 1_024;

/**
 * `application/x-www-form-urlencoded` bodies taken, unread, on the given route paths only: a mail client's RFC 8058
 * one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form to a route whose definition has no body. The
 * bytes are read and dropped (at most UNREAD_FORM_LIMIT_BYTES, else 413) and the request goes on without a body, so
 * nothing of the form is forwarded. Every other route refuses a form with 415, as Fastify does for a content type it
 * has no parser for, before reading it.
 *
 * Call before the app listens. `paths` are route patterns as declared (`/trio/saved-searches/:id/unsubscribe`).
 */
export function installUnreadFormBodies(app: NestFastifyApplication, paths: readonly string[]): void {
  if (paths.length === 0) return;
  const unread = new Set(paths);
  const adapter = app.getHttpAdapter() as unknown as { registerParserMiddleware(): void };
  const fastify = app.getHttpAdapter().getInstance();
  // Nest's Fastify adapter parses forms on every route, registering its parsers at init: they are registered now
  // (once: init then leaves them) and its form parser replaced, so no other route takes a form.
  adapter.registerParserMiddleware();
  if (fastify.hasContentTypeParser(FORM_CONTENT_TYPE)) fastify.removeContentTypeParser(FORM_CONTENT_TYPE);
  fastify.addContentTypeParser(FORM_CONTENT_TYPE, (request, payload, done) => {
    if (!unread.has(request.routeOptions.url ?? '')) {
      done(new UnsupportedMediaTypeException(`This endpoint does not accept ${FORM_CONTENT_TYPE}.`), undefined);
      return;
    }
    let received = 0;
    const stop = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      received += chunk.length;
      if (received <= UNREAD_FORM_LIMIT_BYTES) return;
      // The rest is left unread; Node discards it once the answer is sent.
      stop();
      done(new PayloadTooLargeException('The request body is larger than this endpoint accepts.'), undefined);
    };
    const onEnd = () => {
      stop();
      done(null, undefined);
    };
    const onError = (err: Error) => {
      stop();
      done(err, undefined);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
