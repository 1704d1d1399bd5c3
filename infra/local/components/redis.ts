import { mkdirSync } from 'node:fs';
import { hostPort, type InfraAddresses } from '../addresses';
import { InfraError, onPath, runLogged, type InfraComponent } from '../component';
import { logDir, serverDataDir } from '../paths';
import { join } from 'node:path';
import { startDetached } from '../processes';
import { redisAnswers } from '../probes';

function address(a: InfraAddresses) {
  return hostPort(a.redisUrl, 6379);
}

/**
 * A redis-server named `server`: its pid file, data and log live under that name in `.local/infra/`, it listens on
 * the address of REDIS_URL. `redis` is the shared one `infra:up` starts; a test that must stop Redis under an app
 * (infra/test/shutdown.int-spec.ts) starts a private one of the same make on its own port.
 */
export function redisComponent(server: string): InfraComponent {
  return {
    name: server,
    startTimeoutMs: 30_000,
    address: (a) => a.redisUrl,
    answers: (a) => redisAnswers(address(a)),
    async provision(_a, step) {
      if (onPath('redis-server')) return undefined;
      if (process.getuid?.() !== 0) {
        throw new InfraError(server, 'redis-server is missing: run `sudo apt-get install -y redis-server` once');
      }
      const log = join(logDir(), 'redis-install.log');
      step(`installing redis-server with apt (log: ${log})`);
      const env = { DEBIAN_FRONTEND: 'noninteractive' };
      await runLogged(server, 'apt-get', ['update', '-q'], { log, env });
      await runLogged(server, 'apt-get', ['install', '-y', '-q', '--no-install-recommends', 'redis-server'], {
        log,
        env,
      });
      return 'installed redis-server with apt';
    },
    async start(a) {
      const bin = onPath('redis-server');
      if (!bin) throw new InfraError(server, 'redis-server is not on PATH');
      const { host, port } = address(a);
      const dir = serverDataDir(server);
      mkdirSync(dir, { recursive: true });
      return startDetached({
        server,
        command: bin,
        // Persistence off: local data is disposable, and BullMQ wants no eviction.
        args: [
          '--bind',
          host,
          '--port',
          String(port),
          '--dir',
          dir,
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'no',
          '--maxmemory-policy',
          'noeviction',
        ],
      });
    },
  };
}

/** The shared Redis of local runs (127.0.0.1:6379 unless REDIS_URL says otherwise). */
export const redis: InfraComponent = redisComponent('redis');
