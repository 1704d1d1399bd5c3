import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-text';
import { ApiError } from '../../lib/problem';

/** Clear words for the sign-in failures people meet most; anything else shows the server's own message. */
const MESSAGES_BY_CODE: Record<string, MessageId> = {
  INVALID_CREDENTIALS: 'auth.error.invalidCredentials',
  NETWORK_ERROR: 'auth.error.network',
};

/** The text to show in red under a sign-in or sign-up form for a failed call. */
export function authErrorMessage(error: unknown, t: Translate, fallbackId: MessageId = 'auth.error.generic'): string {
  if (error instanceof ApiError) {
    if (error.code === 'TOO_MANY_ATTEMPTS') {
      // The server's text says how long to wait ("Try again in 5 minute(s)."), and so does the catalogue's in another
      // language when the answer gave `retryAfterSeconds` (lib/problem-messages.ts); keep it when it does.
      const body = error.answer.body as { retryAfterSeconds?: unknown } | undefined;
      const saysHowLong = /try again in/i.test(error.message) || typeof body?.retryAfterSeconds === 'number';
      return saysHowLong ? error.message : t('auth.error.tooManyAttempts');
    }
    const known = MESSAGES_BY_CODE[error.code];
    if (known) return t(known);
    return error.message || t(fallbackId);
  }
  if (error instanceof Error && error.message) return error.message;
  return t(fallbackId);
}

/**
 * A form's message: an id of the auth catalogue (the SPA's own checks), shown in the language shown, or words that
 * came as they are (the server's, the shared contract's rules), shown as they came.
 */
export function formMessage(t: Translate, message: string | undefined): string | undefined {
  return message && /^auth\.[\w.]+$/.test(message) ? t(message as MessageId) : message;
}
