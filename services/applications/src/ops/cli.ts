import 'reflect-metadata';
import { opsCommand, OpsUsageError, runOpsCommands } from '@trio/service-kit/service';
import { applications } from '../app.module';
import { ExpiryService } from '../expiry/expiry.service';
import { catchUpCopies } from '../seed/catch-up';
import { DEMO_APPLYING_RENTERS, seedDemoApplications } from '../seed/demo-applications';
import { seedDemoConversations } from '../seed/demo-conversations';
import { DEMO_LEASES, seedDemoLeases } from '../seed/demo-leases';
import { readPeopleFile } from '../seed/people-file';

const USAGE = `usage (from the repository root):
  npm run seed                                 the whole demo; this service's part is \`seed --people <file>\`
  node -r @swc-node/register services/applications/src/ops/cli.ts seed --people <file> [--renters <n>] [--leases <n>]
      demo rental applications in every status, for the demo renters on properties of the demo managers, and demo
      leases (renter@trio.rentals and two more tenants, moved in months ago, on the demo landlords' homes, and a
      tenant who moved out 10 days ago: the lease ended, its deposit settled by payments' seed); <file> is
      written by the users service's \`seed-demo --out\`. Reads the property and user events first. Safe to repeat.
      Larger data sets: --renters (renters who apply, six applications each; default ${DEMO_APPLYING_RENTERS}) and --leases
      (tenants with an active lease; default ${DEMO_LEASES}; given, no moved-out tenant).
  node -r @swc-node/register services/applications/src/ops/cli.ts seed-conversations --people <file>
      the demo's conversations (a question about a home, an application, a lease, a repair) for renter@trio.rentals,
      each ending unread; run after the maintenance seed (a repair's conversation needs its request). Safe to repeat.
  npm run ops -- expire [--now <ISO date-time>]
      expires the applications due at that moment (default: now), as the expiry job does`;

/** `expire [--now <date>]`: what the expiry job does, as of a given moment. */
const expire = opsCommand({
  options: { now: { type: 'string' } },
  input: (values) => {
    const now = values.now === undefined ? new Date() : new Date(String(values.now));
    if (Number.isNaN(now.getTime())) throw new OpsUsageError('--now: expected an ISO date-time');
    return { now };
  },
  run: async (app, { now }) => {
    const expired = await app.get(ExpiryService).expireDue(now);
    console.log(`expired ${expired} application(s) due at ${now.toISOString()}`);
  },
});

/** `seed --people <file> [--renters <n>] [--leases <n>]`: demo applications in every status, demo leases. */
const seed = opsCommand({
  options: { people: { type: 'string' }, renters: { type: 'string' }, leases: { type: 'string' } },
  input: (values) => {
    if (!values.people) throw new OpsUsageError('--people: the people file (users seed-demo --out) is required');
    const count = (name: 'renters' | 'leases', fallback: number) => {
      const n = Number(values[name] ?? fallback);
      if (Number.isInteger(n) && n >= 0 && n <= 5_000) return n;
      throw new OpsUsageError(`--${name}: expected a whole number from 0 to 5000`);
    };
    return {
      people: String(values.people),
      renters: count('renters', DEMO_APPLYING_RENTERS),
      leases: count('leases', DEMO_LEASES),
      // The demo's moved-out tenant: the demo's only (a larger data set names its leases).
      movedOut: values.leases === undefined,
    };
  },
  run: async (app, input) => {
    const people = readPeopleFile(input.people);
    const began = Date.now();
    const events = await catchUpCopies(app);
    console.log(
      `applications seed: copies up to date (${events} events read in ${((Date.now() - began) / 1000).toFixed(1)} s)`,
    );
    const summary = await seedDemoApplications(app, people, input.renters);
    console.log(`applications seed done: ${summary.created} created, ${summary.existed} existed`);
    const leases = await seedDemoLeases(app, people, input.leases, input.movedOut);
    console.log(`leases seed done: ${leases.created} created, ${leases.existed} existed`);
  },
});

/** `seed-conversations --people <file>`: the demo's conversations, after the maintenance seed. */
const seedConversations = opsCommand({
  options: { people: { type: 'string' } },
  input: (values) => {
    if (!values.people) throw new OpsUsageError('--people: the people file (users seed-demo --out) is required');
    return { people: String(values.people) };
  },
  run: async (app, input) => {
    await catchUpCopies(app);
    const summary = await seedDemoConversations(app, readPeopleFile(input.people));
    console.log(`conversations seed done: ${summary.created} created, ${summary.existed} existed`);
  },
});

/** Operations commands of the applications service (the kit's runner boots the core, runs, waits for events). */
runOpsCommands(applications, { usage: USAGE, commands: { expire, seed, 'seed-conversations': seedConversations } });
