import { ProblemException } from '@trio/service-kit/http';

/** What the gateway's forwarding refuses; the class name tells the logs which module spoke. */
export class ForwardingException extends ProblemException {}

export const notFromOwnPages = () =>
  new ForwardingException('FORBIDDEN', 'This session can be renewed or ended only from Trio Rentals’ own pages.');
