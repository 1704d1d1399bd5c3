/**
 * One replica of the users service for bench/events-replicas.bench.ts: the real service (its consumer, its
 * properties.property handlers, its database writes and outbox), started in this OS process from the environment
 * the benchmark gives it, as `npm run scale` starts a replica. It talks to the benchmark over the IPC channel:
 *
 *   → { kind: 'ready', pid }      once the service answers and its consumer runs
 *   ← 'stats' → ReplicaStats       CPU time and MongoDB command round trips so far (the run's profile)
 *   ← 'stop'                       exits 0 once the service has closed
 *
 * The round trips come from the driver's command monitoring (the benchmark adds monitorCommands=true to MONGO_URL):
 * a write's includes its wait at the local write gate, a read's does not.
 */
import 'reflect-metadata';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { users } from '../../services/users/src/app.module';

export interface ReplicaStats {
  kind: 'stats';
  cpuSeconds: number;
  /** Per command name: how many succeeded and their summed round trip (ms). */
  commands: Record<string, { count: number; totalMs: number }>;
}

async function main(): Promise<void> {
  const env = JSON.parse(process.env.BENCH_REPLICA_ENV ?? '{}') as Record<string, string>;
  const running = await users.start({ env, shutdownHooks: false });
  const commands: ReplicaStats['commands'] = {};
  running.app
    .get<Connection>(getConnectionToken())
    .getClient()
    .on('commandSucceeded', (event) => {
      const entry = (commands[event.commandName] ??= { count: 0, totalMs: 0 });
      entry.count += 1;
      entry.totalMs += event.duration;
    });
  process.on('message', (message) => {
    if (message === 'stats') {
      const { user, system } = process.cpuUsage();
      const stats: ReplicaStats = {
        kind: 'stats',
        cpuSeconds: (user + system) / 1e6,
        commands: structuredClone(commands),
      };
      process.send?.(stats);
    } else if (message === 'stop') {
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }
  });
  // The benchmark is gone (it failed or was stopped): do not linger as a consumer of its group.
  process.on('disconnect', () => void running.close().finally(() => process.exit(0)));
  process.send?.({ kind: 'ready', pid: process.pid });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
