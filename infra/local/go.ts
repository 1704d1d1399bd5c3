import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InfraError, onPath, runLogged, type StepReporter } from './component';
import { cacheDir } from './paths';

export const goBinDir = join(cacheDir, 'bin');

/** A textual edit of the module's source: every occurrence of `from` in `file` becomes `to`. */
export interface SourcePatch {
  /** Relative to the module root. */
  file: string;
  from: string;
  to: string;
}

export interface GoCommand {
  module: string;
  version: string;
  /** The main package, relative to the module root (e.g. `./cmd/ferretdb`). */
  pkg: string;
  binary: string;
  /** Names a patched build, so the cache never mixes it up with a plain one. */
  variant?: string;
  /** Files written into the copied source before building (e.g. a version file the release expects). */
  writeFiles?: Record<string, string>;
  /** Edits of the copied source before building. */
  patches?: SourcePatch[];
}

/**
 * Where the built binary is cached. Everything that changes the source (written files, patches) is data
 * on the command and its digest is part of the name, so editing a patch builds a new binary on every
 * machine instead of reusing the one built from the old patch.
 */
export function goBinaryPath(command: GoCommand): string {
  const written = Object.entries(command.writeFiles ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const patched = (command.patches ?? []).map(({ file, from, to }) => [file, from, to]);
  const digest =
    written.length + patched.length > 0
      ? createHash('sha256')
          .update(JSON.stringify([written, patched]))
          .digest('hex')
          .slice(0, 12)
      : undefined;
  return join(goBinDir, [command.binary, command.version, command.variant, digest].filter(Boolean).join('-'));
}

/** Applies the command's written files and patches to a copy of its source; refuses when a patch no longer fits. */
export function editSource(source: string, command: GoCommand): void {
  for (const [file, text] of Object.entries(command.writeFiles ?? {})) writeFileSync(join(source, file), text);
  for (const patch of command.patches ?? []) {
    const file = join(source, patch.file);
    const before = readFileSync(file, 'utf8');
    if (!before.includes(patch.from)) {
      throw new Error(`${command.module}@${command.version} changed: "${patch.from}" is not in ${patch.file}`);
    }
    writeFileSync(file, before.split(patch.from).join(patch.to));
  }
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
  const target = goBinaryPath(command);
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
  editSource(source, command);
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
