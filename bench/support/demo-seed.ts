import { join } from 'node:path';
import type { Stack } from '../../e2e/api/support/stack';

/** Fails naming the seed, with the end of its output, when an operations command did not exit 0. */
export function mustSucceed(what: string, result: { status: number | null; stderr: string }): void {
  if (result.status !== 0) throw new Error(`${what} failed (${result.status}): ${result.stderr.slice(-2000)}`);
}

/**
 * The demo's people (its named accounts and managers, no generated landlords, six renters), `properties` homes and
 * the demo applications on a bench's stack, by the services' own seeds; the people file goes to `dir`. The caller
 * adds what its figure needs, then waits for `stack.settled()`.
 */
export function seedDemoOnStack(stack: Stack, dir: string, properties: number): void {
  const people = join(dir, 'people.json');
  mustSucceed(
    'users seed',
    stack.services.users.ops(['seed-demo', '--landlords', '0', '--renters', '6', '--out', people], 600_000),
  );
  mustSucceed(
    'properties seed',
    stack.propertiesOps(['seed', '--properties', String(properties), '--people', people], 600_000),
  );
  mustSucceed('applications seed', stack.services.applications.ops(['seed', '--people', people], 600_000));
}
