import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  InternalServerErrorException,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { problemSchema } from '@trio/contracts/problem';
import { ProblemException } from './problem.exception';
import { toProblemResponse } from './problem-mapping';

const context = { instance: '/orders', correlationId: 'corr-1' };

function mongoDuplicate(): Error {
  return Object.assign(new Error('E11000 duplicate key error collection: payments.orders index: ref_1 dup key'), {
    name: 'MongoServerError',
    code: 11000,
  });
}

class PaymentException extends ProblemException {}

describe('toProblemResponse', () => {
  it.each<[string, unknown, number, string]>([
    ['ProblemException', new ProblemException('CONFLICT', 'Order o1 is already paid'), 409, 'CONFLICT'],
    ['a per-module subclass', new PaymentException('FORBIDDEN', 'Not your order'), 403, 'FORBIDDEN'],
    ['BadRequestException', new BadRequestException('bad'), 400, 'VALIDATION_FAILED'],
    ['UnauthorizedException', new UnauthorizedException(), 401, 'UNAUTHENTICATED'],
    ['ForbiddenException', new ForbiddenException(), 403, 'FORBIDDEN'],
    ['NotFoundException (unknown route)', new NotFoundException('Cannot GET /nope'), 404, 'NOT_FOUND'],
    ['ConflictException', new ConflictException(), 409, 'CONFLICT'],
    ['PayloadTooLargeException', new PayloadTooLargeException(), 413, 'PAYLOAD_TOO_LARGE'],
    ['UnsupportedMediaTypeException', new UnsupportedMediaTypeException(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['HttpException 429', new HttpException('slow down', 429), 429, 'RATE_LIMITED'],
    ['HttpException 422', new HttpException('unprocessable', 422), 422, 'VALIDATION_FAILED'],
    ['ServiceUnavailableException', new ServiceUnavailableException(), 503, 'SERVICE_UNAVAILABLE'],
    ['InternalServerErrorException', new InternalServerErrorException('db password wrong'), 500, 'INTERNAL'],
    ['Mongo duplicate key', mongoDuplicate(), 409, 'DUPLICATE'],
    [
      'unwrapped Fastify body error',
      Object.assign(new Error('Body is not valid JSON'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }),
      400,
      'VALIDATION_FAILED',
    ],
    ['an unknown error', new TypeError("Cannot read properties of undefined (reading 'x')"), 500, 'INTERNAL'],
    ['a thrown string', 'boom', 500, 'INTERNAL'],
  ])('%s → %i %s', (_name, error, status, code) => {
    const response = toProblemResponse(error, context);
    expect(response.status).toBe(status);
    expect(response.problem).toMatchObject({ status, code, instance: '/orders', correlationId: 'corr-1' });
    expect(problemSchema.safeParse(response.problem).success).toBe(true);
    expect(response.problem.type).toBe(`https://trio.rentals/problems/${code.toLowerCase().replace(/_/g, '-')}`);
  });

  it('keeps the message of a client error as the detail', () => {
    expect(toProblemResponse(new NotFoundException('Cannot GET /nope')).problem.detail).toBe('Cannot GET /nope');
    expect(toProblemResponse(new ProblemException('CONFLICT', 'Order o1 is already paid')).problem.detail).toBe(
      'Order o1 is already paid',
    );
  });

  it('never shows the message of an internal error, and marks it for logging', () => {
    for (const error of [
      new Error('connect ECONNREFUSED 10.0.0.5:27017'),
      new InternalServerErrorException('db password wrong'),
    ]) {
      const response = toProblemResponse(error);
      expect(response.internal).toBe(true);
      expect(JSON.stringify(response.problem)).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|password/);
    }
    expect(toProblemResponse(new NotFoundException()).internal).toBe(false);
  });

  it('does not reveal the index or value of a duplicate key', () => {
    expect(JSON.stringify(toProblemResponse(mongoDuplicate()).problem)).not.toMatch(/ref_1|E11000|orders/);
  });

  it('carries field errors and extensions of a ProblemException, without letting extensions replace members', () => {
    const error = new ProblemException('VALIDATION_FAILED', 'The request body is not valid.', {
      errors: [{ field: 'address.pinCode', message: 'must be 6 digits' }],
      extensions: { checks: { mongo: 'down' }, status: 200 },
    });
    const { problem } = toProblemResponse(error);
    expect(problem.errors).toEqual([{ field: 'address.pinCode', message: 'must be 6 digits' }]);
    expect(problem.checks).toEqual({ mongo: 'down' });
    expect(problem.status).toBe(400);
  });

  it('maps a mongoose CastError to a validation error naming the path', () => {
    const cast = Object.assign(new Error('Cast to ObjectId failed'), {
      name: 'CastError',
      path: '_id',
      kind: 'ObjectId',
    });
    expect(toProblemResponse(cast)).toMatchObject({
      status: 400,
      problem: { code: 'VALIDATION_FAILED', errors: [{ field: '_id', message: 'must be a valid ObjectId' }] },
    });
  });
});
