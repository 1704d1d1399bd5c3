import type { UsersProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the manager records refuse; the class name tells the logs which module spoke. */
export class ManagerException extends ProblemException<UsersProblemCode> {}

export const notYourManagerRecord = () =>
  new ManagerException('FORBIDDEN', 'You can only look up your own manager record.');

export const noManagerRecord = () =>
  new ManagerException('NOT_FOUND', 'There is no property manager record for this e-mail.');
