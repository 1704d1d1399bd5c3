import { Controller, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { defineRoute, PUBLIC, type RouteAccess, SIGNED_IN, withRole } from '@trio/contracts/http/route';
import { ProblemException, PublicInternal } from '@trio/service-kit/http';
import { type Caller, callerOf } from '../http/caller';
import { ServeRoute } from '../http/served-route';
import { AccessGuard } from './access.guard';
import { type AccessTokenClaims, type AccessTokenVerifier } from './access-token.verifier';
import { type CallerIdentities } from './caller-identities';

const ASHA: Caller = { userId: '665f1c2b9d3e4a0012345678', uid: 'uid-asha', email: 'asha@example.in', role: 'tenant' };

const thing = (path: string, access: RouteAccess) =>
  defineRoute({ method: 'GET', path, access, summary: path, tags: ['things'], answer: { status: 204 } });

@Controller()
class ThingsController {
  @ServeRoute(thing('/things/open', PUBLIC))
  open() {}

  @ServeRoute(thing('/things/mine', SIGNED_IN))
  mine() {}

  @ServeRoute(thing('/things/hub', withRole('landlord', 'property_manager')))
  hub() {}

  @Get('things/undeclared')
  undeclared() {}
}

/** The kit's marker of a route anyone may call (its health probes carry it). */
@Controller('probes')
@PublicInternal()
class ProbesController {
  @Get('live')
  live() {}
}

function setUp(currentRole: Caller['role'] | null = 'tenant') {
  const verified: string[] = [];
  const tokens = {
    verify: jest.fn(async (token: string): Promise<AccessTokenClaims> => {
      verified.push(token);
      if (token !== 'good-token') throw new ProblemException('UNAUTHENTICATED', 'The access token is not valid.');
      return { userId: ASHA.userId, uid: ASHA.uid, email: ASHA.email };
    }),
  };
  const identities = {
    current: jest.fn(async () => (currentRole ? { ...ASHA, role: currentRole } : null)),
  };
  const guard = new AccessGuard(
    new Reflector(),
    tokens as unknown as AccessTokenVerifier,
    identities as unknown as CallerIdentities,
  );
  const run = async (controller: object, handler: string, headers: Record<string, string> = {}) => {
    const request = { headers, raw: {} };
    const type = controller as new () => Record<string, () => void>;
    const context = new ExecutionContextHost([request, {}], type, type.prototype[handler]);
    context.setType('http');
    const allowed = await guard.canActivate(context);
    return { allowed, caller: callerOf(request) };
  };
  return { run, tokens, identities, verified };
}

async function problemCode(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    if (err instanceof ProblemException) return err.code;
    throw err;
  }
  return 'allowed';
}

const withToken = { authorization: 'Bearer good-token' };

describe('AccessGuard', () => {
  it('lets anyone into a public route without looking at a token', async () => {
    const { run, tokens } = setUp();
    await expect(run(ThingsController, 'open')).resolves.toEqual({ allowed: true, caller: undefined });
    await expect(run(ThingsController, 'open', { authorization: 'Bearer junk' })).resolves.toMatchObject({
      allowed: true,
    });
    expect(tokens.verify).not.toHaveBeenCalled();
  });

  it('requires a valid bearer token on a signed-in route and records the caller', async () => {
    const { run } = setUp();
    expect(await problemCode(run(ThingsController, 'mine'))).toBe('UNAUTHENTICATED');
    expect(await problemCode(run(ThingsController, 'mine', { authorization: 'Bearer bad-token' }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await problemCode(run(ThingsController, 'mine', { authorization: 'good-token' }))).toBe('UNAUTHENTICATED');
    await expect(run(ThingsController, 'mine', withToken)).resolves.toEqual({ allowed: true, caller: ASHA });
  });

  it('refuses a valid token whose user no longer exists', async () => {
    const { run } = setUp(null);
    expect(await problemCode(run(ThingsController, 'mine', withToken))).toBe('UNAUTHENTICATED');
  });

  it('checks the roles of a route against the CURRENT role from the users service', async () => {
    expect(await problemCode(setUp('tenant').run(ThingsController, 'hub', withToken))).toBe('FORBIDDEN');
    for (const role of ['landlord', 'property_manager'] as const) {
      const { run, identities } = setUp(role);
      await expect(run(ThingsController, 'hub', withToken)).resolves.toMatchObject({ allowed: true });
      expect(identities.current).toHaveBeenCalledWith(ASHA.userId);
    }
  });

  it('treats a route without a rule as authenticated (closed by default)', async () => {
    const { run } = setUp();
    expect(await problemCode(run(ThingsController, 'undeclared'))).toBe('UNAUTHENTICATED');
    await expect(run(ThingsController, 'undeclared', withToken)).resolves.toMatchObject({ allowed: true });
  });

  it("lets anyone into a route marked with the kit's @PublicInternal()", async () => {
    const { run, tokens } = setUp();
    await expect(run(ProbesController, 'live')).resolves.toEqual({ allowed: true, caller: undefined });
    expect(tokens.verify).not.toHaveBeenCalled();
  });
});
