import type { UsersProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the user record refuses; the class name tells the logs which module spoke. */
export class UserException extends ProblemException<UsersProblemCode> {}

export const emailInUse = () =>
  new UserException('EMAIL_IN_USE', 'An account with this e-mail already exists. Sign in instead.', {
    errors: [{ field: 'email', message: 'An account with this e-mail already exists.' }],
  });

/** Another user's id, uid or e-mail: 403 whether or not it exists, so the answer reveals nothing. */
export const notYourRecord = () => new UserException('FORBIDDEN', 'You can only read or change your own user record.');

export const notYourAccount = () =>
  new UserException('FORBIDDEN', 'You can only create the record of the account you are signed in with.');

export const uidImmutable = () =>
  new UserException('UID_IMMUTABLE', 'The uid is assigned at sign-up and cannot be changed.', {
    errors: [{ field: 'newUid', message: 'Must be the uid the account already has.' }],
  });

export const accountGone = () => new UserException('NOT_FOUND', 'This account no longer exists.');
