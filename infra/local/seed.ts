import { join } from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { resolveAddresses } from './addresses';
import { runOps } from './apps';
import { infraUp } from './infra';
import { infraStateDir } from './paths';

export interface DemoSeedOptions {
  /** Catalogue properties (default 2,000; `--properties 100000` makes the benchmark catalogue). */
  properties?: number;
  /** Skip the properties seed when the properties database has properties already (`npm start`: fast restarts). */
  skipPropertiesWhenPresent?: boolean;
  /** Bring the infrastructure up first (false when the caller just did). */
  infra?: boolean;
  print?: (line: string) => void;
}

/** Generated accounts besides the named demo ones. */
const DEMO_LANDLORDS = 40;
const DEMO_RENTERS = 20;
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
 * leases: renter@trio.rentals and two more tenants moved in months ago), then the payments seed (their initial
 * payments and rent history, one month overdue), then the maintenance seed (requests in every status and priority on
 * the demo leases). Each is a service's own operations command, run with the local environment.
 */
export async function seedDemoData(options: DemoSeedOptions = {}): Promise<void> {
  const print = options.print ?? ((line: string) => console.log(`[seed] ${line}`));
  const properties = options.properties ?? 2000;
  const began = Date.now();
  if (options.infra !== false) {
    await infraUp((line) => print(`infra: ${line}`));
    print(`infrastructure up (${seconds(Date.now() - began)})`);
  }

  const file = peopleFilePath();
  let step = Date.now();
  print(`users: managers, demo accounts, ${DEMO_LANDLORDS} landlords and ${DEMO_RENTERS} renters…`);
  const usersArgs = ['seed-demo', '--landlords', String(DEMO_LANDLORDS), '--renters', String(DEMO_RENTERS)];
  if (runOps('users', [...usersArgs, '--out', file]) !== 0) throw new Error('the users seed failed (see above)');
  print(`users seed done (${seconds(Date.now() - step)})`);

  step = Date.now();
  const present = options.skipPropertiesWhenPresent ? await countProperties() : 0;
  if (present > 0) {
    print(`properties: the database holds properties already, seed skipped (npm run seed adds what is missing)`);
  } else {
    print(`properties: ${properties} catalogue properties, images, listing requests, places, search index…`);
    if (runOps('properties', ['seed', '--properties', String(properties), '--people', file]) !== 0) {
      throw new Error('the properties seed failed (see above)');
    }
    print(`properties seed done (${seconds(Date.now() - step)})`);
  }

  step = Date.now();
  print('applications: rental applications in every status for the demo renters, demo leases…');
  if (runOps('applications', ['seed', '--people', file]) !== 0)
    throw new Error('the applications seed failed (see above)');
  print(`applications seed done (${seconds(Date.now() - step)})`);

  step = Date.now();
  print('payments: the demo leases’ initial payments and rent history (one month overdue)…');
  if (runOps('payments', ['seed']) !== 0) throw new Error('the payments seed failed (see above)');
  print(`payments seed done (${seconds(Date.now() - step)})`);

  step = Date.now();
  print('maintenance: requests in every status and priority on the demo leases (some overdue, notes, photos)…');
  if (runOps('maintenance', ['seed']) !== 0) throw new Error('the maintenance seed failed (see above)');
  print(`maintenance seed done (${seconds(Date.now() - step)})`);
  step = Date.now();
  print('notifications: reminder history of the demo leases whose rent is past due…');
  if (runOps('notifications', ['seed']) !== 0) throw new Error('the notifications seed failed (see above)');
  print(`notifications seed done (${seconds(Date.now() - step)})`);
  print(`demo data ready in ${seconds(Date.now() - began)}`);
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
