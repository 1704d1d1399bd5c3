import { join } from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { resolveAddresses } from './addresses';
import { runOps } from './apps';
import type { ServiceAppName } from './app-list';
import { infraUp } from './infra';
import { infraStateDir } from './paths';

export interface DemoSeedOptions {
  /** Catalogue properties (default 2,000; `--properties 100000` makes the benchmark catalogue). */
  properties?: number;
  /** Skip the properties seed when the properties database has properties already (`npm start`: fast restarts). */
  skipPropertiesWhenPresent?: boolean;
  /** Bring the infrastructure up first (false when the caller just did). */
  infra?: boolean;
  /**
   * A larger data set than the demo's (the benchmarks'): how many people, applications and leases, and every
   * property written with its event (the properties seed's `--with-events`). Unset: the demo's.
   */
  scale?: DataSetScale;
  /**
   * Each service's environment beyond the local one: resources other than the demo's (a benchmark's databases,
   * topic prefix, indexes, bucket). Unset: the demo's own.
   */
  envOf?: (service: ServiceAppName) => Record<string, string>;
  /** Where the people file goes (default: the demo's, peopleFilePath()). */
  peopleFile?: string;
  print?: (line: string) => void;
}

/** The seeds' sizes besides the catalogue: generated people, renters who apply (six applications each), leases. */
export interface DataSetScale {
  landlords: number;
  renters: number;
  /** Generated property managers beyond the three demo ones. */
  extraManagers: number;
  applyingRenters: number;
  leases: number;
  /** Every property with its properties.property.listed.v1, so every service's copy of the catalogue is whole. */
  withEvents: boolean;
}

/** Generated accounts besides the named demo ones. */
const DEMO_LANDLORDS = 40;
const DEMO_RENTERS = 20;
/** The demo's renters who apply, tenants with a lease (the applications seed's defaults) and managers. */
const DEMO_APPLYING_RENTERS = 4;
const DEMO_LEASES = 3;
const DEMO_MANAGERS = 3;
const DEMO_PROPERTIES = 2000;

/**
 * The demo's proportions at another catalogue size: per 2,000 properties 40 landlords, 20 renters, 3 managers, 4
 * renters applying (24 applications) and 3 leases (with their payments, maintenance requests and reminders), so
 * each landlord, manager and renter has as much as in the demo while the whole grows; every property with its event.
 */
export function dataSetScale(properties: number): DataSetScale {
  const f = properties / DEMO_PROPERTIES;
  return {
    landlords: Math.max(1, Math.round(DEMO_LANDLORDS * f)),
    renters: Math.max(DEMO_LEASES, Math.round(DEMO_RENTERS * f)),
    extraManagers: Math.max(0, Math.round(DEMO_MANAGERS * f) - DEMO_MANAGERS),
    applyingRenters: Math.max(1, Math.round(DEMO_APPLYING_RENTERS * f)),
    leases: Math.max(1, Math.round(DEMO_LEASES * f)),
    withEvents: true,
  };
}
/** The properties service's database in local runs (its MONGO_DB default). */
const PROPERTIES_DB = 'properties';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The people file the users seed writes and the properties seed reads (git-ignored state). */
export function peopleFilePath(): string {
  return join(infraStateDir(), '..', 'seed', 'people.json');
}

async function countProperties(): Promise<number> {
  const connection = await mongoose
    .createConnection(resolveAddresses().mongoUrl, { dbName: PROPERTIES_DB, serverSelectionTimeoutMS: 10_000 })
    .asPromise();
  try {
    // Whether there are any, not how many: FerretDB drops the connection on `count` (estimatedDocumentCount) over a
    // large collection (seen with the 100,000-property benchmark catalogue); a limited countDocuments is cheap.
    return await connection.collection('properties').countDocuments({}, { limit: 1 });
  } finally {
    await connection.close();
  }
}

/**
 * The demo data: the infrastructure, then the users seed (managers, the demo accounts, generated landlords and
 * renters, written to a people file), then the properties seed (catalogue, images, listing requests, places, search
 * index), then the applications seed (applications in every status, from the property and user events, and the demo
 * leases: renter@trio.rentals and two more tenants moved in months ago, and one who moved out 10 days ago), then the
 * payments seed (their initial payments and rent history, one month overdue; the moved-out tenancy's deposit settled
 * with a deduction and refunded), then the maintenance seed (requests in every status and priority on the demo
 * leases). Each is a service's own operations command, run with the local environment.
 */
