import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { opsCommand, OpsUsageError, runOpsCommands, type OpsValues } from '@trio/service-kit/service';
import { users } from '../app.module';
import { managerInputSchema, ManagersService, type ManagerInput } from '../managers/managers.service';
import { hashPassword } from '../auth/password-hasher';
import { UsersService } from '../users/users.service';
import type { UserDocument } from '../users/user.schema';
import {
  DEMO_ACCOUNTS,
  DEMO_MANAGERS,
  DEMO_PEOPLE_PASSWORD,
  demoManagers,
  demoPeople,
  type DemoPersonKind,
} from './demo-data';

const USAGE = `usage:
  npm run ops -- add-manager --email <e-mail> --name <name> --company <company> [--phone <phone>]
  npm run ops -- seed-demo [--landlords <n>] [--renters <n>] [--managers <n>] [--out <file>]
      the three demo managers and the demo accounts, plus n generated landlords and renters
      (landlord01@demo.trio.rentals …, password ${DEMO_PEOPLE_PASSWORD}) and n generated property managers beyond
      the demo three (manager01@demo.trio.rentals …, records without sign-in accounts; default 0, for data sets
      larger than the demo); safe to repeat. --out writes the people (ids as stored) to a JSON file for the
      properties seed.`;

type SeedDemoOptions = { landlords: number; renters: number; managers: number; out?: string };

/** `add-manager --email … --name … --company … [--phone …]`: adds or updates a property-manager record. */
const addManager = opsCommand({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    company: { type: 'string' },
    phone: { type: 'string' },
  },
  input: (values): ManagerInput => {
    const parsed = managerInputSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    throw new OpsUsageError(
      parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  },
  run: async (app, input) => upsertManagers(app.get(ManagersService), [input]),
});

/** `seed-demo [--landlords n] [--renters n] [--out file]`: the demo managers, accounts and generated people. */
const seedDemo = opsCommand({
  options: {
    landlords: { type: 'string' },
    renters: { type: 'string' },
    managers: { type: 'string' },
    out: { type: 'string' },
  },
  input: seedDemoOptionsOf,
  run: async (app, options) => {
    const users = app.get(UsersService);
    const generatedManagers = demoManagers(options.managers);
    await upsertManagers(app.get(ManagersService), DEMO_MANAGERS);
    await upsertManagers(app.get(ManagersService), generatedManagers, { quiet: true });
    await seedDemoAccounts(users);
    const landlords = await seedDemoPeople(users, 'landlord', options.landlords);
    const renters = await seedDemoPeople(users, 'renter', options.renters);
    if (options.out) {
      const managers = [...DEMO_MANAGERS, ...generatedManagers];
      await writePeopleFile(options.out, app.get(ManagersService), users, managers, landlords, renters);
    }
  },
});

/** Registers (or updates) the managers; `quiet` prints one line for all of them instead of one each. */
async function upsertManagers(
  managers: ManagersService,
  inputs: ManagerInput[],
  { quiet = false } = {},
): Promise<void> {
  const outcomes: Record<string, number> = {};
  for (const input of inputs) {
    const { outcome, manager } = await managers.upsert(input);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (quiet) continue;
    console.log(
      `${outcome}: property manager ${manager.email} (${manager.name}, ${manager.company}) id ${manager._id}`,
    );
  }
  if (quiet && inputs.length > 0) {
    const told = Object.entries(outcomes).map(([outcome, n]) => `${n} ${outcome}`);
    console.log(`generated property managers: ${told.join(', ')}`);
  }
}

async function seedDemoAccounts(users: UsersService): Promise<void> {
  for (const { password, note, ...account } of DEMO_ACCOUNTS) {
    if (await users.findByEmail(account.email)) {
      console.log(`exists: demo account ${account.email} (${note})`);
      continue;
    }
    await users.create({ ...account, passwordHash: await hashPassword(password) }, 'password');
    console.log(`created: demo account ${account.email} (${note})`);
  }
}

/** Generated people of one kind at most (the 100,000-home benchmark data set has 2,000 landlords; their phone numbers stay 10 digits up to here). */
const MAX_GENERATED = 5_000;

