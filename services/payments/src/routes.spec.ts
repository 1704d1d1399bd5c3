import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { paymentsRoutes } from '@trio/contracts/http/payments';
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

describe('the payments service serves its route definitions (@trio/contracts/http/payments)', () => {
  const served = controllerRoutes(controllers());

  it('serves exactly the defined routes', () => {
    expect(served.map((route) => `${route.method} ${route.path}`).sort()).toEqual(paymentsRoutes.map(routeKey).sort());
  });

  it('lets no route in without the gateway identity but the webhook (Razorpay calls it; it checks its signature)', () => {
    const open = served.filter((route) => route.isPublic).map((route) => `${route.method} ${route.path}`);
    expect(open).toEqual(['POST /api/razorpay/webhook']);
  });
});
