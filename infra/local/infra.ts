import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostPort, isLoopback, resolveAddresses, type InfraAddresses } from './addresses';
import { InfraError, type InfraComponent } from './component';
import { components } from './components';
import { dataDir, infraStateDir, logDir } from './paths';
import { ExitedAtOnceError, isOurs, logTail, readPidRecord, residentMiB, stopServer } from './processes';
import { waitUntil } from './probes';

export type Print = (line: string) => void;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function hostOf(component: InfraComponent, a: InfraAddresses): string {
  const first = component.address(a).split(/[ ,]/)[0] ?? '';
  return hostPort(first, 1).host;
}

/** Only one `infra:up` provisions and starts at a time; a second one waits for the first. */
async function withLock<T>(print: Print, work: () => Promise<T>): Promise<T> {
  mkdirSync(infraStateDir(), { recursive: true });
  const lock = join(infraStateDir(), 'up.lock');
  let announced = false;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch {
      const holder = Number(readFileSync(lock, 'utf8') || 0);
      let alive = false;
      try {
        if (holder > 0) {
          process.kill(holder, 0);
          alive = true;
        }
      } catch {
        alive = false;
      }
      if (!alive) {
        rmSync(lock, { force: true });
        continue;
      }
      if (!announced) print(`waiting for another infra:up (pid ${holder}) to finish`);
      announced = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Starts a server; one that dies before it could even be recorded is reported like one that dies later. */
async function startComponent(component: InfraComponent, a: InfraAddresses) {
  try {
    return await component.start(a);
  } catch (err) {
    if (!(err instanceof ExitedAtOnceError)) throw err;
    throw new InfraError(
      component.name,
      `exited during start-up. Last lines of its log:\n${logTail(component.name)}`,
      err.log,
    );
  }
}

async function startAndWait(component: InfraComponent, a: InfraAddresses, print: Print): Promise<void> {
  const started = Date.now();
  // A process of ours that does not answer yet (say, the mongo gate while FerretDB restarts) is waited
  // for, never doubled.
  const running = readPidRecord(component.name);
  const record = running && isOurs(running) ? running : await startComponent(component, a);
  print(
    record === running
      ? `${component.name}: already running (pid ${record.pid}), waiting for ${component.address(a)}`
      : `${component.name}: started (pid ${record.pid}), waiting for ${component.address(a)}`,
  );
  await waitUntil(() => component.answers(a), {
    what: `${component.name} at ${component.address(a)}`,
    timeoutMs: component.startTimeoutMs,
    check: () => {
      if (!isOurs(record)) {
        throw new InfraError(
          component.name,
          `exited during start-up. Last lines of its log:\n${logTail(component.name)}`,
          record.log,
        );
      }
    },
  }).catch((err: Error) => {
    if (err instanceof InfraError) throw err;
    throw new InfraError(
      component.name,
      `${err.message}. Last lines of its log:\n${logTail(component.name)}`,
      record.log,
    );
  });
  print(`${component.name}: ready at ${component.address(a)} in ${seconds(Date.now() - started)}`);
}

/**
 * Brings every server up: skips what already answers, provisions what is missing (one at a time, with
 * the time each step took), then starts the rest in parallel and waits until each answers.
 */
export async function infraUp(
  print: Print = console.log,
  a: InfraAddresses = resolveAddresses(),
  servers: InfraComponent[] = components,
): Promise<InfraAddresses> {
  return withLock(print, async () => {
    const began = Date.now();
    const answering = await Promise.all(servers.map((c) => c.answers(a)));
    const toStart: InfraComponent[] = [];
    const failures: Error[] = [];
    servers.forEach((c, i) => {
      if (answering[i]) {
        print(`${c.name}: already answers at ${c.address(a)}, skipped`);
      } else if (!isLoopback(hostOf(c, a))) {
        failures.push(
          new InfraError(c.name, `nothing answers at ${c.address(a)}, and local mode only starts servers on 127.0.0.1`),
        );
      } else {
        toStart.push(c);
      }
    });
    const provisioned: InfraComponent[] = [];
    for (const c of toStart) {
      const stepStarted = Date.now();
      try {
        const done = await c.provision(a, (line) => print(`${c.name}: ${line}`));
        if (done) print(`${c.name}: ${done} in ${seconds(Date.now() - stepStarted)}`);
        provisioned.push(c);
      } catch (err) {
        failures.push(err as Error);
      }
    }
    const results = await Promise.allSettled(provisioned.map((c) => startAndWait(c, a, print)));
    for (const r of results) if (r.status === 'rejected') failures.push(r.reason as Error);
    if (failures.length > 0) {
      const details = failures.map((f) => `  ✗ ${f.message.replace(/\n/g, '\n    ')}`).join('\n');
      throw new Error(`infra:up failed for ${failures.length} server(s):\n${details}`);
    }
    print(`all servers answer (${seconds(Date.now() - began)})`);
    return a;
  });
}

export async function infraDown(print: Print = console.log): Promise<void> {
  for (const c of [...components].reverse()) {
    const outcome = await stopServer(c.name);
    if (outcome === 'stopped' || outcome === 'killed') print(`${c.name}: ${outcome}`);
    if (outcome === 'not-ours') print(`${c.name}: the pid in its pid file now belongs to another process; left alone`);
  }
  print('infrastructure started by infra:up is stopped');
}

export interface ServerStatus {
  server: string;
  address: string;
  answers: boolean;
  pid?: number;
  residentMiB?: number;
  startedByUs: boolean;
}

export async function infraStatus(a: InfraAddresses = resolveAddresses()): Promise<ServerStatus[]> {
  return Promise.all(
    components.map(async (c) => {
      const record = readPidRecord(c.name);
      const ours = record !== undefined && isOurs(record);
      return {
        server: c.name,
        address: c.address(a),
        answers: await c.answers(a),
        pid: ours ? record.pid : undefined,
        residentMiB: ours ? residentMiB(record.pid) : undefined,
        startedByUs: ours,
      };
    }),
  );
}

/** Stops everything and deletes the servers' data and logs; the download/build cache stays. */
export async function infraReset(print: Print = console.log): Promise<void> {
  await infraDown(print);
  rmSync(dataDir(), { recursive: true, force: true });
  rmSync(logDir(), { recursive: true, force: true });
  print(`wiped ${dataDir()}`);
}
