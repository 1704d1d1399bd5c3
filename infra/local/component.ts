import { spawn } from 'node:child_process';
import { accessSync, appendFileSync, constants, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { InfraAddresses } from './addresses';
import type { PidRecord } from './processes';

/** One piece of local infrastructure: how to tell it answers, how to get it, how to start it. */
export interface InfraComponent {
  /** Short name used for pid files, logs and data folders: kafka, opensearch, mongo, s3, redis, mail. */
  name: string;
  /** The address it serves, as shown to people. */
  address(a: InfraAddresses): string;
  /** True when a server of the right kind answers on the address. */
  answers(a: InfraAddresses): Promise<boolean>;
  /**
   * Makes sure the binaries are in the cache (download or build); idempotent and quick when cached.
   * Returns a description of what was done, or undefined when nothing had to be done.
   */
  provision(a: InfraAddresses, step: StepReporter): Promise<string | undefined>;
  /** Starts the server detached; the caller waits for `answers`. */
  start(a: InfraAddresses): Promise<PidRecord>;
  /** How long a start may take before it counts as failed. */
  startTimeoutMs: number;
}

export type StepReporter = (message: string) => void;

export class InfraError extends Error {
  constructor(
    readonly server: string,
    message: string,
    readonly log?: string,
  ) {
    super(`${server}: ${message}${log ? `\n  log: ${log}` : ''}`);
  }
}

/**
 * Runs a provisioning command to completion, appending its output to a log file; rejects with the
 * exit code and the log's location when it fails.
 */
export function runLogged(
  server: string,
  command: string,
  args: string[],
  options: { log: string; cwd?: string; env?: Record<string, string> },
): Promise<void> {
  mkdirSync(dirname(options.log), { recursive: true });
  appendFileSync(options.log, `\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const write = (chunk: Buffer) => appendFileSync(options.log, chunk);
    child.stdout.on('data', write);
    child.stderr.on('data', write);
    child.once('error', (err) =>
      reject(new InfraError(server, `could not run ${command}: ${err.message}`, options.log)),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new InfraError(server, `${command} ${args[0] ?? ''} exited with code ${code}`, options.log));
    });
  });
}

/** Resolves a command on PATH, or undefined. */
export function onPath(command: string): string | undefined {
  const dirs = (process.env.PATH ?? '').split(':').filter(Boolean);
  for (const dir of dirs) {
    const candidate = `${dir}/${command}`;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* keep looking */
    }
  }
  return undefined;
}
