import type { ProblemFieldError, PropertiesProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the listing-request workflow refuses; the class name tells the logs which module spoke. */
export class ListingRequestException extends ProblemException<PropertiesProblemCode> {}

/** Unknown, or not the caller's: the answer does not tell which. */
export const listingRequestNotFound = (id: string) =>
  new ListingRequestException('NOT_FOUND', `There is no listing request ${id}.`);

export const forbidden = (detail: string) => new ListingRequestException('FORBIDDEN', detail);

export const notInState = (detail: string) => new ListingRequestException('INVALID_STATE_TRANSITION', detail);

export const imagesNotUploaded = (errors: ProblemFieldError[]) =>
  new ListingRequestException('VALIDATION_FAILED', 'Some images were not uploaded for this request.', { errors });

export const changedMeanwhile = () =>
  new ListingRequestException('CONFLICT', 'The request changed meanwhile; reload it and try again.');
