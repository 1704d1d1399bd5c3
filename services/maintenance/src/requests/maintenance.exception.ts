import { NO_ACTIVE_RENTAL_MESSAGE } from '@trio/contracts/http/maintenance';
import type { MaintenanceProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the maintenance requests feature refuses; the class name tells the logs which module spoke. */
export class MaintenanceException extends ProblemException<MaintenanceProblemCode> {}

export const requestNotFound = (id: string) =>
  new MaintenanceException('NOT_FOUND', `There is no maintenance request ${id}.`);
export const forbidden = (detail: string) => new MaintenanceException('FORBIDDEN', detail);
/** The spec's words (001 §5): the Renters Hub shows the server's message. */
export const noActiveRental = () => new MaintenanceException('NO_ACTIVE_RENTAL', NO_ACTIVE_RENTAL_MESSAGE);
export const notCancellable = () =>
  new MaintenanceException('NOT_CANCELLABLE', 'Only a request that is still pending can be cancelled.');
export const tooManyPhotos = (max: number) =>
  new MaintenanceException('TOO_MANY_PHOTOS', `A maintenance request can have at most ${max} photos.`);
export const closedRequest = () =>
  new MaintenanceException('CONFLICT', 'Photos can be added only while the request is open.');
export const noFile = () =>
  new MaintenanceException('VALIDATION_FAILED', 'No file in the upload.', {
    errors: [{ field: 'file', message: 'Choose a photo to upload.' }],
  });
export const concurrentChange = () => new MaintenanceException('CONFLICT', 'The request changed meanwhile; try again.');
export const tooManyRequests = (limit: number, retryAfterSeconds: number) =>
  new MaintenanceException(
    'RATE_LIMITED',
    `You have sent ${limit} maintenance requests in a short time; your landlord and manager have them. You can ` +
      `send another in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    { extensions: { retryAfterSeconds } },
  );
