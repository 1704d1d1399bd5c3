import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIXTURE_SCRIPT = '/assets/index-Ab12Cd34.js';
export const FIXTURE_SCRIPT_SOURCE = 'console.log("the SPA fixture runs");\n'.repeat(20);

/** A built SPA in miniature, as Vite lays it out (index.html, hashed assets with a gzip copy, a favicon, .vite/). */
export function writeSpaFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-spa-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>SPA fixture</title>` +
      `<script type="module" crossorigin src="${FIXTURE_SCRIPT}"></script></head>` +
      `<body><div id="root"></div></body></html>\n`,
  );
  writeFileSync(join(dir, FIXTURE_SCRIPT), FIXTURE_SCRIPT_SOURCE);
  writeFileSync(join(dir, `${FIXTURE_SCRIPT}.gz`), gzipSync(FIXTURE_SCRIPT_SOURCE));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}\n');
  return dir;
}
