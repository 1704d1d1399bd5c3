import { z } from 'zod';
import {
  commonProblems,
  createProblem,
  isProblemCode,
  PROBLEM_CONTENT_TYPE,
  problemCatalog,
  ProblemCode,
  problemCodes,
  problemFieldErrors,
  problemSchema,
  problemStatus,
  problemTypeUri,
  propertiesProblems,
  applicationsProblems,
  maintenanceProblems,
  paymentsProblems,
  notificationsProblems,
  usersProblems,
} from './problem';

describe('problem+json', () => {
  it('uses the RFC 9457 media type', () => {
    expect(PROBLEM_CONTENT_TYPE).toBe('application/problem+json');
  });

  it('has a code for every name issue 3 and 4 rely on, each valued as its own key', () => {
    for (const code of [
      'VALIDATION_FAILED',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'DUPLICATE',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_IN_PROGRESS',
      'RATE_LIMITED',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'SERVICE_UNAVAILABLE',
      'INTERNAL',
      'EMAIL_IN_USE',
      'WEAK_PASSWORD',
      'INVALID_CREDENTIALS',
      'TOO_MANY_ATTEMPTS',
    ]) {
      expect(isProblemCode(code)).toBe(true);
    }
    for (const [key, value] of Object.entries(ProblemCode)) {
      expect(value).toBe(key);
    }
    expect(isProblemCode('toString')).toBe(false);
  });

  it('merges the per-service groups into the catalogue, each code in exactly one group', () => {
    const groups = [
      commonProblems,
      usersProblems,
      propertiesProblems,
      applicationsProblems,
      paymentsProblems,
      maintenanceProblems,
      notificationsProblems,
    ].map((group) => Object.keys(group));
    const all = groups.flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...problemCodes].sort());
    expect(usersProblems.EMAIL_IN_USE).toBe(problemCatalog.EMAIL_IN_USE);
    expect(propertiesProblems.INVALID_STATE_TRANSITION).toBe(problemCatalog.INVALID_STATE_TRANSITION);
  });

  it.each([
    [ProblemCode.VALIDATION_FAILED, 400],
    [ProblemCode.UNAUTHENTICATED, 401],
    [ProblemCode.FORBIDDEN, 403],
    [ProblemCode.NOT_FOUND, 404],
    [ProblemCode.DUPLICATE, 409],
    [ProblemCode.IDEMPOTENCY_KEY_REUSED, 422],
    [ProblemCode.IDEMPOTENCY_IN_PROGRESS, 409],
    [ProblemCode.PAYLOAD_TOO_LARGE, 413],
    [ProblemCode.UNSUPPORTED_MEDIA_TYPE, 415],
    [ProblemCode.RATE_LIMITED, 429],
    [ProblemCode.INTERNAL, 500],
    [ProblemCode.SERVICE_UNAVAILABLE, 503],
    [ProblemCode.EMAIL_IN_USE, 409],
    [ProblemCode.WEAK_PASSWORD, 400],
    [ProblemCode.INVALID_CREDENTIALS, 401],
    [ProblemCode.TOO_MANY_ATTEMPTS, 429],
  ])('%s defaults to %p', (code, status) => {
    expect(problemStatus(code)).toBe(status);
  });

  it('gives every code an error status, a title and a distinct type URI', () => {
    const uris = problemCodes.map(problemTypeUri);
    expect(new Set(uris).size).toBe(problemCodes.length);
    for (const code of problemCodes) {
      const { status, title } = problemCatalog[code];
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(title.length).toBeGreaterThan(0);
      expect(problemTypeUri(code)).toMatch(/^https:\/\/trio\.rentals\/problems\/[a-z]+(-[a-z]+)*$/);
    }
    expect(problemTypeUri(ProblemCode.VALIDATION_FAILED)).toBe('https://trio.rentals/problems/validation-failed');
  });

  it('builds a document that its schema accepts', () => {
    const problem = createProblem(ProblemCode.VALIDATION_FAILED, {
      detail: 'Two fields are not valid.',
      instance: '/trio/propertyListingRequest',
      correlationId: '3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b8c9d',
      errors: [
        { field: 'address.zipCode', message: 'Expected a six-digit PIN code', code: 'invalid_format' },
        { field: 'rentAmount', message: 'Rent must be a multiple of 500' },
      ],
    });
    expect(problem).toEqual({
      type: 'https://trio.rentals/problems/validation-failed',
      title: 'The request is not valid',
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'Two fields are not valid.',
      instance: '/trio/propertyListingRequest',
      correlationId: '3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b8c9d',
      errors: [
        { field: 'address.zipCode', message: 'Expected a six-digit PIN code', code: 'invalid_format' },
        { field: 'rentAmount', message: 'Rent must be a multiple of 500' },
      ],
    });
    expect(problemSchema.parse(problem)).toEqual(problem);
  });

  it('leaves unset members out, so the JSON has no nulls or undefineds', () => {
    const problem = createProblem(ProblemCode.NOT_FOUND);
    expect(Object.keys(problem).sort()).toEqual(['code', 'status', 'title', 'type']);
  });

  it('lets a response override title and status', () => {
    expect(createProblem(ProblemCode.CONFLICT, { title: 'Request is not assigned', status: 409 })).toMatchObject({
      title: 'Request is not assigned',
      status: 409,
    });
  });

  it('reads a problem whose code is newer than the catalogue, but not a malformed one', () => {
    const newer = { type: 'https://trio.rentals/problems/unsupported-image', title: 'x', status: 415 };
    expect(problemSchema.safeParse({ ...newer, code: 'UNSUPPORTED_IMAGE' }).success).toBe(true);
    expect(problemSchema.safeParse({ ...newer, code: 'unsupported image' }).success).toBe(false);
    expect(problemSchema.safeParse({ ...newer, code: 'X', status: 200 }).success).toBe(false);
    expect(problemSchema.safeParse({ ...newer, code: 'X', errors: [{ field: 'a' }] }).success).toBe(false);
  });

  it('turns zod issues into field errors named by path', () => {
    const body = z.object({ email: z.email(), address: z.object({ pinCode: z.string().length(6) }) });
    const result = body.safeParse({ email: 'nope', address: { pinCode: '5600' } });
    expect(result.success).toBe(false);
    expect(problemFieldErrors(result.error?.issues ?? [])).toEqual([
      expect.objectContaining({ field: 'email', code: 'invalid_format' }),
      expect.objectContaining({ field: 'address.pinCode', code: 'too_small' }),
    ]);
  });
});
