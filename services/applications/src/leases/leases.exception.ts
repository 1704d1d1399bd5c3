import type { ApplicationsProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the leases feature refuses; the class name tells the logs which module spoke. */
export class LeaseException extends ProblemException<ApplicationsProblemCode> {}

/** Unknown, or nothing to do with the caller (not its tenant, landlord or manager): the answer does not tell which. */
export const leaseNotFound = (id: string) => new LeaseException('NOT_FOUND', `There is no lease ${id}.`);

export const forbidden = (detail: string) => new LeaseException('FORBIDDEN', detail);

/** Renewal and notice (issue 30). */
export const renewalTermsInvalid = (detail: string) => new LeaseException('RENEWAL_TERMS_INVALID', detail);
export const leaseNotRenewable = (detail: string) => new LeaseException('LEASE_NOT_RENEWABLE', detail);
export const noRenewalOffer = () =>
  new LeaseException('NO_RENEWAL_OFFER', 'There is no renewal offer waiting for your answer on this lease.');
export const moveOutDateInvalid = (detail: string) => new LeaseException('MOVE_OUT_DATE_INVALID', detail);
export const noticeAlreadyGiven = (moveOutDate: string) =>
  new LeaseException('NOTICE_ALREADY_GIVEN', `Notice has already been given: the move-out date is ${moveOutDate}.`);
export const leaseChanged = () =>
  new LeaseException('CONFLICT', 'The lease changed at the same moment; read it again and retry.');
