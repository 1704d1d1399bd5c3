import { ProblemException } from '@trio/service-kit/http';

/** What the gateway answers when a downstream call cannot be made; the class name tells the logs which module spoke. */
export class ServiceClientException extends ProblemException {}

export const serviceNotAnswering = (service: string, cause: unknown) =>
  new ServiceClientException('SERVICE_UNAVAILABLE', `The ${service} service is not answering; try again shortly.`, {
    cause,
  });

export const cancelledByClient = () =>
  new ServiceClientException('SERVICE_UNAVAILABLE', 'The request was cancelled by its client.');

export const notMultipart = () =>
  new ServiceClientException('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
