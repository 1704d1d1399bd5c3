import type { UsersProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What sign-up, sign-in and sessions refuse (codes in @trio/contracts/problem). */
export class AuthException extends ProblemException<UsersProblemCode> {}

/** One message for an unknown e-mail and a wrong password: the answer must not reveal which. */
export const invalidCredentials = (message = 'The e-mail or password is incorrect.', field?: string) =>
  new AuthException('INVALID_CREDENTIALS', message, field ? { errors: [{ field, message }] } : undefined);

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AuthException(
    'TOO_MANY_ATTEMPTS',
    `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    { extensions: { retryAfterSeconds } },
  );

export const weakPassword = (weakness: string, field = 'password') =>
  new AuthException('WEAK_PASSWORD', weakness, { errors: [{ field, message: weakness }] });

export const resetLinkInvalid = () =>
  new AuthException(
    'RESET_LINK_INVALID',
    'This password-reset link is not valid or has already been used. Ask for a new one.',
  );

export const resetLinkExpired = () =>
  new AuthException(
    'RESET_LINK_EXPIRED',
    'This password-reset link has expired (links work for 30 minutes). Ask for a new one.',
  );

export const noSession = () =>
  new AuthException('REFRESH_TOKEN_INVALID', 'There is no session to refresh. Please sign in.');

export const sessionEnded = () =>
  new AuthException('REFRESH_TOKEN_INVALID', 'The session has ended. Please sign in again.');

/** A valid token for an account that was removed since. */
export const accountRemoved = () =>
  new AuthException('UNAUTHENTICATED', 'This account no longer exists. Please sign in again.');
