import { Controller, Get, Post } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Authenticated, Public, Roles } from './access.decorators';
import { RouteAccessAudit } from './route-access.audit';

@Controller('declared')
class DeclaredController {
  @Get('open')
  @Public()
  open() {}

  @Get('mine')
  @Authenticated()
  mine() {}

  @Post(['hub', 'hub-again'])
  @Roles('landlord', 'property_manager')
  hub() {}

  /** Not a route: no HTTP method decorator. */
  helper() {}
}

@Controller('leaky')
class LeakyController {
  @Get()
  @Public()
  fine() {}

  @Post('forgotten')
  forgotten() {}
}

@Controller('closed')
@Authenticated()
class ClosedController {
  @Get(':id')
  byId() {}
}

async function boot(...controllers: Array<new () => object>) {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    controllers,
    providers: [RouteAccessAudit],
  }).compile();
  return moduleRef;
}

describe('RouteAccessAudit', () => {
  it('lists every controller route with its rule (from the handler or the controller)', async () => {
    const moduleRef = await boot(DeclaredController, ClosedController);
    const routes = moduleRef.get(RouteAccessAudit).routes();
    expect(routes.map((r) => [r.method, r.path, r.rule?.kind])).toEqual(
      expect.arrayContaining([
        ['GET', '/declared/open', 'public'],
        ['GET', '/declared/mine', 'authenticated'],
        ['POST', '/declared/hub', 'authenticated'],
        ['POST', '/declared/hub-again', 'authenticated'],
        ['GET', '/closed/:id', 'authenticated'],
      ]),
    );
    expect(routes).toHaveLength(5);
    expect(routes.find((r) => r.path === '/declared/hub')?.rule).toEqual({
      kind: 'authenticated',
      roles: ['landlord', 'property_manager'],
    });
    await expect(moduleRef.init()).resolves.toBeDefined();
    await moduleRef.close();
  });

  it('refuses to start with a route that declares neither @Public() nor an authentication rule, naming it', async () => {
    const moduleRef = await boot(DeclaredController, LeakyController);
    await expect(moduleRef.init()).rejects.toThrow(/POST \/leaky\/forgotten \(LeakyController\.forgotten\)/);
    // Nothing to close: `close()` would rethrow the failed start.
  });
});