export async function seedDemoData(options: DemoSeedOptions = {}): Promise<Record<string, number>> {
  const print = options.print ?? ((line: string) => console.log(`[seed] ${line}`));
  const properties = options.properties ?? DEMO_PROPERTIES;
  const scale = options.scale;
  const envOf = options.envOf ?? (() => ({}));
  const ops = (service: ServiceAppName, args: string[]) => runOps(service, args, envOf(service));
  /** Seconds each step took, by service (and the whole under `total`). */
  const timings: Record<string, number> = {};
  const began = Date.now();
  if (options.infra !== false) {
    await infraUp((line) => print(`infra: ${line}`));
    print(`infrastructure up (${seconds(Date.now() - began)})`);
  }

  const file = options.peopleFile ?? peopleFilePath();
  const landlords = scale?.landlords ?? DEMO_LANDLORDS;
  const renters = scale?.renters ?? DEMO_RENTERS;
  let step = Date.now();
  const done = (service: string) => {
    timings[service] = (Date.now() - step) / 1000;
    print(`${service} seed done (${seconds(Date.now() - step)})`);
  };
  print(
    `users: managers${scale?.extraManagers ? ` (and ${scale.extraManagers} more)` : ''}, demo accounts, ` +
      `${landlords} landlords and ${renters} renters…`,
  );
  const usersArgs = ['seed-demo', '--landlords', String(landlords), '--renters', String(renters)];
  if (scale?.extraManagers) usersArgs.push('--managers', String(scale.extraManagers));
  if (ops('users', [...usersArgs, '--out', file]) !== 0) throw new Error('the users seed failed (see above)');
  done('users');

  step = Date.now();
  const present = options.skipPropertiesWhenPresent ? await countProperties() : 0;
  if (present > 0) {
    print(`properties: the database holds properties already, seed skipped (npm run seed adds what is missing)`);
  } else {
    print(
      `properties: ${properties} catalogue properties${scale?.withEvents ? ' (all with their events)' : ''}, ` +
        'images, listing requests, places, search index…',
    );
    const args = ['seed', '--properties', String(properties), '--people', file];
    if (scale?.withEvents) args.push('--with-events');
    if (ops('properties', args) !== 0) throw new Error('the properties seed failed (see above)');
    done('properties');
  }

  step = Date.now();
  const applying = scale?.applyingRenters ?? DEMO_APPLYING_RENTERS;
  const leases = scale?.leases ?? DEMO_LEASES;
  print(`applications: rental applications in every status for ${applying} renters, ${leases} leases…`);
  const applicationsArgs = ['seed', '--people', file];
  if (scale) applicationsArgs.push('--renters', String(applying), '--leases', String(leases));
  if (ops('applications', applicationsArgs) !== 0) throw new Error('the applications seed failed (see above)');
  done('applications');

  step = Date.now();
  print('payments: the leases’ initial payments and rent history (one month overdue), a deposit settled…');
  if (ops('payments', ['seed']) !== 0) throw new Error('the payments seed failed (see above)');
  done('payments');

  step = Date.now();
  print('maintenance: requests in every status and priority on the leases (some overdue, notes, photos)…');
  if (ops('maintenance', ['seed']) !== 0) throw new Error('the maintenance seed failed (see above)');
  done('maintenance');
  if (!scale) {
    step = Date.now();
    print('conversations: the demo renter’s, about a home, an application, the lease and a repair…');
    const args = ['seed-conversations', '--people', file];
    if (ops('applications', args) !== 0) throw new Error('the conversations seed failed (see above)');
    done('conversations');
  }
  step = Date.now();
  print('notifications: reminder history of the leases whose rent is past due…');
  if (ops('notifications', ['seed']) !== 0) throw new Error('the notifications seed failed (see above)');
  done('notifications');
  timings.total = (Date.now() - began) / 1000;
  print(`${scale ? 'data set' : 'demo data'} ready in ${seconds(Date.now() - began)}`);
  return timings;
}

/**
 * The command line: `--properties N` (default 2,000); `--external-infra`: the servers run elsewhere (compose's seed
 * container, given their addresses in the environment), so bring nothing up; `--skip-catalogue-when-present`: as
 * `npm start`, leave the catalogue alone when the properties database has properties (a second `docker compose up`).
 */
export function parseSeedArgs(argv: string[]): DemoSeedOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      properties: { type: 'string', default: '2000' },
      'external-infra': { type: 'boolean', default: false },
      'skip-catalogue-when-present': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const n = Number(values.properties);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error('--properties: expected a whole number');
  return {
    properties: n,
    infra: !values['external-infra'],
    skipPropertiesWhenPresent: values['skip-catalogue-when-present'],
  };
}

// `npm run seed [-- --properties N] [--external-infra] [--skip-catalogue-when-present]`
if (require.main === module) {
  let options: DemoSeedOptions;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (err) {
    console.error(
      `${(err as Error).message}\nusage: npm run seed [-- --properties <n>] [--external-infra] [--skip-catalogue-when-present]`,
    );
    process.exit(2);
  }
  seedDemoData(options).catch((err: Error) => {
    console.error(`[seed] ${err.message}`);
    process.exitCode = 1;
  });
}
