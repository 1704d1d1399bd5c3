import { PRODUCT_APPS, type ProductApp } from './app-list';
import { runOps } from './apps';
import { repoRoot } from './paths';
import { traceCommand } from './trace';

/**
 * `npm run ops -- <command> …`: operations commands against the local infrastructure, routed to the service that
 * owns the data; `trace <correlationId>` reads the apps' logs instead (infra/local/trace.ts).
 */
const COMMANDS: Record<string, string> = Object.fromEntries(
  (PRODUCT_APPS as readonly ProductApp[]).flatMap((app) =>
    (app.opsCommands ?? []).map((command) => [command, app.name]),
  ),
);

const [command, ...args] = process.argv.slice(2);
const service = command ? COMMANDS[command] : undefined;
if (command === 'trace') {
  void traceCommand(args, repoRoot).then((code) => (process.exitCode = code));
} else if (!service) {
  console.error(`usage: npm run ops -- <command> [options]\ncommands: trace, ${Object.keys(COMMANDS).join(', ')}`);
  process.exitCode = 2;
} else {
  process.exitCode = runOps(service, [command!, ...args]);
}
