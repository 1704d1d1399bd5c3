/**
 * Razorpay's error answer: `{error: {code, description, source, step, reason, metadata, field}}`, with HTTP 400
 * for bad input (including unknown ids and unknown URLs), 401 for bad credentials and 500 for its own faults.
 */
export type RazorpayErrorCode = 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';

export interface RazorpayErrorBody {
  code: RazorpayErrorCode;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field?: string;
}

export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.description);
  }

  toJSON(): { error: RazorpayErrorBody } {
    return { error: this.body };
  }
}

/** Input Razorpay refuses before anything happens: 400, source business, reason input_validation_failed. */
export function invalidInput(description: string, field?: string): RazorpayApiError {
  return new RazorpayApiError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  });
}

/** A request that cannot be served in the entity's present state (already paid, not captured, …). */
export function notAllowedNow(description: string, field?: string): RazorpayApiError {
  return new RazorpayApiError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
    ...(field ? { field } : {}),
  });
}

/** Missing or wrong key id / secret: 401. */
export function authenticationFailed(description: string): RazorpayApiError {
  return new RazorpayApiError(401, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  });
}

export const unknownUrl = (): RazorpayApiError => notAllowedNow('The requested URL was not found on the server.');

export const noSuchId = (): RazorpayApiError => invalidInput('The id provided does not exist');

export const malformedId = (id: string): RazorpayApiError => invalidInput(`${id} is not a valid id`);
