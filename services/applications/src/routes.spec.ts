import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { applicationsRoutes } from '@trio/contracts/http/applications';
import { routeKey } from '@trio/contracts/http/route';
import { controllerRoutes, controllersIn } from '@trio/service-kit/testing';

/** Every controller of this service (`src/**\/*.controller.ts`). */
function controllers() {
  const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.controller.ts'),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return files.flatMap((file) => controllersIn(require(join(__dirname, file)) as Record<string, unknown>));
}

describe('the applications service serves its route definitions (@trio/contracts/http/applications)', () => {
  const served = controllerRoutes(controllers());

  it('serves exactly the defined routes', () => {
    expect(served.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      applicationsRoutes.map(routeKey).sort(),
    );
  });

  it('lets no route in without the gateway identity (none of them is public)', () => {
    for (const route of served) expect([route.handler, route.isPublic]).toEqual([route.handler, false]);
  });
});
