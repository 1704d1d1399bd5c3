import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { addressesToEnv, resolveAddresses } from './addresses';
import { DEMO_ACCOUNTS, DEMO_PEOPLE_DOMAIN, DEMO_PEOPLE_PASSWORD } from '../../services/users/src/ops/demo-data';
import { GATEWAY_METRICS_PORT } from './app-list';
import { GATEWAY_PORT, localApps, startApp, waitUntilServing } from './apps';
import { infraDown, infraReset, infraStatus, infraUp } from './infra';
import { cacheDir, infraStateDir } from './paths';
import { seedDemoData } from './seed';
import { ensureSpaBuilt } from './spa';

const print = (line: string) => console.log(`[infra] ${line}`);

async function status(): Promise<void> {
  const rows = await infraStatus();
  const table = rows.map((r) => ({
    server: r.server,
    address: r.address,
    answers: r.answers ? 'yes' : 'no',
    'started by infra': r.startedByUs ? `pid ${r.pid}` : '-',
    'resident MiB': r.residentMiB ?? '-',
  }));
  console.table(table);
  const total = rows.reduce((sum, r) => sum + (r.residentMiB ?? 0), 0);
  console.log(`resident memory of servers started by infra: ${total} MiB`);
  console.log(`state: ${infraStateDir()}   cache: ${cacheDir}`);
}

function printAddresses(): void {
  const env = addressesToEnv(resolveAddresses());
  for (const [k, v] of Object.entries(env)) if (!k.includes('SECRET')) console.log(`  ${k}=${v}`);
}

/**
 * `npm start`: the SPA's build (when frontend/dist is missing or stale), the infrastructure, the demo data, then
 * every app in order (the gateway serves the SPA); runs until Ctrl-C, which stops the apps
 * (the infrastructure keeps running; `npm run infra:down` stops it). `npm run scale -- --replicas N` does the same
 * with N replicas of every service behind the gateway.
 */
async function start(replicas = 1): Promise<void> {
  ensureSpaBuilt((line) => console.log(`[spa] ${line}`));
  await infraUp(print);
  console.log('\nSeeding demo data…');
  await seedDemoData({ infra: false, skipPropertiesWhenPresent: true });
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
  try {
    for (const app of localApps(replicas)) {
      const startedAt = Date.now();
      const child = startApp(app, (line) => console.log(line));
      children.push(child);
      await waitUntilServing(app, child);
      console.log(
        `[apps] ${app.name} serving on http://127.0.0.1:${app.port} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
      );
    }
  } catch (err) {
    stopAll();
    throw err;
  }
  console.log(`
Trio Rentals is running.
  Open:      http://127.0.0.1:${GATEWAY_PORT}/
  API:       http://127.0.0.1:${GATEWAY_PORT}/trio   (docs at http://127.0.0.1:${GATEWAY_PORT}/trio/docs)
  Mail:      ${resolveAddresses().mailInboxUrl}   (every e-mail the product sends)
  Demo accounts (password in brackets):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(26)} [${a.password}]  ${a.note}`).join('\n')}
    landlord01…40@${DEMO_PEOPLE_DOMAIN}, renter01…20@${DEMO_PEOPLE_DOMAIN} [${DEMO_PEOPLE_PASSWORD}]  (landlord01 and renter01 in Hindi)
  Logs:      .local/apps/<app>.log   (one request across them: npm run ops -- trace <x-correlation-id>)
  Metrics:   http://127.0.0.1:<service port>/metrics; the gateway's on http://127.0.0.1:${GATEWAY_METRICS_PORT}/metrics
Stop with Ctrl-C (the infrastructure keeps running; \`npm run infra:down\` stops it).`);
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
}

/** `--replicas N` (default 2, at most 5: replica ports climb by 100 from each service's own). */
function replicasOf(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { replicas: { type: 'string', default: '2' } }, strict: true });
  const replicas = Number(values.replicas);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 5) {
    throw new Error('--replicas: expected a whole number from 1 to 5');
  }
  return replicas;
}

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'up':
      await infraUp(print);
      printAddresses();
      return;
    case 'start':
      await start();
      return;
    case 'scale':
      await start(replicasOf(process.argv.slice(3)));
      return;
    case 'down':
      await infraDown(print);
      return;
    case 'status':
      await status();
      return;
    case 'reset':
      await infraReset(print);
      return;
    default:
      console.error('usage: tsx infra/local/cli.ts up|down|status|reset|start|scale [--replicas N]');
      process.exitCode = 2;
  }
}

main(process.argv[2]).catch((err: Error) => {
  console.error(`[infra] ${err.message}`);
  process.exitCode = 1;
});
