import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ProblemException } from '../problem.exception';
import { type GatewayIdentity, IDENTITY_HEADER, IdentityError, verifyIdentity } from './identity-token';

/** Injection token of the secret shared with the gateway (INTERNAL_IDENTITY_SECRET). */
export const IDENTITY_SECRET = Symbol.for('trio.service-kit.identity-secret');

/** Metadata key of `@PublicInternal()`: the one marker of a route anyone may call (the gateway's guard reads it too). */
export const PUBLIC_INTERNAL = 'trio:public-internal';

/**
 * Opts a controller or route out of the gateway identity check: health probes, and the few endpoints that
 * outside systems call directly (a payment webhook, which checks its own signature instead).
 */
export const PublicInternal = (): ClassDecorator & MethodDecorator => SetMetadata(PUBLIC_INTERNAL, true);

type RequestLike = { raw?: object; headers?: Record<string, string | string[] | undefined> };

const identities = new WeakMap<object, GatewayIdentity>();

/** The verified identity of a request, once the guard has let it in. */
export function identityOf(request: RequestLike): GatewayIdentity | undefined {
  return identities.get(request.raw ?? request);
}

const DETAILS: Record<IdentityError['reason'], string> = {
  missing: 'The request does not carry the gateway identity.',
  malformed: 'The gateway identity is not valid.',
  'bad-signature': 'The gateway identity is not valid.',
  expired: 'The gateway identity has expired.',
  'not-yet-valid': 'The gateway identity is not valid yet.',
};

/**
 * Closed by default: every HTTP route needs the `x-trio-identity` header the gateway signed
 * (`signIdentity`), unless marked `@PublicInternal()`. Missing, tampered or expired → 401 UNAUTHENTICATED.
 *
 * Identity comes ONLY from that header. A `userId`, `email` or `role` in a request body or query is never
 * trusted: handlers compare it with `@CurrentIdentity()` or ignore it.
 *
 * Kafka handlers of a hybrid app are not HTTP requests and pass: events are internal traffic.
 */
@Injectable()
export class GatewayIdentityGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(IDENTITY_SECRET) private readonly secret: string,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_INTERNAL, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<RequestLike>();
    try {
      const identity = verifyIdentity(request.headers?.[IDENTITY_HEADER], this.secret);
      identities.set(request.raw ?? request, identity);
      return true;
    } catch (err) {
      if (err instanceof IdentityError) throw new ProblemException('UNAUTHENTICATED', DETAILS[err.reason]);
      throw err;
    }
  }
}

/**
 * The caller's verified identity: `@CurrentIdentity() me: GatewayIdentity`. On a route without it (a
 * `@PublicInternal()` one) this answers 401, unless `{ optional: true }`, which gives `undefined`.
 */
export const CurrentIdentity = createParamDecorator(
  (options: { optional?: boolean } | undefined, context: ExecutionContext): GatewayIdentity | undefined => {
    const identity = identityOf(context.switchToHttp().getRequest<RequestLike>());
    if (!identity && !options?.optional) {
      throw new ProblemException('UNAUTHENTICATED', DETAILS.missing);
    }
    return identity;
  },
);
