import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InfraError, onPath, runLogged, type StepReporter } from './component';
import { cacheDir } from './paths';

export const goBinDir = join(cacheDir, 'bin');

export interface GoCommand {
  module: string;
  version: string;
  /** The main package, relative to the module root (e.g. `./cmd/ferretdb`). */
  pkg: string;
  binary: string;
  /** Names a patched build, so the cache never mixes it up with a plain one. */
  variant?: string;
  /** Adjusts the copied source before building (e.g. writes a version file the release expects). */
  prepare?: (sourceDir: string) => void;
}

/**
 * Builds a Go command at a pinned module version into the cache (static, no cgo) and returns its path.
 *
 * It downloads the module through the module proxy, copies its source and builds inside it with the
 * module's own go.mod and go.sum, instead of `go install pkg@version`: the proxy these machines reach
 * refuses the version-list request `go install` makes to check for deprecations, and FerretDB's release
 * source panics at start-up unless a version file is written first.
 */
export async function goBuild(
  server: string,
  command: GoCommand,
  step?: StepReporter,
): Promise<{ path: string; built: boolean }> {
  const target = join(goBinDir, [command.binary, command.version, command.variant].filter(Boolean).join('-'));
  if (existsSync(target)) return { path: target, built: false };
  const go = onPath('go');
  if (!go) throw new InfraError(server, 'needs Go 1.24+ on PATH to build its server from source');
  const work = join(cacheDir, 'go-build', command.binary);
  const log = join(work, 'build.log');
  step?.(`building ${command.module}@${command.version} with go (first run only; log: ${log})`);
  const source = join(work, 'src');
  mkdirSync(work, { recursive: true });
  mkdirSync(goBinDir, { recursive: true });
  const env = { CGO_ENABLED: '0', GOTOOLCHAIN: 'local', GOFLAGS: '-mod=readonly' };
  await runLogged(server, go, ['mod', 'download', '-json', `${command.module}@${command.version}`], {
    log,
    cwd: work,
    env,
  });
  const downloaded = execFileSync(go, ['mod', 'download', '-json', `${command.module}@${command.version}`], {
    cwd: work,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const dir = (JSON.parse(downloaded) as { Dir?: string }).Dir;
  if (!dir)
    throw new InfraError(server, `go mod download gave no source folder for ${command.module}@${command.version}`, log);
  rmSync(source, { recursive: true, force: true });
  cpSync(dir, source, { recursive: true });
  chmodRecursive(source);
  command.prepare?.(source);
  await runLogged(server, go, ['build', '-trimpath', '-o', `${target}.tmp`, command.pkg], { log, cwd: source, env });
  renameSync(`${target}.tmp`, target);
  rmSync(source, { recursive: true, force: true });
  return { path: target, built: true };
}

/** The module cache is read-only; the copy must be writable to be patched and later removed. */
function chmodRecursive(dir: string): void {
  execFileSync('chmod', ['-R', 'u+w', dir]);
  chmodSync(dir, 0o755);
}
