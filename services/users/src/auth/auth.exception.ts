import { ProblemException } from '@trio/service-kit/http';

/** What sign-up, sign-in and sessions refuse (codes in @trio/contracts/problem). */
export class AuthException extends ProblemException {}

/** One message for an unknown e-mail and a wrong password: the answer must not reveal which. */
export const invalidCredentials = () =>
  new AuthException('INVALID_CREDENTIALS', 'The e-mail or password is incorrect.');

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AuthException(
    'TOO_MANY_ATTEMPTS',
    `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    { extensions: { retryAfterSeconds } },
  );
