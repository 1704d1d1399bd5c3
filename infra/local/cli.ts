import { addressesToEnv, resolveAddresses } from './addresses';
import { infraDown, infraReset, infraStatus, infraUp } from './infra';
import { cacheDir, infraStateDir } from './paths';

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
  for (const [k, v] of Object.entries(env)) if (!k.endsWith('SECRET_KEY')) console.log(`  ${k}=${v}`);
}

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'up':
      await infraUp(print);
      printAddresses();
      return;
    case 'start':
      await infraUp(print);
      console.log('\nThe local infrastructure is up:');
      printAddresses();
      console.log(
        "\nThe product's services (gateway on http://127.0.0.1:3000) arrive with the next issues; until then `npm start`\n" +
          'only brings up the infrastructure. Stop it with `npm run infra:down`.',
      );
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
      console.error('usage: tsx infra/local/cli.ts up|down|status|reset|start');
      process.exitCode = 2;
  }
}

main(process.argv[2]).catch((err: Error) => {
  console.error(`[infra] ${err.message}`);
  process.exitCode = 1;
});
