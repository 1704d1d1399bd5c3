import { z } from 'zod';

/*
 * Every error a client sees is an RFC 9457 problem document (`application/problem+json`) with our stable `code`,
 * which the frontend switches on, and a human `title`/`detail`.
 *
 * `type` is an absolute URI, `https://trio.rentals/problems/<code in kebab-case>`: RFC 9457 recommends absolute URIs
 * because relative ones resolve against whatever URL the client used. It is an identifier; nothing has to be served
 * there.
 */

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
export const PROBLEM_TYPE_BASE = 'https://trio.rentals/problems/';

/** What a code means to a client: its default HTTP status and a short human title. */
export interface ProblemCodeEntry {
  readonly status: number;
  readonly title: string;
}

/*
 * The codes, grouped by who answers with them: every app (common), then one group per service. A service that needs
 * a code of its own adds it to its group (one home for contracts), so the frontend can switch on it; the groups merge
 * into one catalogue below, and a code means the same everywhere.
 */

/** Codes any app may answer with: validation, identity at the edge, idempotency, limits, outages. */
export const commonProblems = {
  VALIDATION_FAILED: { status: 400, title: 'The request is not valid' },
  UNAUTHENTICATED: { status: 401, title: 'Sign-in required' },
  FORBIDDEN: { status: 403, title: 'Not allowed' },
  NOT_FOUND: { status: 404, title: 'Not found' },
  // The address exists, not with this method: `Allow` names the methods it takes.
  METHOD_NOT_ALLOWED: { status: 405, title: 'Method not allowed here' },
  CONFLICT: { status: 409, title: 'Conflicts with the current state' },
  DUPLICATE: { status: 409, title: 'Already exists' },
  // draft-ietf-httpapi-idempotency-key-header: same key, different request → 422; first one still running → 409.
  IDEMPOTENCY_KEY_REUSED: { status: 422, title: 'Idempotency key already used for a different request' },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, title: 'A request with this idempotency key is still being processed' },
  RATE_LIMITED: { status: 429, title: 'Too many requests' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'Request body too large' },
  // Node's HTTP parser refuses the request line and headers together above its limit (16 KiB), before any route.
  HEADERS_TOO_LARGE: { status: 431, title: 'Request URL or headers too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'Unsupported media type' },
  SERVICE_UNAVAILABLE: { status: 503, title: 'Service temporarily unavailable' },
  // A service working on as many requests as it takes at once answers the excess at once, with `retry-after`.
  OVERLOADED: { status: 503, title: 'Too busy to take this request now; try again in a moment' },
  INTERNAL: { status: 500, title: 'Something went wrong on our side' },
} as const satisfies Record<string, ProblemCodeEntry>;

/** The users service's codes: sign-up, sign-in, sessions, the user record (issue 4). */
export const usersProblems = {
  EMAIL_IN_USE: { status: 409, title: 'An account with this e-mail already exists' },
  WEAK_PASSWORD: { status: 400, title: 'The password is too weak' },
  INVALID_CREDENTIALS: { status: 401, title: 'E-mail or password is incorrect' },
  TOO_MANY_ATTEMPTS: { status: 429, title: 'Too many sign-in attempts; try again later' },
  TOKEN_EXPIRED: { status: 401, title: 'The access token has expired; refresh it' },
  REFRESH_TOKEN_INVALID: { status: 401, title: 'The session has ended; sign in again' },
  REFRESH_TOKEN_REUSED: { status: 401, title: 'The session was ended because its refresh token was used twice' },
  GOOGLE_TOKEN_INVALID: { status: 401, title: 'The Google sign-in could not be verified' },
  GOOGLE_SIGN_IN_DISABLED: { status: 404, title: 'Google sign-in is not configured' },
  UID_IMMUTABLE: { status: 409, title: 'The uid is assigned at sign-up and cannot be changed' },
  RESET_LINK_INVALID: { status: 400, title: 'This password-reset link is not valid or was already used' },
  RESET_LINK_EXPIRED: { status: 410, title: 'This password-reset link has expired' },
} as const satisfies Record<string, ProblemCodeEntry>;

/** The properties service's codes: search, images, the listing-request workflow (issue 5). */
export const propertiesProblems = {
  SEARCH_QUERY_REQUIRED: { status: 400, title: 'Enter a location to search for' },
  UNSUPPORTED_IMAGE_TYPE: { status: 415, title: 'Only JPEG, PNG and WebP images are accepted' },
  IMAGE_TOO_LARGE: { status: 413, title: 'The image is larger than 10 MB' },
  TOO_MANY_IMAGES: { status: 409, title: 'A property can have at most 30 images' },
  INVALID_STATE_TRANSITION: { status: 409, title: 'Not allowed in the current status' },
  SAVED_SEARCH_LIMIT: { status: 409, title: 'You can keep up to 20 saved searches' },
} as const satisfies Record<string, ProblemCodeEntry>;

