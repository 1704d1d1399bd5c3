import type { ApplicationsProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the leases feature refuses; the class name tells the logs which module spoke. */
export class LeaseException extends ProblemException<ApplicationsProblemCode> {}

/** Unknown, or nothing to do with the caller (not its tenant, landlord or manager): the answer does not tell which. */
export const leaseNotFound = (id: string) => new LeaseException('NOT_FOUND', `There is no lease ${id}.`);

export const forbidden = (detail: string) => new LeaseException('FORBIDDEN', detail);
