import type { ChildProcess } from 'node:child_process';
import { uniqueName } from '@trio/service-kit/testing/unique';
import type { Stack } from '../../e2e/api/support/stack';
import { gatewayServiceUrls, type ServiceAppName } from '../../infra/local/app-list';
import { startApp, waitUntilServing, type LocalApp } from '../../infra/local/apps';
import { freePort } from '../../infra/local/ports';

/** Some services and a gateway in processes of their own, on a stack's data. */
export interface AppProcesses {
  gatewayUrl: string;
  serviceUrls: Partial<Record<ServiceAppName, string>>;
  stop(): Promise<void>;
}

/**
 * `services` and a gateway as processes of their own (as `npm start` and every deployment runs them), on the stack's
 * databases, topics, Redis and secret; the gateway sends the other services' routes to the stack's (in this
 * process). What a bench measures then runs on event loops of its own, not on the one the stack's other services,
 * its consumers and the bench's own bookkeeping share. `name` prefixes the apps' log files (.local/apps/).
 */
export async function startAppProcesses(
  stack: Stack,
  name: string,
  services: ServiceAppName[],
  env: Partial<Record<ServiceAppName | 'gateway', Record<string, string>>> = {},
): Promise<AppProcesses> {
  const ports = new Map<ServiceAppName, number>();
  for (const service of services) ports.set(service, await freePort());
  const gatewayPort = await freePort();
  const url = (port: number) => `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROFILE_DIR: each measured app writes a CPU profile there when it stops (where the time goes).
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const nodeOptions = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : undefined;
  const apps: LocalApp[] = services.map((service) => ({
    name: `${name}-${service}`,
    entry: `services/${service}/src/main.ts`,
    port: ports.get(service)!,
    healthPath: '/health/ready',
    ...(nodeOptions ? { nodeOptions } : {}),
    env: {
      ...(stack.services[service].env as Record<string, string>),
      PORT: String(ports.get(service)),
      LOG_LEVEL: 'warn',
      ...env[service],
    },
  }));
  apps.push({
    name: `${name}-gateway`,
    entry: 'gateway/src/main.ts',
    port: gatewayPort,
    healthPath: '/health',
    ...(nodeOptions ? { nodeOptions } : {}),
    env: {
      SERVICE_NAME: 'gateway',
      PORT: String(gatewayPort),
      LOG_LEVEL: 'warn',
      INTERNAL_IDENTITY_SECRET: stack.services.users.env.INTERNAL_IDENTITY_SECRET!,
      REDIS_KEY_PREFIX: uniqueName(`gateway-${name}`),
      SPA_DIR: 'none',
      ...gatewayServiceUrls((app) => {
        const service = app.name as ServiceAppName;
        return ports.has(service) ? url(ports.get(service)!) : stack.services[service].url;
      }),
      ...env.gateway,
    },
  });
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    for (const app of apps) {
      const child = startApp(app, (line) => console.log(line));
      children.push(child);
      await waitUntilServing(app, child, 180_000);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    gatewayUrl: url(gatewayPort),
    serviceUrls: Object.fromEntries([...ports].map(([service, port]) => [service, url(port)])),
    stop,
  };
}
