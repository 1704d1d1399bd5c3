import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostPort, type InfraAddresses } from '../addresses';
import { InfraError, type InfraComponent, type StepReporter } from '../component';
import { goBuild, type GoCommand } from '../go';
import { mavenClasspath, requireJava } from '../java';
import { serverDataDir, serverRunDir } from '../paths';
import { startDetached } from '../processes';
import { s3Answers } from '../probes';

const server = 's3';

/**
 * MinIO's last release tag (RELEASE.2025-10-15T17-29-55Z) is not served by the module proxy; the
 * repository's final commit is: the release plus eleven fixes and README changes.
 */
const minio: GoCommand = {
  module: 'github.com/minio/minio',
  version: 'v0.0.0-20260212201848-7aac2a2c5b7c',
  pkg: '.',
  binary: 'minio',
};

type S3Server = 'minio' | 's3proxy';

/** Which S3 server we run: MinIO, or S3Proxy when MinIO could not be built (or INFRA_S3_SERVER=s3proxy). */
let chosen: S3Server | undefined;

function address(a: InfraAddresses) {
  return hostPort(a.s3.endpoint, 9000);
}

async function provisionS3Proxy(step: StepReporter): Promise<string | undefined> {
  const { fetched } = await mavenClasspath(server, 's3proxy', 's3proxy-2.6.0', step);
  return fetched ? 'fetched S3Proxy 2.6.0 from Maven Central' : undefined;
}

export const s3: InfraComponent = {
  name: server,
  startTimeoutMs: 60_000,
  address: (a) => a.s3.endpoint,
  answers: (a) => s3Answers(a.s3.endpoint),
  async provision(_a, step: StepReporter) {
    if (process.env.INFRA_S3_SERVER === 's3proxy') {
      chosen = 's3proxy';
      return provisionS3Proxy(step);
    }
    try {
      const { built } = await goBuild(server, minio, step);
      chosen = 'minio';
      return built ? `built MinIO (${minio.version}) with go` : undefined;
    } catch (err) {
      step(`MinIO could not be built (${(err as Error).message}); falling back to S3Proxy from Maven Central`);
      chosen = 's3proxy';
      const done = await provisionS3Proxy(step);
      return `MinIO build failed, using S3Proxy instead${done ? `: ${done}` : ''}`;
    }
  },
  async start(a) {
    const { host, port } = address(a);
    const data = join(serverDataDir(server), chosen ?? 'minio');
    mkdirSync(data, { recursive: true });
    if (chosen === 's3proxy') {
      const java = requireJava(server);
      const { libs } = await mavenClasspath(server, 's3proxy', 's3proxy-2.6.0');
      const properties = join(serverRunDir(server), 's3proxy.properties');
      mkdirSync(serverRunDir(server), { recursive: true });
      writeFileSync(
        properties,
        [
          `s3proxy.endpoint=http://${host}:${port}`,
          's3proxy.authorization=aws-v2-or-v4',
          `s3proxy.identity=${a.s3.accessKey}`,
          `s3proxy.credential=${a.s3.secretKey}`,
          'jclouds.provider=filesystem',
          `jclouds.filesystem.basedir=${data}`,
          '',
        ].join('\n'),
      );
      return startDetached({
        server,
        command: java,
        args: ['-Xmx256m', '-cp', `${libs}/*`, 'org.gaul.s3proxy.Main', '--properties', properties],
      });
    }
    if (chosen !== 'minio') throw new InfraError(server, 'start called before provision');
    const { path } = await goBuild(server, minio);
    return startDetached({
      server,
      command: path,
      args: ['server', data, '--address', `${host}:${port}`, '--console-address', `${host}:${port + 1}`, '--quiet'],
      env: {
        MINIO_ROOT_USER: a.s3.accessKey,
        MINIO_ROOT_PASSWORD: a.s3.secretKey,
        MINIO_BROWSER: 'off',
        MINIO_UPDATE: 'off',
      },
    });
  },
};
