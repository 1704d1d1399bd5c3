import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressesToEnv, resolveAddresses } from './addresses';
import { GATEWAY_APP, GATEWAY_METRICS_PORT, gatewayServiceUrls, PRODUCT_APPS } from './app-list';
import { infraStateDir, repoRoot } from './paths';

/**
 * The product's own apps in local runs (`npm start`): each is a Node process running its TypeScript through
 * @swc-node/register (decorator metadata included), with the infrastructure's addresses in its environment.
 */
export interface LocalApp {
  name: string;
  /** Entry file, relative to the repository root. */
  entry: string;
  port: number;
  /** Answers 200 once the app serves requests. */
  healthPath: string;
  env: Record<string, string>;
  /** Options for its node process before the entry (a bench's `--cpu-prof`, say). */
  nodeOptions?: string[];
}

export const GATEWAY_PORT = GATEWAY_APP.port;

/**
 * The secrets local apps share, made once per checkout and kept in the git-ignored state folder: the gateway's
 * identity header key, the identity-number hash key, the key of the saved-search alerts' unsubscribe links. When the environment gives all of them (compose's seed
 * container), those are used and nothing is written.
 */
const LOCAL_SECRET_NAMES = [
  'INTERNAL_IDENTITY_SECRET',
  'IDENTITY_HASH_SECRET',
  'SAVED_SEARCH_UNSUBSCRIBE_SECRET',
] as const;
type LocalSecrets = Record<(typeof LOCAL_SECRET_NAMES)[number], string>;

function localSecrets(): LocalSecrets {
  // Given in the environment (compose's seed, a deployment): the apps elsewhere have them too, so they win.
  const given = LOCAL_SECRET_NAMES.filter((name) => process.env[name]?.trim());
  if (given.length === LOCAL_SECRET_NAMES.length) {
    return Object.fromEntries(given.map((name) => [name, process.env[name]!.trim()])) as LocalSecrets;
  }
  const file = join(infraStateDir(), '..', 'secrets.json');
  const held = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  const missing = LOCAL_SECRET_NAMES.filter((name) => !held[name]);
  if (missing.length === 0) return held as LocalSecrets;
  // A checkout made before a secret existed gets it added; the ones it has stay.
  const secrets = { ...held } as LocalSecrets;
  for (const name of missing) secrets[name] = randomBytes(32).toString('base64url');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  return secrets;
}

/** The environment every local app and ops command gets: infrastructure addresses and shared secrets. */
export function localAppEnv(): Record<string, string> {
  return {
    ...addressesToEnv(resolveAddresses()),
    ...localSecrets(),
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

/** Replica `i` (from 0) of a service listens this far above the service's port: 3101, 3201, 3301, … */
export const REPLICA_PORT_STEP = 100;

/**
 * In start order (app-list.ts): a service before the gateway that forwards to it. With `replicas` above 1 every
 * service runs that many times (`users`, `users-2`, …, on its port and the ones REPLICA_PORT_STEP above it): the
 * replicas share their name, so they are one Kafka consumer group that splits the partitions, and the gateway takes
 * them in turn.
 */
export function localApps(replicas = 1): LocalApp[] {
  const portOf = (port: number, replica: number) => port + replica * REPLICA_PORT_STEP;
  const replicaNumbers = Array.from({ length: replicas }, (_, replica) => replica);
  return PRODUCT_APPS.flatMap((app) =>
    (app.name === GATEWAY_APP.name ? [0] : replicaNumbers).map((replica) => ({
      name: replica === 0 ? app.name : `${app.name}-${replica + 1}`,
      entry: app.entry,
      port: portOf(app.port, replica),
      healthPath: app.healthPath,
      env: {
        SERVICE_NAME: app.name,
        PORT: String(portOf(app.port, replica)),
        ...(app.name === GATEWAY_APP.name
          ? {
              ...gatewayServiceUrls((service) =>
                replicaNumbers.map((n) => `http://127.0.0.1:${portOf(service.port, n)}`).join(','),
              ),
              METRICS_PORT: String(GATEWAY_METRICS_PORT),
            }
          : {}),
      },
    })),
  );
}

function appLogFile(name: string): string {
  const dir = join(infraStateDir(), '..', 'apps');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.log`);
}

/**
 * Starts an app as a child of this process. Its JSON log goes to `.local/apps/<name>.log`; warnings and errors
 * are also printed, one line each.
 */
export function startApp(app: LocalApp, print: (line: string) => void): ChildProcess {
  const log = createWriteStream(appLogFile(app.name), { flags: 'a' });
  const child = spawn(process.execPath, [...(app.nodeOptions ?? []), '-r', '@swc-node/register', app.entry], {
    cwd: repoRoot,
    env: { ...process.env, ...localAppEnv(), ...app.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as { level?: string; msg?: string };
        if (entry.level === 'warn' || entry.level === 'error' || entry.level === 'fatal') {
          print(`[${app.name}] ${entry.level}: ${entry.msg ?? line}`);
        }
      } catch {
        print(`[${app.name}] ${line}`);
      }
    }
  };
  child.stdout.on('data', relay);
  child.stderr.on('data', relay);
  child.on('exit', () => log.end());
  return child;
}

/** Waits until the app answers its health path, or fails when it exits or takes longer than `timeoutMs`. */
export async function waitUntilServing(app: LocalApp, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${app.name} exited during start-up; see ${appLogFile(app.name)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${app.port}${app.healthPath}`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(
    `${app.name} did not answer ${app.healthPath} within ${timeoutMs / 1000} s; see ${appLogFile(app.name)}`,
  );
}

/**
 * Runs a service's operations command to completion with the local environment (`npm run ops`), its output shown as
 * it comes. `env` names other resources than the demo's (a benchmark's data set: its database, topic prefix, …).
 */
export function runOps(service: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(
    process.execPath,
    ['-r', '@swc-node/register', `services/${service}/src/ops/cli.ts`, ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, ...localAppEnv(), SERVICE_NAME: service, PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: 'inherit',
    },
  );
  return result.status ?? 1;
}
