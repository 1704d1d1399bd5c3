import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from './paths';

export const frontendDir = join(repoRoot, 'frontend');
/** Where the build goes and where the gateway looks for it (its SPA_DIR default). */
export const spaDistDir = join(frontendDir, 'dist');

/** Newest modification time under `path` (a file or a folder, walked), 0 when it does not exist. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Why the SPA needs building, or undefined when frontend/dist is up to date: a cheap check of modification times
 * (dist/index.html against the sources, the public folder and the build's configuration), no hashing.
 */
export function spaBuildReason(): string | undefined {
  const built = join(spaDistDir, 'index.html');
  if (!existsSync(built)) return 'frontend/dist does not exist yet';
  const builtAt = statSync(built).mtimeMs;
  const inputs = ['index.html', 'package.json', 'vite.config.ts', 'tsconfig.json', 'src', 'public'];
  const stale = inputs.filter((input) => newestMtime(join(frontendDir, input)) > builtAt);
  return stale.length > 0 ? `frontend/${stale.join(', frontend/')} changed since the last build` : undefined;
}

/**
 * Builds the SPA (`vite build`, output shown) when frontend/dist is missing or older than its sources; returns
 * whether it built. Throws when the build fails.
 */
export function ensureSpaBuilt(print: (line: string) => void = console.log): boolean {
  const reason = spaBuildReason();
  if (!reason) return false;
  const began = Date.now();
  print(`building the SPA: ${reason}…`);
  // vite's exports hide bin/: find the package, then its command-line entry.
  const vite = join(dirname(require.resolve('vite/package.json', { paths: [frontendDir] })), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: frontendDir,
    stdio: 'inherit',
    // Vite keeps an inherited NODE_ENV: under jest (`test`) the bundle would carry React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`the SPA build failed (exit ${result.status ?? result.signal}); see above`);
  print(`SPA built in ${((Date.now() - began) / 1000).toFixed(1)} s (frontend/dist)`);
  return true;
}
