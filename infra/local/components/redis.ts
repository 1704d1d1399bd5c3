import { mkdirSync } from 'node:fs';
import { hostPort, type InfraAddresses } from '../addresses';
import { InfraError, onPath, runLogged, type InfraComponent } from '../component';
import { logDir, serverDataDir } from '../paths';
import { join } from 'node:path';
import { startDetached } from '../processes';
import { redisAnswers } from '../probes';

const server = 'redis';

function address(a: InfraAddresses) {
  return hostPort(a.redisUrl, 6379);
}

export const redis: InfraComponent = {
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
