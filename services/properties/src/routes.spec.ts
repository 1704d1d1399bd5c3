import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeKey } from '@trio/contracts/http/route';
import { propertiesRoutes } from '@trio/contracts/http/properties';
import { controllerRoutes, controllersIn } from '@trio/service-kit/testing';

/** Every controller of this service (`src/**\/*.controller.ts`). */
function controllers() {
  const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.controller.ts'),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return files.flatMap((file) => controllersIn(require(join(__dirname, file)) as Record<string, unknown>));
}

describe('the properties service serves its route definitions (@trio/contracts/http/properties)', () => {
  const served = controllerRoutes(controllers());

  it('serves exactly the defined routes', () => {
    expect(served.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      propertiesRoutes.map(routeKey).sort(),
    );
  });

  it('lets in without the gateway identity exactly the public routes', () => {
    for (const route of served) {
      const definition = propertiesRoutes.find((d) => routeKey(d) === `${route.method} ${route.path}`);
      const access = definition?.access.kind;
      if (access === 'internal') continue;
      expect([route.handler, route.isPublic]).toEqual([route.handler, access === 'public']);
    }
  });
});
