import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ProblemException } from '@trio/service-kit/http';
import { ACCESS_RULE, type AccessRule } from './access.decorators';
import { AccessTokenVerifier, bearerToken } from './access-token.verifier';
import { setCaller } from './caller';
import { CallerIdentities } from './caller-identities';

type RequestLike = { raw?: object; headers: Record<string, string | string[] | undefined> };

/** A route without a rule is treated as needing a signed-in user: closed by default. */
const DEFAULT_RULE: AccessRule = { kind: 'authenticated' };

/**
 * The gateway's global guard. Per route, from its `@Public()`, `@Authenticated()` or `@Roles(...)`:
 * - public: let in, forwarded without an identity;
 * - otherwise: the bearer token must verify (401 UNAUTHENTICATED / TOKEN_EXPIRED), its user must still exist
 *   (401), and, with `@Roles`, the user's CURRENT role must be one of them (403 FORBIDDEN). The caller is then
 *   recorded on the request, for the forwarded `x-trio-identity`.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AccessTokenVerifier) private readonly tokens: AccessTokenVerifier,
    @Inject(CallerIdentities) private readonly identities: CallerIdentities,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule =
      this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
        context.getHandler(),
        context.getClass(),
      ]) ?? DEFAULT_RULE;
    if (rule.kind === 'public') return true;

    const request = context.switchToHttp().getRequest<RequestLike>();
    const claims = await this.tokens.verify(bearerToken(request.headers.authorization));
    const caller = await this.identities.current(claims.userId);
    if (!caller) throw new ProblemException('UNAUTHENTICATED', 'The account of this access token no longer exists.');
    if (rule.roles && !rule.roles.includes(caller.role)) {
      throw new ProblemException('FORBIDDEN', `This needs the role ${rule.roles.join(' or ')}.`);
    }
    setCaller(request, caller);
    return true;
  }
}
