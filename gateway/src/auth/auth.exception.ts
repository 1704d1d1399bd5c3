import { ProblemException } from '@trio/service-kit/http';

/** What the gateway's sign-in checks refuse; the class name tells the logs which module spoke. */
export class AuthException extends ProblemException {}

/** An internal route (service to service only) is not served to the public. */
export const noSuchRoute = () => new AuthException('NOT_FOUND', 'No such route.');

export const bearerTokenMissing = () =>
  new AuthException('UNAUTHENTICATED', 'Sign in and send the access token as "Authorization: Bearer <token>".');

export const tokenExpired = () => new AuthException('TOKEN_EXPIRED', 'The access token has expired; refresh it.');

export const tokenInvalid = (cause: unknown) =>
  new AuthException('UNAUTHENTICATED', 'The access token is not valid.', { cause });

export const tokenNamesNoUser = () => new AuthException('UNAUTHENTICATED', 'The access token does not name a user.');

export const accountGone = () =>
  new AuthException('UNAUTHENTICATED', 'The account of this access token no longer exists.');

export const roleRequired = (roles: readonly string[]) =>
  new AuthException('FORBIDDEN', `This needs the role ${roles.join(' or ')}.`);

/** The signing keys or the users service could not be reached: nothing says the caller is wrong. */
export const signInUnavailable = (cause: unknown) =>
  new AuthException('SERVICE_UNAVAILABLE', 'Sign-in cannot be checked right now; try again shortly.', { cause });

/** The users service is busy: the client hears so, and when to try again, not that it is down. */
export const signInBusy = (retryAfterSeconds: number) =>
  new AuthException(
    'OVERLOADED',
    `Sign-in cannot be checked right now: the users service is busy; try again in ${retryAfterSeconds} s.`,
    { extensions: { retryAfterSeconds } },
  );
