import { HttpException } from '@nestjs/common';
import {
  createProblem,
  problemCatalog,
  type Problem,
  type ProblemCode,
  type ProblemFieldError,
} from '@trio/contracts/problem';

export interface ProblemExceptionOptions {
  /** Field errors, for VALIDATION_FAILED: `{ field: 'address.pinCode', message }`. */
  errors?: ProblemFieldError[];
  /** Overrides the code's default status; rarely right. */
  status?: number;
  /** Overrides the code's default title. */
  title?: string;
  /** Extra members of the problem document (RFC 9457 extensions), e.g. `checks` of a failed readiness probe. */
  extensions?: Record<string, unknown>;
  /** The error that led here; logged, never sent. */
  cause?: unknown;
}

/**
 * An error meant for the client: a stable {@link ProblemCode}, a human `detail`, the code's default status.
 * The exception filter turns it into `application/problem+json`.
 *
 * Per-module exceptions: each feature declares its own subclass and small factories next to its service, so
 * the tree shows what a feature can refuse and logs name the module (the class name):
 *
 *   export class PaymentException extends ProblemException<PaymentsProblemCode> {}
 *   export const orderAlreadyPaid = (orderId: string) =>
 *     new PaymentException('CONFLICT', `Order ${orderId} is already paid`);
 *
 * The type argument is the service's group of codes in @trio/contracts/problem (its own and the common ones), so a
 * feature can only answer with codes its service declares. A feature that needs a code the frontend must tell apart
 * adds it to its service's group there.
 */
export class ProblemException<C extends ProblemCode = ProblemCode> extends HttpException {
  readonly code: C;
  readonly detail: string | undefined;
  readonly errors: ProblemFieldError[] | undefined;
  readonly extensions: Record<string, unknown> | undefined;
  private readonly titleOverride: string | undefined;

  constructor(code: C, detail?: string, options: ProblemExceptionOptions = {}) {
    const status = options.status ?? problemCatalog[code].status;
    super(detail ?? options.title ?? problemCatalog[code].title, status, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.detail = detail;
    this.errors = options.errors;
    this.extensions = options.extensions;
    this.titleOverride = options.title;
  }

  /** The problem document, with the request's path and correlation id. */
  toProblem(context: { instance?: string; correlationId?: string } = {}): Problem & Record<string, unknown> {
    const problem = createProblem(this.code, {
      status: this.getStatus(),
      title: this.titleOverride,
      detail: this.detail,
      errors: this.errors,
      instance: context.instance,
      correlationId: context.correlationId,
    });
    // Extensions never replace a standard member.
    return { ...this.extensions, ...problem };
  }
}
