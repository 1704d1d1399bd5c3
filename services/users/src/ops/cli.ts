import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { ConfigError } from '@trio/service-kit/config';
import { OutboxRelay } from '@trio/service-kit/events';
import { UsersCoreModule } from '../app.module';
import { managerInputSchema, ManagersService, type ManagerInput } from '../managers/managers.service';
import { hashPassword } from '../auth/password-hasher';
import { UsersService } from '../users/users.service';
import type { UserDocument } from '../users/user.schema';
import { DEMO_ACCOUNTS, DEMO_MANAGERS, DEMO_PEOPLE_PASSWORD, demoPeople, type DemoPersonKind } from './demo-data';

const USAGE = `usage:
  npm run ops -- add-manager --email <e-mail> --name <name> --company <company> [--phone <phone>]
  npm run ops -- seed-demo [--landlords <n>] [--renters <n>] [--out <file>]
      the three demo managers and the demo accounts, plus n generated landlords and renters
      (landlord01@demo.trio.rentals …, password ${DEMO_PEOPLE_PASSWORD}); safe to repeat. --out writes the people
      (ids as stored) to a JSON file for the properties seed.`;

/**
 * Operations commands of the users service. Each boots the service's core (database, outbox, Kafka producer),
 * does its work through the same services the API uses, waits until the events are published, and exits.
 */
async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== 'add-manager' && command !== 'seed-demo') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  let inputs: ManagerInput[];
  let seedOptions: SeedDemoOptions = { landlords: 0, renters: 0 };
  if (command === 'add-manager') {
    const { values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        company: { type: 'string' },
        phone: { type: 'string' },
      },
      strict: true,
    });
    const parsed = managerInputSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
      console.error(USAGE);
      process.exitCode = 2;
      return;
    }
    inputs = [parsed.data];
  } else {
    const parsed = parseSeedDemoOptions(rest);
    if (typeof parsed === 'string') {
      console.error(`${parsed}\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    seedOptions = parsed;
    inputs = DEMO_MANAGERS;
  }

  const app = await NestFactory.createApplicationContext(UsersCoreModule.forRoot(), { logger: ['error', 'warn'] });
  try {
    await app.init();
    const managers = app.get(ManagersService);
    for (const input of inputs) {
      const { outcome, manager } = await managers.upsert(input);
      console.log(
        `${outcome}: property manager ${manager.email} (${manager.name}, ${manager.company}) id ${manager._id}`,
      );
    }
    if (command === 'seed-demo') {
      const users = app.get(UsersService);
      await seedDemoAccounts(users);
      const landlords = await seedDemoPeople(users, 'landlord', seedOptions.landlords);
      const renters = await seedDemoPeople(users, 'renter', seedOptions.renters);
      if (seedOptions.out) await writePeopleFile(seedOptions.out, app.get(ManagersService), users, landlords, renters);
    }
    // The relay publishes right after each write; stopping it waits for that to finish.
    await app.get(OutboxRelay).stop();
  } finally {
    await app.close();
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

interface SeedDemoOptions {
  landlords: number;
  renters: number;
  out?: string;
}

/** `--landlords n --renters n --out file`; an error message when they are wrong. */
function parseSeedDemoOptions(args: string[]): SeedDemoOptions | string {
  let values: { landlords?: string; renters?: string; out?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { landlords: { type: 'string' }, renters: { type: 'string' }, out: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    return (err as Error).message;
  }
  const count = (name: 'landlords' | 'renters'): number | string => {
    const raw = values[name] ?? '0';
    const n = Number(raw);
    return Number.isInteger(n) && n >= 0 && n <= 999 ? n : `--${name}: expected a whole number from 0 to 999`;
  };
  const landlords = count('landlords');
  const renters = count('renters');
  if (typeof landlords === 'string') return landlords;
  if (typeof renters === 'string') return renters;
  if (values.out !== undefined && values.out.trim() === '') return '--out: expected a file name';
  return { landlords, renters, ...(values.out ? { out: values.out } : {}) };
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
  landlords: UserDocument[],
  renters: UserDocument[],
): Promise<void> {
  const demoAccount = async (email: string) => {
    const user = await users.findByEmail(email);
    return user ? [user] : [];
  };
  const managerEntries = [];
  for (const input of DEMO_MANAGERS) {
    const manager = await managers.findByEmail(input.email);
    if (!manager) throw new Error(`the demo manager ${input.email} is missing`);
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

run(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
