import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The PDF's text as poppler's pdftotext reads it, page by page (a form feed ends each), as it lays it out. */
function pdftotext(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'document-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page, on one line (the layout's line breaks and runs of spaces as one). */
export function pdfPages(bytes: Buffer): string[] {
  return pdftotext(bytes)
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, ' ').trim());
}

/** The PDF's text as poppler's pdftotext reads it, on one line (the layout's line breaks and runs of spaces as one). */
export function pdfText(bytes: Buffer): string {
  return pdftotext(bytes).replace(/\s+/g, ' ');
}
