import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostPort, type InfraAddresses } from '../addresses';
import { onPath, type InfraComponent } from '../component';
import { goBuild, type GoCommand } from '../go';
import { serverDataDir } from '../paths';
import { startDetached } from '../processes';
import { mongoAnswers } from '../probes';

const server = 'mongo';
const ferretdb: GoCommand = {
  module: 'github.com/FerretDB/FerretDB',
  version: 'v1.24.2',
  pkg: './cmd/ferretdb',
  binary: 'ferretdb',
  // The release reads its own version from an embedded file that only its build tooling writes.
  prepare: (source) => writeFileSync(join(source, 'build', 'version', 'version.txt'), 'v1.24.2\n'),
};

function address(a: InfraAddresses) {
  return hostPort(a.mongoUrl, 27017);
}

/** A real `mongod` on PATH wins; otherwise FerretDB 1.24 on SQLite serves the same wire protocol. */
export const mongo: InfraComponent = {
  name: server,
  startTimeoutMs: 60_000,
  address: (a) => a.mongoUrl,
  answers: (a) => mongoAnswers(a.mongoUrl),
  async provision(_a, step) {
    if (onPath('mongod')) return undefined;
    const { built } = await goBuild(server, ferretdb, step);
    return built ? `built FerretDB ${ferretdb.version} with go (no mongod on PATH)` : undefined;
  },
  async start(a) {
    const { host, port } = address(a);
    const mongod = onPath('mongod');
    if (mongod) {
      const dbpath = join(serverDataDir(server), 'mongod');
      mkdirSync(dbpath, { recursive: true });
      return startDetached({
        server,
        command: mongod,
        args: ['--bind_ip', host, '--port', String(port), '--dbpath', dbpath, '--quiet'],
      });
    }
    const { path } = await goBuild(server, ferretdb);
    const dir = join(serverDataDir(server), 'ferretdb');
    mkdirSync(dir, { recursive: true });
    return startDetached({
      server,
      command: path,
      args: [
        '--handler=sqlite',
        `--sqlite-url=file:${dir}/`,
        `--listen-addr=${host}:${port}`,
        `--state-dir=${dir}`,
        '--telemetry=disable',
        '--debug-addr=-',
        '--log-level=warn',
      ],
    });
  },
};
