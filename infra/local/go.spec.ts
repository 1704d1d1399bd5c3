import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { editSource, goBinaryPath, type GoCommand } from './go';

const plain: GoCommand = { module: 'example.com/server', version: 'v1.2.3', pkg: './cmd/server', binary: 'server' };
const patched: GoCommand = {
  ...plain,
  variant: 'fast',
  writeFiles: { 'version.txt': 'v1.2.3\n' },
  patches: [{ file: 'main.go', from: 'slow()', to: 'fast()' }],
};

describe('go builds in the cache', () => {
  it('names a plain build by binary and version', () => {
    expect(basename(goBinaryPath(plain))).toBe('server-v1.2.3');
  });

  it('names a patched build by its variant and a digest of its edits, so a changed patch is rebuilt', () => {
    const name = basename(goBinaryPath(patched));
    expect(name).toMatch(/^server-v1\.2\.3-fast-[0-9a-f]{12}$/);
    expect(basename(goBinaryPath({ ...patched }))).toBe(name);
    const changedPatch = { ...patched, patches: [{ file: 'main.go', from: 'slow()', to: 'careful() && fast()' }] };
    const changedFile = { ...patched, writeFiles: { 'version.txt': 'v1.2.4\n' } };
    expect(new Set([name, basename(goBinaryPath(changedPatch)), basename(goBinaryPath(changedFile))]).size).toBe(3);
  });

  describe('editing a copy of the source', () => {
    let source: string;
    beforeEach(() => {
      source = mkdtempSync(join(tmpdir(), 'trio-go-spec-'));
      writeFileSync(join(source, 'main.go'), 'func main() { slow(); slow() }\n');
    });
    afterEach(() => rmSync(source, { recursive: true, force: true }));

    it('writes the files and replaces every occurrence of a patch', () => {
      editSource(source, patched);
      expect(readFileSync(join(source, 'main.go'), 'utf8')).toBe('func main() { fast(); fast() }\n');
      expect(readFileSync(join(source, 'version.txt'), 'utf8')).toBe('v1.2.3\n');
    });

    it('refuses when the release no longer has the patched text', () => {
      writeFileSync(join(source, 'main.go'), 'func main() { quick() }\n');
      expect(() => editSource(source, patched)).toThrow(/"slow\(\)" is not in main.go/);
    });
  });
});