/** The applications service's codes: applying, reviewing, withdrawing rental applications (issue 12); conversations. */
export const applicationsProblems = {
  APPLICATION_EXISTS: { status: 409, title: 'You already have an open application for this property' },
  OWN_PROPERTY: { status: 409, title: 'You cannot apply to a property you own or manage' },
  PROPERTY_NOT_AVAILABLE: { status: 409, title: 'This property is not available to rent' },
  INVALID_TRANSITION: { status: 409, title: 'Not allowed in the application’s current status' },
  OWN_HOME: { status: 409, title: 'You cannot start a conversation about a home you own or manage' },
  CONVERSATION_CLOSED: { status: 409, title: 'This conversation is closed; its history stays readable' },
  // An image named in a message that is not the caller's unsent upload to this conversation (another's, another
  // conversation's, or already sent with a message).
  IMAGE_NOT_AVAILABLE: { status: 409, title: 'This image is not one of your photos waiting to be sent here' },
  // Leases (issue 30): renewal and notice.
  RENEWAL_TERMS_INVALID: { status: 422, title: 'These renewal terms are not allowed' },
  LEASE_NOT_RENEWABLE: { status: 409, title: 'This lease has ended or notice has been given' },
  NO_RENEWAL_OFFER: { status: 409, title: 'There is no renewal offer waiting for an answer' },
  MOVE_OUT_DATE_INVALID: { status: 422, title: 'The move-out date must respect the notice period' },
  NOTICE_ALREADY_GIVEN: { status: 409, title: 'Notice has already been given for this lease' },
} as const satisfies Record<string, ProblemCodeEntry>;

/** The payments service's codes: orders, payment verification, webhooks, receipts (issue 13). */
export const paymentsProblems = {
  PROPERTY_UNAVAILABLE: { status: 409, title: 'This home has already been let to someone else' },
  ALREADY_PAID: { status: 409, title: 'This has already been paid' },
  // A payment captured after its purchase was lost (the home let to another, the month paid by another payment):
  // refunded at once, and its payer is told so instead of being shown a receipt.
  PAYMENT_REFUNDED: { status: 409, title: 'This payment was refunded' },
  NOT_PAYABLE: { status: 409, title: 'Nothing to pay for this now' },
  PAYMENT_SIGNATURE_INVALID: { status: 400, title: 'The payment signature is not valid' },
  PAYMENT_MISMATCH: { status: 400, title: 'The payment does not belong to this order or amount' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, title: 'The webhook signature is not valid' },
  PAYMENT_PROVIDER_FAILED: { status: 502, title: 'The payment provider could not be reached' },
  // A month's late fee (issue 30): waived once by the property's manager; a month without one has nothing to waive.
  LATE_FEE_ALREADY_WAIVED: { status: 409, title: 'This late fee has already been waived' },
  NO_LATE_FEE: { status: 409, title: 'This month carries no late fee' },
  // The security deposit at move-out (issue 30): inspected from the lease's end date, deductions within the deposit,
  // settled once no deduction is disputed, and not changed after settlement.
  MOVE_OUT_NOT_DUE: { status: 409, title: 'The deposit can be inspected from the lease’s end date' },
  DEDUCTIONS_EXCEED_DEPOSIT: { status: 422, title: 'The deductions add up to more than the deposit' },
  DEDUCTION_DISPUTED: { status: 409, title: 'A deduction is disputed: revise or confirm it first' },
  DEDUCTIONS_UNANSWERED: { status: 409, title: 'The renter has not answered every deduction yet' },
  DEPOSIT_SETTLED: { status: 409, title: 'This deposit has been settled' },
  // The inspection's photos: each names a room the recorded inspection lists, at most 5 per room.
  INSPECTION_ROOM_UNKNOWN: { status: 422, title: 'The recorded inspection has no such room' },
  TOO_MANY_ROOM_PHOTOS: { status: 409, title: 'An inspected room can have at most 5 photos' },
} as const satisfies Record<string, ProblemCodeEntry>;

/** The maintenance service's codes: requests, photos, the tenant's cancel (issue 14). */
export const maintenanceProblems = {
  NO_ACTIVE_RENTAL: { status: 409, title: 'No active rental found' },
  NOT_CANCELLABLE: { status: 409, title: 'Only a request that is still pending can be cancelled' },
  TOO_MANY_PHOTOS: { status: 409, title: 'A maintenance request can have at most 5 photos' },
} as const satisfies Record<string, ProblemCodeEntry>;

/** The notifications service's codes: payment reminders (issue 15). */
export const notificationsProblems = {
  REMINDER_TOO_SOON: { status: 429, title: 'A reminder was sent for this lease less than an hour ago' },
  LEASE_NOT_ACTIVE: { status: 409, title: 'This lease has ended; no reminders are sent for it' },
} as const satisfies Record<string, ProblemCodeEntry>;

type CodesOf<G> = { readonly [C in keyof G]: C };

/** `{ CODE: 'CODE', … }` of a group: the names to switch on. */
function codesOf<G extends Record<string, ProblemCodeEntry>>(group: G): CodesOf<G> {
  return Object.fromEntries(Object.keys(group).map((code) => [code, code])) as unknown as CodesOf<G>;
}

