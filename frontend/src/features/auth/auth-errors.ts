import { ApiError } from '../../lib/problem';

/** Clear words for the sign-in failures people meet most; anything else shows the server's own message. */
const MESSAGES_BY_CODE: Record<string, string> = {
  INVALID_CREDENTIALS: 'The e-mail or password is incorrect. Please check them and try again.',
  NETWORK_ERROR: 'We could not reach the server. Please check your internet connection and try again.',
};

/** The text to show in red under a sign-in or sign-up form for a failed call. */
export function authErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) {
    if (error.code === 'TOO_MANY_ATTEMPTS') {
      // The server's text says how long to wait ("Try again in 5 minute(s)."); keep it when it has one.
      return /try again in/i.test(error.message)
        ? error.message
        : 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
    }
    const known = MESSAGES_BY_CODE[error.code];
    if (known) return known;
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
