/**
 * One replica of the users service for bench/events-replicas.bench.ts: the real service (its consumer, its
 * properties.property handlers, its database writes and outbox), started in this OS process from the environment
 * the benchmark gives it, as `npm run scale` starts a replica. It talks to the benchmark over the IPC channel:
 *
 *   → { kind: 'ready', pid }                                   once the service answers and its consumer runs
 *   ← 'cpu'    → { kind: 'cpu', user, system } (µs)            process CPU time so far, for the run's profile
 *   ← 'stop'   → exits 0 once the service has closed
 */
import 'reflect-metadata';
import { users } from '../../services/users/src/app.module';

type Reply = { kind: 'ready'; pid: number } | { kind: 'cpu'; user: number; system: number };

function reply(message: Reply): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const env = JSON.parse(process.env.BENCH_REPLICA_ENV ?? '{}') as Record<string, string>;
  const running = await users.start({ env, shutdownHooks: false });
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      reply({ kind: 'cpu', user, system });
    } else if (message === 'stop') {
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }
  });
  // The benchmark is gone (it failed or was stopped): do not linger as a consumer of its group.
  process.on('disconnect', () => void running.close().finally(() => process.exit(0)));
  reply({ kind: 'ready', pid: process.pid });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
