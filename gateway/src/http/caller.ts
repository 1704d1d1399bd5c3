import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Role } from '@trio/contracts/common';
import { type GatewayIdentity } from '@trio/service-kit/http';

/** The signed-in user behind a request, with the role the users service holds NOW (roles change without re-login). */
export interface Caller {
  userId: string;
  uid: string;
  email: string;
  role: Role;
  displayName?: string | null;
}

type RequestLike = { raw?: object };

const callers = new WeakMap<object, Caller>();

/** Set by the access guard once the request's token and user are verified. */
export function setCaller(request: RequestLike, caller: Caller): void {
  callers.set(request.raw ?? request, caller);
}

/** The verified caller of a request; undefined on public routes. */
export function callerOf(request: RequestLike): Caller | undefined {
  return callers.get(request.raw ?? request);
}

/** What a service receives in the signed `x-trio-identity` header for this caller. */
export function toGatewayIdentity(caller: Caller): GatewayIdentity {
  return { userId: caller.userId, email: caller.email, role: caller.role, uid: caller.uid };
}

/** `@CurrentCaller() caller: Caller` in a handler of a route that needs a signed-in caller (a composed screen). */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller | undefined =>
  callerOf(context.switchToHttp().getRequest<RequestLike>()),
);
