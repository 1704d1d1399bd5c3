import { shownInDefaultLanguage, textNow } from '../i18n/text-now';

/** An API failure as the app sees it: the HTTP status and, for application/problem+json answers, its stable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field messages from VALIDATION_FAILED answers, keyed by field path, in the language shown when made. */
    readonly fieldErrors: Record<string, string> = {},
    /** What the answer said besides: its JSON body when it had one, and whether it was an HTML page instead. */
    readonly answer: { body?: unknown; html?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `x-correlation-id` the failed call was sent with: the servers' logs of it carry the same id. */
  correlationId?: string;
}

interface ProblemBody {
  code?: unknown;
  title?: unknown;
  detail?: unknown;
  errors?: unknown;
}

/** The first error of each field, as the server wrote it: its words and, for a zod issue, its code. */
function fieldErrorsOf(errors: unknown): Record<string, { message: string; code?: string }> {
  if (!Array.isArray(errors)) return {};
  const byField: Record<string, { message: string; code?: string }> = {};
  for (const entry of errors) {
    if (entry && typeof entry === 'object') {
      const { field, path, message, code } = entry as {
        field?: unknown;
        path?: unknown;
        message?: unknown;
        code?: unknown;
      };
      const name = typeof field === 'string' ? field : Array.isArray(path) ? path.join('.') : undefined;
      if (name && typeof message === 'string' && !(name in byField)) {
        byField[name] = typeof code === 'string' ? { message, code } : { message };
      }
    }
  }
  return byField;
}

/** Whether an answer is an HTML page (a proxy's or server's error page) rather than the API's JSON. */
export function isHtmlAnswer(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const html = isHtmlAnswer(response);
  const raw: unknown = html ? undefined : await response.json().catch(() => undefined);
  const body = (raw && typeof raw === 'object' ? raw : {}) as ProblemBody;
  const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  const fieldErrors = fieldErrorsOf(body.errors);
  let message =
    typeof body.detail === 'string'
      ? body.detail
      : typeof body.title === 'string'
        ? body.title
        : textNow('shell.problem.requestFailed', { status: String(response.status) });
  let fieldMessages = Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, error.message]));
  // The servers write English: another language says what the code means, from the catalogues (resolved now, as
  // every message of an error is). The module loads with the first failure in that language, never for English.
  if (!shownInDefaultLanguage()) {
    const inLanguage = await import('./problem-messages').catch(() => null);
    if (inLanguage) {
      message = inLanguage.problemMessage(code, response.status, body as Record<string, unknown>);
      fieldMessages = inLanguage.problemFieldMessages(fieldErrors, code === 'VALIDATION_FAILED' ? undefined : message);
    }
  }
  return new ApiError(response.status, code, message, fieldMessages, { body: raw, html });
}

/** Thrown when the network itself failed (no answer). */
export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, 'NETWORK_ERROR', textNow('shell.problem.network'));
  error.cause = cause;
  return error;
}

/** The code of an answer that does not fit its route's contract (see callRoute). */
export const MALFORMED_ANSWER = 'MALFORMED_ANSWER';

/**
 * Thrown when a successful answer does not fit the route's answer schema: shown as an error, never read (the API
 * client logs it, lib/logger.ts).
 */
export function malformedAnswerError(
  status: number,
  route: string,
  cause: unknown,
  answer: { body?: unknown; html?: boolean } = {},
): ApiError {
  const error = new ApiError(status, MALFORMED_ANSWER, textNow('shell.problem.malformedAnswer'), {}, answer);
  error.cause = cause;
  return error;
}
