import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSpaBuilt } from '../../../infra/local/spa';
import { eventually } from '../../api/support/client';
import { startStack, type OpsResult, type Stack, type StackOptions } from '../../api/support/stack';

/** The demo accounts the journeys sign in with (services/users/src/ops/demo-data.ts). */
export { DEMO_ACCOUNTS } from '../../../services/users/src/ops/demo-data';

export interface DemoStack extends Stack {
  /** Properties in the search index for `query`, straight from the API. */
  searchCount(query: string): Promise<number>;
}

export interface DemoStackOptions {
  /** Catalogue size (the seed spreads it over the nine cities; a few hundred gives every city listings). */
  properties?: number;
  landlords?: number;
  renters?: number;
  /**
   * Also the seeds that follow in `npm run seed` (applications and leases, payments, the demo renter's
   * conversations; not maintenance's): renter@trio.rentals then rents a home of landlord@trio.rentals, has paid for
   * it, and has conversations in the Inbox.
   */
  leases?: boolean;
  /** Settings of some apps beyond the stack's own (`{ applications: { CONVERSATION_UNREAD_EMAIL_AFTER_MS: '8000' } }`). */
  settings?: Pick<StackOptions, 'applications' | 'notifications' | 'gateway'>;
}

function check(step: string, result: OpsResult): void {
  if (result.status !== 0) {
    throw new Error(`${step} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`.slice(-4000));
  }
}

/**
 * The stack of the API journeys (users + properties + gateway in this process, own databases, topics, indexes and
 * bucket) with the gateway serving the built SPA, and the demo data put in by the project's own seed commands:
 * the users seed (managers, demo accounts, generated people) and then the properties seed (catalogue, images,
 * listing requests, places, search index), as `npm run seed` runs them, only smaller. Resolves once search finds
 * Pune's listings and every service has handled the seed's events.
 */
export async function startDemoStack(options: DemoStackOptions = {}): Promise<DemoStack> {
  const began = Date.now();
  // Straight to stderr: jest shows console output only when a test file ends, and this takes a while.
  const progress = (line: string) =>
    process.stderr.write(`[browser e2e] ${line} (${((Date.now() - began) / 1000).toFixed(1)} s)\n`);
  ensureSpaBuilt((line) => progress(`spa: ${line}`));
  const stack = await startStack({ ...options.settings, spa: true });
  progress('stack started');
  const seedDir = mkdtempSync(join(tmpdir(), 'trio-browser-seed-'));
  try {
    const people = join(seedDir, 'people.json');
    check(
      'users seed-demo',
      stack.usersOps([
        'seed-demo',
        '--landlords',
        String(options.landlords ?? 6),
        '--renters',
        String(options.renters ?? 3),
        '--out',
        people,
      ]),
    );
    progress('users seeded');
    check(
      'properties seed',
      stack.propertiesOps(['seed', '--properties', String(options.properties ?? 300), '--people', people]),
    );
    progress('properties seeded');
    if (options.leases) {
      const { applications, payments } = stack.services;
      check('applications seed', applications.ops(['seed', '--people', people]));
      check('payments seed', payments.ops(['seed']));
      check('conversations seed', applications.ops(['seed-conversations', '--people', people]));
      progress('applications, leases, payments and conversations seeded');
    }
    const searchCount = async (query: string) => {
      const res = await fetch(`${stack.gatewayUrl}/trio/properties/search?query=${encodeURIComponent(query)}`);
      if (!res.ok) return 0;
      return ((await res.json()) as { totalFound?: number }).totalFound ?? 0;
    };
    await eventually(async () => ((await searchCount('Pune')) > 0 ? true : undefined), 60_000);
    progress(`search finds ${await searchCount('Pune')} listings in Pune`);
    // Every service's projections (the applications service's copy of each home, …) have caught up with the seed.
    await stack.settled(120_000);
    progress("every service has handled the seed's events");
    return { ...stack, searchCount };
  } catch (err) {
    await stack.close();
    throw err;
  } finally {
    rmSync(seedDir, { recursive: true, force: true });
  }
}