export const CommonProblemCode = codesOf(commonProblems);
export type CommonProblemCode = keyof typeof commonProblems;
export const UsersProblemCode = codesOf(usersProblems);
export type UsersProblemCode = CommonProblemCode | keyof typeof usersProblems;
export const PropertiesProblemCode = codesOf(propertiesProblems);
export type PropertiesProblemCode = CommonProblemCode | keyof typeof propertiesProblems;
export const ApplicationsProblemCode = codesOf(applicationsProblems);
/** Images in messages are checked as property images are, so the two image codes are the applications service's too. */
export type ApplicationsProblemCode =
  CommonProblemCode | keyof typeof applicationsProblems | 'UNSUPPORTED_IMAGE_TYPE' | 'IMAGE_TOO_LARGE';
export const PaymentsProblemCode = codesOf(paymentsProblems);
/** The inspection's photos are checked as property images are, so the two image codes are the payments service's too. */
export type PaymentsProblemCode =
  CommonProblemCode | keyof typeof paymentsProblems | 'UNSUPPORTED_IMAGE_TYPE' | 'IMAGE_TOO_LARGE';
export const MaintenanceProblemCode = codesOf(maintenanceProblems);
/** Photos are checked as property images are, so their two image codes are the maintenance service's too. */
export type MaintenanceProblemCode =
  CommonProblemCode | keyof typeof maintenanceProblems | 'UNSUPPORTED_IMAGE_TYPE' | 'IMAGE_TOO_LARGE';
export const NotificationsProblemCode = codesOf(notificationsProblems);
export type NotificationsProblemCode = CommonProblemCode | keyof typeof notificationsProblems;

/** Default HTTP status and title per code, all groups merged; a response may override the status only for a good reason. */
export const problemCatalog = {
  ...commonProblems,
  ...usersProblems,
  ...propertiesProblems,
  ...applicationsProblems,
  ...paymentsProblems,
  ...maintenanceProblems,
  ...notificationsProblems,
} as const;

/** Every code of the catalogue, by name. */
export const ProblemCode = codesOf(problemCatalog);
export type ProblemCode = keyof typeof problemCatalog;

export const problemCodes: readonly ProblemCode[] = Object.freeze(Object.keys(problemCatalog) as ProblemCode[]);

export function isProblemCode(value: string): value is ProblemCode {
  return Object.prototype.hasOwnProperty.call(problemCatalog, value);
}

export function problemStatus(code: ProblemCode): number {
  return problemCatalog[code].status;
}

/** `VALIDATION_FAILED` → `https://trio.rentals/problems/validation-failed`. */
export function problemTypeUri(code: ProblemCode): string {
  return `${PROBLEM_TYPE_BASE}${code.toLowerCase().replace(/_/g, '-')}`;
}

/** One invalid input: `field` is a dotted path into the body or query (`address.pinCode`, `images.2`). */
export const problemFieldErrorSchema = z.object({
  field: z.string(),
  message: z.string().min(1),
  code: z.string().min(1).optional(),
});
export type ProblemFieldError = z.infer<typeof problemFieldErrorSchema>;

/**
 * The problem document. `code` is checked for shape (UPPER_SNAKE), not against the catalogue, so a client built
 * before a new code was added still reads the error.
 */
export const problemSchema = z.object({
  type: z.string().min(1),
  title: z.string().min(1),
  status: z.int().min(400).max(599),
  detail: z.string().optional(),
  /** The request path (a URI reference identifying this occurrence). */
  instance: z.string().optional(),
  code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  errors: z.array(problemFieldErrorSchema).optional(),
  correlationId: z.string().optional(),
  /**
   * Extension of a 429 (and of a sign-in locked after failures) and of a 503 OVERLOADED: seconds to wait, as the
   * `retry-after` header says.
   */
  retryAfterSeconds: z.int().min(1).optional(),
  /** Extension of a failed readiness probe: the state of each server the app depends on. */
  checks: z.record(z.string(), z.unknown()).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export interface ProblemOptions {
  detail?: string;
  instance?: string;
  errors?: ProblemFieldError[];
  correlationId?: string;
  /** Overrides the catalogue's title. */
  title?: string;
  /** Overrides the catalogue's status. */
  status?: number;
}

/** Builds a problem document for a catalogue code, leaving out members that are not set. */
export function createProblem(code: ProblemCode, options: ProblemOptions = {}): Problem {
  const { status, title } = problemCatalog[code];
  const problem: Problem = {
    type: problemTypeUri(code),
    title: options.title ?? title,
    status: options.status ?? status,
    code,
  };
  if (options.detail !== undefined) problem.detail = options.detail;
  if (options.instance !== undefined) problem.instance = options.instance;
  if (options.errors !== undefined) problem.errors = options.errors;
  if (options.correlationId !== undefined) problem.correlationId = options.correlationId;
  return problem;
}

/** Field errors from a failed zod parse: `{ field: 'address.pinCode', message, code }`, one per issue. */
export function problemFieldErrors(issues: readonly z.core.$ZodIssue[]): ProblemFieldError[] {
  return issues.map((issue) => ({
    field: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
    code: issue.code,
  }));
}
