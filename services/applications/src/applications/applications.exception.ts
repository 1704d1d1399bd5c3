import type { ApplicationStatus } from '@trio/contracts/events/applications';
import type { ApplicationsProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the applications feature refuses; the class name tells the logs which module spoke. */
export class ApplicationException extends ProblemException<ApplicationsProblemCode> {}

/** Unknown, or nothing to do with the caller: the answer does not tell which. */
export const applicationNotFound = (id: string) =>
  new ApplicationException('NOT_FOUND', `There is no rental application ${id}.`);

export const propertyNotFound = (id: string) => new ApplicationException('NOT_FOUND', `There is no property ${id}.`);

export const forbidden = (detail: string) => new ApplicationException('FORBIDDEN', detail);

export const applicationExists = () =>
  new ApplicationException(
    'APPLICATION_EXISTS',
    'You have already applied to this property. Your application is pending review.',
  );

export const ownProperty = () =>
  new ApplicationException('OWN_PROPERTY', 'You cannot apply to rent a property you own or manage.');

export const notAvailable = () =>
  new ApplicationException('PROPERTY_NOT_AVAILABLE', 'This property is not available to rent right now.');

export const invalidTransition = (status: ApplicationStatus, attempted: string) =>
  new ApplicationException(
    'INVALID_TRANSITION',
    `Cannot ${attempted.replace(/_/g, ' ')} an application that is ${status.replace(/_/g, ' ')} (status: ${status}).`,
  );

export const changedMeanwhile = () =>
  new ApplicationException('CONFLICT', 'The application changed meanwhile; reload it and try again.');
