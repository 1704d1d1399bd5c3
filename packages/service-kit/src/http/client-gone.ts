import { type FastifyInstance, type FastifyRequest } from 'fastify';

const controllers = new WeakMap<object, AbortController>();

/**
 * Gives every request an `AbortSignal` that aborts when its client goes away before the answer is complete (the
 * connection closed: the browser navigated away, or the gateway gave up on a downstream call and aborted it).
 * Installed by `configureApp`, so every app has it: the gateway aborts its downstream call with it, a service drops
 * a queued request with it (`installOverloadGuard`), and a handler may pass it on to slow work it can cancel.
 *
 * The response's `close` event, not the request's: Node closes the request stream as soon as its body has been
 * read, while the response closes early only when the connection does.
 */
export function installClientGoneSignals(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    controllers.set(request.raw, controller);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort(new Error('the client closed the connection'));
    });
    done();
  });
}

/** The request's client-gone signal (see {@link installClientGoneSignals}); undefined in an app without it. */
export function clientGoneSignal(request: FastifyRequest | { raw?: object }): AbortSignal | undefined {
  return request.raw ? controllers.get(request.raw)?.signal : undefined;
}
