import { Readable } from 'node:stream';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<object, Buffer>();

/**
 * Bodies kept byte for byte, for routes whose body is signed (a payment provider's webhook: the signature is over the
 * exact bytes sent). For requests to the given route paths the body is read once before parsing and kept
 * (`rawBodyOf`), then parsed as usual from the same bytes; the gateway forwards exactly those bytes and the service
 * verifies over exactly them. Other routes are untouched.
 *
 * Call before the app listens. `paths` are route patterns as declared (`/api/razorpay/webhook`).
 */
export function installRawJsonBodies(app: NestFastifyApplication, paths: readonly string[]): void {
  if (paths.length === 0) return;
  const raw = new Set(paths);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preParsing', async (request, _reply, payload) => {
      if (!raw.has(request.routeOptions.url ?? '')) return payload;
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      const body = Buffer.concat(chunks);
      rawBodies.set(request.raw, body);
      const replay = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
      replay.receivedEncodedLength = body.length;
      return replay;
    });
}

/** The raw body kept by `installRawJsonBodies`, or undefined when the route keeps none. */
export function rawBodyOf(request: Pick<FastifyRequest, 'raw'>): Buffer | undefined {
  return rawBodies.get(request.raw);
}
