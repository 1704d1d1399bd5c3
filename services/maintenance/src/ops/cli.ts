import 'reflect-metadata';
import { opsCommand, runOpsCommands } from '@trio/service-kit/service';
import { maintenance } from '../app.module';
import { catchUpCopies, seedDemoMaintenance } from '../seed/demo-maintenance';

const USAGE = `usage (from the repository root):
  npm run seed                                 the whole demo; this service's part is \`seed\` (after payments)
  node -r @swc-node/register services/maintenance/src/ops/cli.ts seed
      demo maintenance requests on every active lease: every status and priority, some overdue, notes, history and
      photos. Reads the user, manager, property and lease events first. Safe to repeat.`;

/** `seed`: demo maintenance requests on the demo leases. */
const seed = opsCommand({
  options: {},
  input: () => ({}),
  run: async (app) => {
    const events = await catchUpCopies(app);
    console.log(`maintenance seed: copies up to date (${events} events read)`);
    const summary = await seedDemoMaintenance(app);
    console.log(
      `maintenance seed done: ${summary.created} created, ${summary.existed} existed, on ${summary.leases} active lease(s)`,
    );
  },
});

/** Operations commands of the maintenance service (the kit's runner boots the core, runs, waits for events). */
runOpsCommands(maintenance, { usage: USAGE, commands: { seed } });
