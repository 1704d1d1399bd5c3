import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runDir, serverLogFile, serverRunDir } from './paths';

/**
 * Servers run detached, each in its own process group, with a pid file that records what was started.
 * `infra:down` stops exactly the processes these pid files name, after checking the pid still belongs
 * to the process we started (a recycled pid is left alone): the kernel's start time of the pid must be
 * the one recorded at spawn. (Command lines are no proof: redis-server, for one, rewrites its own.)
 */
export interface PidRecord {
  server: string;
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat, field 22). */
  startTicks: string;
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
}

function pidFile(server: string): string {
  return join(serverRunDir(server), 'server.pid');
}

/** A server process that ended before its start could be recorded (it failed straight away: see its log). */
export class ExitedAtOnceError extends Error {
  constructor(
    readonly command: string,
    readonly log: string,
  ) {
    super(`${command} exited at once; see ${log}`);
  }
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
  const startTicks = processStartTicks(child.pid);
  if (startTicks === undefined) {
    throw new ExitedAtOnceError(options.command, log);
  }
  const record: PidRecord = {
    server: options.server,
    pid: child.pid,
    startTicks,
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

/** The kernel's start time of a live process, or undefined when there is no such process (or a zombie). */
export function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return undefined;
    return fields[19];
  } catch {
    return undefined;
  }
}

/** True when the pid is alive and is still the process we started. */
export function isOurs(record: PidRecord): boolean {
  return record.startTicks !== undefined && processStartTicks(record.pid) === record.startTicks;
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
