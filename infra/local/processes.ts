import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runDir, serverLogFile, serverRunDir } from './paths';

/**
 * Servers run detached, each in its own process group, with a pid file that records what was started.
 * `infra:down` stops exactly the processes these pid files name, after checking the pid still belongs
 * to the command we started (a recycled pid is left alone).
 */
export interface PidRecord {
  server: string;
  pid: number;
  /** A string that must appear in /proc/<pid>/cmdline for the process to count as ours. */
  marker: string;
  command: string;
  startedAt: string;
  log: string;
}

export interface StartOptions {
  server: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  marker: string;
}

function pidFile(server: string): string {
  return join(serverRunDir(server), 'server.pid');
}

export function startDetached(options: StartOptions): PidRecord {
  const log = serverLogFile(options.server);
  mkdirSync(dirname(log), { recursive: true });
  mkdirSync(serverRunDir(options.server), { recursive: true });
  const out = openSync(log, 'a');
  writeFileSync(out, `\n--- ${new Date().toISOString()} ${options.command} ${options.args.join(' ')}\n`);
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  if (child.pid === undefined) {
    throw new Error(`could not spawn ${options.command}`);
  }
  child.unref();
  const record: PidRecord = {
    server: options.server,
    pid: child.pid,
    marker: options.marker,
    command: [options.command, ...options.args].join(' '),
    startedAt: new Date().toISOString(),
    log,
  };
  writeFileSync(pidFile(options.server), JSON.stringify(record, null, 2));
  return record;
}

export function readPidRecord(server: string): PidRecord | undefined {
  const file = pidFile(server);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PidRecord;
  } catch {
    return undefined;
  }
}

export function listPidRecords(): PidRecord[] {
  if (!existsSync(runDir())) return [];
  return readdirSync(runDir())
    .map((server) => readPidRecord(server))
    .filter((r): r is PidRecord => r !== undefined);
}

/** True when the pid is alive and still runs the command we started. */
export function isOurs(record: PidRecord): boolean {
  try {
    const cmdline = readFileSync(`/proc/${record.pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    return cmdline.includes(record.marker);
  } catch {
    return false;
  }
}

/** Resident memory of a process in MiB, or undefined when it is gone. */
export function residentMiB(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type StopOutcome = 'stopped' | 'killed' | 'not-running' | 'not-ours';

/** Stops the server named by its pid file: SIGTERM to its process group, SIGKILL after the grace period. */
export async function stopServer(server: string, graceMs = 30_000): Promise<StopOutcome> {
  const record = readPidRecord(server);
  if (!record) return 'not-running';
  if (!isOurs(record)) {
    rmSync(pidFile(server), { force: true });
    return existsSync(`/proc/${record.pid}`) ? 'not-ours' : 'not-running';
  }
  signalGroup(record.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isOurs(record)) {
      rmSync(pidFile(server), { force: true });
      return 'stopped';
    }
    await sleep(200);
  }
  signalGroup(record.pid, 'SIGKILL');
  await sleep(500);
  rmSync(pidFile(server), { force: true });
  return 'killed';
}

/** The last lines of a server's log, for failure messages. */
export function logTail(server: string, lines = 20): string {
  const log = serverLogFile(server);
  if (!existsSync(log)) return '(no log yet)';
  const text = readFileSync(log, 'utf8').trimEnd().split('\n');
  return text.slice(-lines).join('\n');
}
