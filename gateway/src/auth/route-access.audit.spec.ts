import { Controller, Get, Post } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { liveness } from '@trio/contracts/http/gateway';
import { defineRoute, PUBLIC, type RouteAccess, SIGNED_IN, withRole } from '@trio/contracts/http/route';
import { PublicInternal } from '@trio/service-kit/http';
import { ServeRoute } from '../http/served-route';
import { RouteAccessAudit } from './route-access.audit';

const route = (method: 'GET' | 'POST', path: string, access: RouteAccess) =>
  defineRoute({ method, path, access, summary: path, tags: ['test'], answer: { status: 204 } });

const hubRoute = route('POST', '/declared/hub', withRole('landlord', 'property_manager'));

@Controller()
class DeclaredController {
  @ServeRoute(route('GET', '/declared/open', PUBLIC))
  open() {}

  @ServeRoute(route('GET', '/declared/mine', SIGNED_IN))
  mine() {}

  @ServeRoute(hubRoute)
  hub() {}

  /** Not a route: no HTTP method decorator. */
  helper() {}
}

@Controller('leaky')
class LeakyController {
  @ServeRoute(route('GET', '/leaky', PUBLIC))
  fine() {}

  @Post('forgotten')
  forgotten() {}
}

/** The kit's probes: marked public by the kit, defined in @trio/contracts/http/gateway. */
@Controller('health')
@PublicInternal()
class ProbesController {
  @Get('live')
  live() {}
}

@Controller('probes')
@PublicInternal()
class UndefinedProbeController {
  @Get('extra')
  extra() {}
}

async function boot(...controllers: Array<new () => object>) {
  return Test.createTestingModule({ imports: [DiscoveryModule], controllers, providers: [RouteAccessAudit] }).compile();
}

describe('RouteAccessAudit', () => {
  it('lists every controller route with its rule and definition', async () => {
    const moduleRef = await boot(DeclaredController, ProbesController);
    const routes = moduleRef.get(RouteAccessAudit).routes();
    expect(routes.map((r) => [r.method, r.path, r.rule?.kind])).toEqual(
      expect.arrayContaining([
        ['GET', '/declared/open', 'public'],
        ['GET', '/declared/mine', 'authenticated'],
        ['POST', '/declared/hub', 'authenticated'],
        ['GET', '/health/live', 'public'],
      ]),
    );
    expect(routes).toHaveLength(4);
    expect(routes.find((r) => r.path === '/declared/hub')).toMatchObject({
      rule: { kind: 'authenticated', roles: ['landlord', 'property_manager'] },
      definition: hubRoute,
    });
    expect(routes.find((r) => r.path === '/health/live')?.definition).toBe(liveness);
    await expect(moduleRef.init()).resolves.toBeDefined();
    await moduleRef.close();
  });

  it('refuses to start with a route that has no access rule, naming it', async () => {
    const moduleRef = await boot(DeclaredController, LeakyController);
    await expect(moduleRef.init()).rejects.toThrow(/POST \/leaky\/forgotten \(LeakyController\.forgotten\)/);
    // Nothing to close: `close()` would rethrow the failed start.
  });

  it('refuses to start with a route that has no definition (it would be missing from the OpenAPI document)', async () => {
    const moduleRef = await boot(UndefinedProbeController);
    await expect(moduleRef.init()).rejects.toThrow(/GET \/probes\/extra .* no route definition/);
  });
});
