import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { ConfigError } from '@trio/service-kit/config';
import { OutboxRelay } from '@trio/service-kit/events';
import { UsersCoreModule } from '../app.module';
import { managerInputSchema, ManagersService, type ManagerInput } from '../managers/managers.service';
import { hashPassword } from '../auth/password-hasher';
import { UsersService } from '../users/users.service';
import { DEMO_ACCOUNTS, DEMO_MANAGERS } from './demo-data';

const USAGE = `usage:
  npm run ops -- add-manager --email <e-mail> --name <name> --company <company> [--phone <phone>]
  npm run ops -- seed-demo          (the three demo managers and the demo accounts; safe to repeat)`;

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
    if (command === 'seed-demo') await seedDemoAccounts(app.get(UsersService));
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

run(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
