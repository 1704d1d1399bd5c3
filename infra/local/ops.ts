import { runOps } from './apps';

/**
 * `npm run ops -- <command> …`: operations commands against the local infrastructure, routed to the service that
 * owns the data.
 */
const COMMANDS: Record<string, string> = {
  'add-manager': 'users',
  'seed-demo': 'users',
  reindex: 'properties',
  feature: 'properties',
};

const [command, ...args] = process.argv.slice(2);
const service = command ? COMMANDS[command] : undefined;
if (!service) {
  console.error(`usage: npm run ops -- <command> [options]\ncommands: ${Object.keys(COMMANDS).join(', ')}`);
  process.exitCode = 2;
} else {
  process.exitCode = runOps(service, [command!, ...args]);
}
