import { HttpException } from '@nestjs/common';
import { createProblem, type Problem, type ProblemCode } from '@trio/contracts/problem';
import { ProblemException } from './problem.exception';
import { isDuplicateKeyError } from '../mongo/duplicate-key';

export interface ProblemResponse {
  status: number;
  problem: Problem & Record<string, unknown>;
  /** True when the error is a bug or an outage on our side: logged with its stack, never described to the client. */
  internal: boolean;
}

export interface ProblemContext {
  /** The request path. */
  instance?: string;
  correlationId?: string;
}

const GENERIC_INTERNAL_DETAIL =
  'An unexpected error occurred. It has been logged; quote the correlation id if you report it.';

/** Status of a built-in Nest HttpException (or a Fastify error) → our code. */
const CODE_BY_STATUS: Readonly<Record<number, ProblemCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  412: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'SERVICE_UNAVAILABLE',
};

/** Client-facing details for statuses whose built-in message says little or too much. */
const DETAIL_BY_STATUS: Readonly<Record<number, string>> = {
  413: 'The request body is larger than this endpoint accepts.',
  415: 'The request body has a content type this endpoint does not accept; send application/json.',
};

interface ErrorWithCode {
  name?: unknown;
  code?: unknown;
  statusCode?: unknown;
  path?: unknown;
  kind?: unknown;
  message?: unknown;
}

function asRecord(error: unknown): ErrorWithCode {
  return typeof error === 'object' && error !== null ? (error as ErrorWithCode) : {};
}

function fromStatus(status: number, message: string | undefined, context: ProblemContext): ProblemResponse {
  if (status >= 500 && status !== 502 && status !== 503 && status !== 504) {
    return {
      status: 500,
      problem: createProblem('INTERNAL', { detail: GENERIC_INTERNAL_DETAIL, ...context }),
      internal: true,
    };
  }
  const code: ProblemCode = CODE_BY_STATUS[status] ?? (status >= 500 ? 'SERVICE_UNAVAILABLE' : 'VALIDATION_FAILED');
  const detail = status >= 500 ? undefined : (DETAIL_BY_STATUS[status] ?? message);
  return { status, problem: createProblem(code, { status, detail, ...context }), internal: status >= 500 };
}

/**
 * Any error → the problem document a client sees. The table, in order:
 * - `ProblemException`: its code, status, detail and field errors;
 * - Nest's `HttpException`s (incl. the 404 of an unknown route, and Fastify's body errors, which Nest wraps:
 *   413 too large, 415 media type, 400 malformed JSON): code by status, their message as detail; 5xx ones as INTERNAL;
 * - a Fastify error that reached us unwrapped (`FST_*` with a 4xx `statusCode`): the same by status;
 * - MongoDB duplicate key (code 11000): 409 DUPLICATE, without the index or value;
 * - a mongoose CastError (an id that is not an ObjectId): 400 VALIDATION_FAILED naming the path;
 * - anything else: 500 INTERNAL with a generic detail (logged with its stack by the filter).
 */
export function toProblemResponse(error: unknown, context: ProblemContext = {}): ProblemResponse {
  if (error instanceof ProblemException) {
    const problem = error.toProblem(context);
    return { status: problem.status, problem, internal: problem.status >= 500 && error.code === 'INTERNAL' };
  }
  if (error instanceof HttpException) {
    return fromStatus(error.getStatus(), error.message, context);
  }
  const e = asRecord(error);
  if (
    typeof e.code === 'string' &&
    e.code.startsWith('FST_') &&
    typeof e.statusCode === 'number' &&
    e.statusCode >= 400 &&
    e.statusCode < 500
  ) {
    return fromStatus(e.statusCode, typeof e.message === 'string' ? e.message : undefined, context);
  }
  if (isDuplicateKeyError(e) && typeof e.name === 'string' && e.name.startsWith('Mongo')) {
    return {
      status: 409,
      problem: createProblem('DUPLICATE', {
        detail: 'A record with the same unique value already exists.',
        ...context,
      }),
      internal: false,
    };
  }
  if (e.name === 'CastError' && typeof e.path === 'string') {
    const expected = typeof e.kind === 'string' ? e.kind : 'value';
    return {
      status: 400,
      problem: createProblem('VALIDATION_FAILED', {
        detail: 'A value in the request has the wrong form.',
        errors: [{ field: e.path, message: `must be a valid ${expected}` }],
        ...context,
      }),
      internal: false,
    };
  }
  return {
    status: 500,
    problem: createProblem('INTERNAL', { detail: GENERIC_INTERNAL_DETAIL, ...context }),
    internal: true,
  };
}
