import type { ProblemFieldError, PropertiesProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What an upload refuses before the media feature sees the image; the class name tells the logs which module spoke. */
export class UploadException extends ProblemException<PropertiesProblemCode> {}

export const invalidUpload = (detail: string, error: ProblemFieldError) =>
  new UploadException('VALIDATION_FAILED', detail, { errors: [error] });

export const imagesFinal = (status: string) =>
  new UploadException('INVALID_STATE_TRANSITION', `The listing request is ${status}; its images are final.`);

export const noSuchOwner = (id: string) =>
  new UploadException('NOT_FOUND', `There is no listing request or property ${id}.`);

export const notResponsible = () =>
  new UploadException('FORBIDDEN', 'Only the landlord or the assigned property manager adds images.');
