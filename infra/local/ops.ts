import { PRODUCT_APPS, type ProductApp } from './app-list';
import { runOps } from './apps';

/**
 * `npm run ops -- <command> …`: operations commands against the local infrastructure, routed to the service that
 * owns the data.
 */
const COMMANDS: Record<string, string> = Object.fromEntries(
  (PRODUCT_APPS as readonly ProductApp[]).flatMap((app) =>
    (app.opsCommands ?? []).map((command) => [command, app.name]),
  ),
);

const [command, ...args] = process.argv.slice(2);
const service = command ? COMMANDS[command] : undefined;
if (!service) {
  console.error(`usage: npm run ops -- <command> [options]\ncommands: ${Object.keys(COMMANDS).join(', ')}`);
  process.exitCode = 2;
} else {
  process.exitCode = runOps(service, [command!, ...args]);
}
