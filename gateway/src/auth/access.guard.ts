import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SIGNED_IN } from '@trio/contracts/http/route';
import { setCaller } from '../http/caller';
import { accessRuleOf } from './access-rule';
import { AccessTokenVerifier, bearerToken } from './access-token.verifier';
import { CallerIdentities } from './caller-identities';
import { accountGone, noSuchRoute, roleRequired } from './auth.exception';

type RequestLike = { raw?: object; headers: Record<string, string | string[] | undefined> };

/**
 * The gateway's global guard. Per route, from the access rule of its definition (`@trio/contracts/http/*`):
 * - public: let in, forwarded without an identity;
 * - authenticated: the bearer token must verify (401 UNAUTHENTICATED / TOKEN_EXPIRED), its user must still exist
 *   (401), and, with roles, the user's CURRENT role must be one of them (403 FORBIDDEN). The caller is then recorded
 *   on the request, for the forwarded `x-trio-identity`.
 * A route without a rule is treated as needing a signed-in user (closed by default; the route audit also refuses to
 * start with one). Internal routes are never served to clients.
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
    const rule = accessRuleOf(this.reflector, context.getHandler(), context.getClass()) ?? SIGNED_IN;
    if (rule.kind === 'public') return true;
    if (rule.kind === 'internal') throw noSuchRoute();
    const request = context.switchToHttp().getRequest<RequestLike>();
    const claims = await this.tokens.verify(bearerToken(request.headers.authorization));
    const caller = await this.identities.current(claims.userId);
    if (!caller) throw accountGone();
    if (rule.roles && !rule.roles.includes(caller.role)) {
      throw roleRequired(rule.roles);
    }
    setCaller(request, caller);
    return true;
  }
}
