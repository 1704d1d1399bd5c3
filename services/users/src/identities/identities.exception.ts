import type { UsersProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the gateway's identity lookup refuses; the class name tells the logs which module spoke. */
export class IdentityException extends ProblemException<UsersProblemCode> {}

export const gatewayOnly = () => new IdentityException('FORBIDDEN', 'Only the gateway may read identities.');

export const noSuchUser = () => new IdentityException('NOT_FOUND', 'There is no such user.');
