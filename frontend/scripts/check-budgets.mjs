// The JavaScript budgets of the built SPA (npm run build first): the initial JavaScript (the entry chunk and every
// chunk it imports statically) at most 170 KB gzip, and each lazily loaded chunk (a route, with whatever it imports
// statically that the entry does not) at most 80 KB gzip. Reads Vite's manifest, prints a table, writes the figures
// to bench/results/frontend-budgets.json and exits 1 when a budget is exceeded.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGETS = { initialJsGzipKb: 170, lazyChunkGzipKb: 80 };

const frontendDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(frontendDir, 'dist');
const resultsFile = join(frontendDir, '..', 'bench', 'results', 'frontend-budgets.json');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
} catch (err) {
  console.error(`check-budgets: no build manifest in ${distDir} (run the build first): ${err.message}`);
  process.exit(2);
}

const sizes = new Map();
/** Raw and gzip (level 9) bytes of one output file. */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(distDir, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** The manifest keys a chunk pulls in statically, itself included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const total = (keys) =>
  [...keys].reduce(
    (sum, key) => {
      const size = sizeOf(manifest[key].file);
      return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
    },
    { raw: 0, gzip: 0 },
  );

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) {
  console.error('check-budgets: the manifest names no entry chunk');
  process.exit(2);
}
const initial = new Set(entryKeys.flatMap((key) => [...staticClosure(key)]));
const initialSize = total(initial);

const lazy = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const own = [...staticClosure(key)].filter((k) => !initial.has(k));
    const size = total(own);
    return { chunk: manifest[key].file, source: key, chunks: own.length, ...size };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => Math.round((bytes / KB) * 10) / 10;
const rows = [
  {
    what: 'initial JS (entry + static imports)',
    file: `${initial.size} chunk(s)`,
    'raw KB': kb(initialSize.raw),
    'gzip KB': kb(initialSize.gzip),
    'budget KB': BUDGETS.initialJsGzipKb,
    ok: initialSize.gzip <= BUDGETS.initialJsGzipKb * KB ? 'yes' : 'OVER',
  },
  ...lazy.map((chunk) => ({
    what: `lazy ${chunk.source}`,
    file: chunk.chunk,
    'raw KB': kb(chunk.raw),
    'gzip KB': kb(chunk.gzip),
    'budget KB': BUDGETS.lazyChunkGzipKb,
    ok: chunk.gzip <= BUDGETS.lazyChunkGzipKb * KB ? 'yes' : 'OVER',
  })),
];
console.table(rows);

const over = rows.filter((row) => row.ok !== 'yes');
mkdirSync(dirname(resultsFile), { recursive: true });
writeFileSync(
  resultsFile,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      gzip: 'zlib level 9, per file, summed',
      budgetsKb: BUDGETS,
      initial: {
        chunks: [...initial].map((key) => manifest[key].file),
        rawKb: kb(initialSize.raw),
        gzipKb: kb(initialSize.gzip),
      },
      lazy: lazy.map((c) => ({
        source: c.source,
        file: c.chunk,
        chunks: c.chunks,
        rawKb: kb(c.raw),
        gzipKb: kb(c.gzip),
      })),
      withinBudgets: over.length === 0,
    },
    null,
    2,
  ) + '\n',
);
console.log(`figures written to ${resultsFile}`);
if (over.length > 0) {
  console.error(
    `over budget: ${over.map((row) => `${row.what} (${row['gzip KB']} KB gzip > ${row['budget KB']} KB)`).join('; ')}`,
  );
  process.exit(1);
}
