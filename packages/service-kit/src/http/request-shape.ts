import { STATUS_CODES } from 'node:http';
import { type Socket } from 'node:net';
import { createProblem, PROBLEM_CONTENT_TYPE, type ProblemCode } from '@trio/contracts/problem';
import { type FastifyInstance } from 'fastify';
import { ProblemException } from './problem.exception';

/**
 * Deepest nesting of objects and arrays a JSON body may have. Ours need a handful; 5,000 levels (70 KB, under the
 * size limit) overflowed the stack of the code that walks the body afterwards (serialising it, validating it).
 */
export const MAX_JSON_DEPTH = 64;

/** An array or a plain object: what JSON.parse makes (a stream or a buffer a parser hands over is neither). */
function isJsonContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * How deep `value` nests arrays and plain objects (a scalar is 0), looking no further than `limit + 1`. Anything else
 * (a stream, a buffer) counts as a scalar: it is not parsed JSON.
 */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  // Iterative, so that measuring a deep value cannot overflow the stack either.
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (!isJsonContainer(next.value)) continue;
    const depth = next.depth + 1;
    deepest = Math.max(deepest, depth);
    if (depth > limit) return deepest;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return deepest;
}

/**
 * Refuses a parsed JSON body nested deeper than {@link MAX_JSON_DEPTH} with 400 VALIDATION_FAILED, before any
 * handler, guard or pipe sees it (Fastify's `preValidation`, which runs right after the body is parsed). A body a
 * parser hands over unread (a multipart upload's stream) is left alone.
 */
export function installJsonDepthLimit(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    if (jsonDepth(request.body) > MAX_JSON_DEPTH) {
      throw new ProblemException(
        'VALIDATION_FAILED',
        `The JSON body nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep.`,
      );
    }
  });
}

/** What Node's HTTP parser refused, as our problem: status, code and what to tell the client. */
function clientErrorProblem(error: NodeJS.ErrnoException): { status: number; code: ProblemCode; detail: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      code: 'HEADERS_TOO_LARGE',
      detail: 'The request line and headers together are larger than this server accepts (16 KiB).',
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'VALIDATION_FAILED', detail: 'The request did not arrive in time.' };
  }
  return { status: 400, code: 'VALIDATION_FAILED', detail: 'The request is not well-formed HTTP.' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before any route (a URL or headers over its
 * size limit, malformed HTTP) is answered with problem+json and a code like every other refusal, instead of Node's
 * own JSON. A connection already closed or reset gets nothing.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code, detail } = clientErrorProblem(error);
  const body = JSON.stringify(createProblem(code, { status, detail }));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
