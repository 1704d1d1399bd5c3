import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { maintenanceRoutes } from '@trio/contracts/http/maintenance';
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

describe('the maintenance service serves its route definitions (@trio/contracts/http/maintenance)', () => {
  const served = controllerRoutes(controllers());

  it('serves exactly the defined routes', () => {
    expect(served.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      maintenanceRoutes.map(routeKey).sort(),
    );
  });

  it('lets no route in without the gateway identity', () => {
    expect(served.filter((route) => route.isPublic)).toEqual([]);
  });
});
