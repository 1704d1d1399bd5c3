import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (this file lives in infra/local/). */
export const repoRoot = resolve(__dirname, '..', '..');

/**
 * Downloads and builds live outside the work tree so a fresh clone or `infra:reset` never repeats them.
 * Override with TRIO_CACHE_DIR.
 */
export const cacheDir =
  process.env.TRIO_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'trio-rentals');

/**
 * Everything the running servers write lives under the git-ignored `.local/infra/` (override with
 * TRIO_INFRA_DIR; read on each call so tests can point it elsewhere).
 */
export function infraStateDir(): string {
  return process.env.TRIO_INFRA_DIR ?? join(repoRoot, '.local', 'infra');
}

/** Server data: wiped by `infra:reset`. */
export function dataDir(): string {
  return join(infraStateDir(), 'data');
}

/** Pid files and generated configuration, one folder per server. */
export function runDir(): string {
  return join(infraStateDir(), 'run');
}

/** One log file per server. */
export function logDir(): string {
  return join(infraStateDir(), 'logs');
}

export function serverDataDir(server: string): string {
  return join(dataDir(), server);
}

export function serverRunDir(server: string): string {
  return join(runDir(), server);
}

export function serverLogFile(server: string): string {
  return join(logDir(), `${server}.log`);
}