/** `--landlords n --renters n --managers n --out file` as counts and a file name. */
function seedDemoOptionsOf(values: OpsValues): SeedDemoOptions {
  const count = (name: 'landlords' | 'renters' | 'managers'): number => {
    const n = Number(values[name] ?? '0');
    if (Number.isInteger(n) && n >= 0 && n <= MAX_GENERATED) return n;
    throw new OpsUsageError(`--${name}: expected a whole number from 0 to ${MAX_GENERATED}`);
  };
  const out = values.out as string | undefined;
  if (out !== undefined && out.trim() === '') throw new OpsUsageError('--out: expected a file name');
  return {
    landlords: count('landlords'),
    renters: count('renters'),
    managers: count('managers'),
    ...(out ? { out } : {}),
  };
}

/**
 * The generated landlords or renters (`landlord01@demo.trio.rentals` …, one shared demo password). An account that
 * exists is left as it is. Returns the accounts as stored, in number order.
 */
async function seedDemoPeople(users: UsersService, kind: DemoPersonKind, count: number): Promise<UserDocument[]> {
  const stored: UserDocument[] = [];
  let created = 0;
  let passwordHash: string | undefined;
  for (const person of demoPeople(kind, count)) {
    const existing = await users.findByEmail(person.email);
    if (existing) {
      stored.push(existing);
      continue;
    }
    // One hash for the shared demo password, made once per run: hashing each account alike costs seconds.
    passwordHash ??= await hashPassword(DEMO_PEOPLE_PASSWORD);
    await users.create({ ...person, passwordHash }, 'password');
    // As stored: the write gave it its first version (users.user.registered.v1).
    stored.push((await users.findByEmail(person.email))!);
    created++;
  }
  if (count > 0) {
    console.log(`${kind}s: ${created} created, ${count - created} existed (password ${DEMO_PEOPLE_PASSWORD})`);
  }
  return stored;
}

/** One person as the people file lists them: ids and versions as stored, for the properties seed's projections. */
function personEntry(user: UserDocument) {
  return {
    _id: user._id,
    email: user.email,
    displayName: user.displayName,
    ...(user.firstName ? { firstName: user.firstName } : {}),
    ...(user.lastName ? { lastName: user.lastName } : {}),
    version: user.version,
  };
}

/**
 * `{ managers, landlords, renters }` with the ids as stored. The demo landlord (landlord@trio.rentals) and renter
 * (renter@trio.rentals) come first in their lists.
 */
async function writePeopleFile(
  file: string,
  managers: ManagersService,
  users: UsersService,
  managerInputs: ManagerInput[],
  landlords: UserDocument[],
  renters: UserDocument[],
): Promise<void> {
  const demoAccount = async (email: string) => {
    const user = await users.findByEmail(email);
    return user ? [user] : [];
  };
  const managerEntries = [];
  for (const input of managerInputs) {
    const manager = await managers.findByEmail(input.email);
    if (!manager) throw new Error(`the manager ${input.email} is missing`);
    const account = await users.findByEmail(input.email);
    managerEntries.push({
      _id: manager._id,
      email: manager.email,
      name: manager.name,
      company: manager.company,
      ...(manager.phone ? { phone: manager.phone } : {}),
      version: manager.version,
      ...(account ? { userId: account._id } : {}),
    });
  }
  const people = {
    managers: managerEntries,
    landlords: [...(await demoAccount('landlord@trio.rentals')), ...landlords].map(personEntry),
    renters: [...(await demoAccount('renter@trio.rentals')), ...renters].map(personEntry),
  };
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(people, null, 2) + '\n');
  console.log(
    `people file: ${path} (${people.managers.length} managers, ${people.landlords.length} landlords, ` +
      `${people.renters.length} renters)`,
  );
}

/**
 * Operations commands of the users service. Each boots the service's core (database, outbox, Kafka producer),
 * does its work through the same services the API uses, waits until the events are published, and exits.
 */
runOpsCommands(users, { usage: USAGE, commands: { 'add-manager': addManager, 'seed-demo': seedDemo } });
