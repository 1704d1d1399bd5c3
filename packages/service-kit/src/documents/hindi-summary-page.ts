import { existsSync } from 'node:fs';
import { DEVANAGARI_BOLD_FONTS, DEVANAGARI_FONTS, UNICODE_BOLD_FONTS, UNICODE_FONTS } from './unicode-fonts';

/** What the Hindi summary page of a document says (the words are in hindi-summary-text.ts). */
export interface HindiSummary {
  /** The page's heading: "भुगतान की रसीद का सारांश". */
  title: string;
  /** Under the heading: which document this page summarises ("Trio Rentals · रसीद trio_41234567"). */
  subtitle: string;
  /** Said before the facts, where the document needs it (the agreement: the English text is the binding one). */
  preface?: string;
  /** The facts, label and value. */
  rows: ReadonlyArray<readonly [label: string, value: string]>;
  /** The key terms in short, where the document has terms. */
  terms?: { title: string; points: readonly string[] };
  /** The small print at the foot. */
  footnote: string;
}

type PdfDoc = PDFKit.PDFDocument;

interface PageFonts {
  devanagari: string;
  devanagariBold: string;
  latin: string;
  latinBold: string;
}

/** The fonts the Hindi page needs, or null where this machine has no Devanagari font (the page is left out). */
function pageFonts(): PageFonts | null {
  const devanagari = DEVANAGARI_FONTS.find((path) => existsSync(path));
  const devanagariBold = DEVANAGARI_BOLD_FONTS.find((path) => existsSync(path)) ?? devanagari;
  if (!devanagari || !devanagariBold) return null;
  const latin = UNICODE_FONTS.find((path) => existsSync(path)) ?? 'Helvetica';
  const latinBold =
    UNICODE_BOLD_FONTS.find((path) => existsSync(path)) ?? (latin === 'Helvetica' ? 'Helvetica-Bold' : latin);
  return { devanagari, devanagariBold, latin, latinBold };
}

/**
 * The characters the Devanagari font draws: Devanagari's letters and signs (with the danda, which Devanagari shares),
 * the joiners that steer conjuncts, and ₹.
 */
const isDevanagariChar = (char: string) =>
  /\p{Script_Extensions=Devanagari}/u.test(char) || char === '\u200C' || char === '\u200D' || char === '₹';

/**
 * A text cut where the script changes, so each part goes in a font that has its letters; spaces stay with the part
 * before them (both fonts have a space), so a line of Hindi is one run and wraps like one.
 */
function scriptRuns(text: string): Array<{ text: string; devanagari: boolean }> {
  const runs: Array<{ text: string; devanagari: boolean }> = [];
  for (const char of text) {
    const last = runs.at(-1);
    const devanagari = isDevanagariChar(char);
    if (last && (last.devanagari === devanagari || /\s/u.test(char))) last.text += char;
    else runs.push({ text: char, devanagari });
  }
  return runs;
}

/**
 * Draws a Hindi word with its text as the span's ActualText, so a reader copying or searching the page (pdftotext)
 * gets the word's letters in their order: the shaped glyphs stand in visual order (the "ि" of "कि" before the "क", a
 * reph after its consonant), and without it "किराया" reads "िकराया". The span goes inside each of the word's text
 * objects (BT … ET), where the glyphs' transform holds: pdfkit draws a text fragment in a graphics state of its own,
 * and a span around it (doc.markContent) ends in the page's flipped one, where poppler puts the text elsewhere.
 */
function withActualText(doc: PdfDoc, text: string, draw: () => void): void {
  const hex = Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
  const addContent = doc.addContent.bind(doc);
  doc.addContent = (data: unknown) => {
    if (data === 'ET') addContent('EMC');
    addContent(data);
    if (data === 'BT') addContent(`/Span <</ActualText <FEFF${hex}>>> BDC`);
    return doc;
  };
  try {
    draw();
  } finally {
    // Back to the prototype's method.
    delete (doc as Partial<PdfDoc>).addContent;
  }
}

/** One paragraph of runs (bold or not), each cut by script; pdfkit carries on the line across the runs. */
function paragraph(
  doc: PdfDoc,
  fonts: PageFonts,
  parts: ReadonlyArray<{ text: string; bold?: boolean; color?: string }>,
): void {
  const pieces = parts.flatMap(({ text, bold = false, color = '#0f172a' }) =>
    scriptRuns(text).flatMap((run) =>
      // A Hindi run word by word, each with the space after it (so a wrapped line starts with no space).
      (run.devanagari ? (run.text.match(/\S+\s*|\s+/gu) ?? []) : [run.text]).map((piece) => ({
        text: piece,
        devanagari: run.devanagari,
        bold,
        color,
      })),
    ),
  );
  pieces.forEach((piece, index) => {
    const font = piece.devanagari
      ? piece.bold
        ? fonts.devanagariBold
        : fonts.devanagari
      : piece.bold
        ? fonts.latinBold
        : fonts.latin;
    const draw = () =>
      doc
        .font(font)
        .fillColor(piece.color)
        .text(piece.text, { continued: index < pieces.length - 1 });
    if (piece.devanagari) withActualText(doc, piece.text, draw);
    else draw();
  });
}

/**
 * Adds the Hindi summary page (सारांश) after the English document: the heading, the facts label by label, the key
 * terms and the small print. Leaves the document as it is where the machine has no Devanagari font.
 */
export function addHindiSummaryPage(doc: PdfDoc, summary: HindiSummary): void {
  const fonts = pageFonts();
  if (!fonts) return;
  doc.addPage();
  doc.fontSize(18);
  paragraph(doc, fonts, [{ text: summary.title, bold: true, color: '#0f766e' }]);
  doc.fontSize(10);
  paragraph(doc, fonts, [{ text: summary.subtitle, color: '#64748b' }]);
  doc.moveDown();
  doc.fontSize(11);
  if (summary.preface) {
    paragraph(doc, fonts, [{ text: summary.preface, bold: true }]);
    doc.moveDown();
  }
  for (const [label, value] of summary.rows) {
    paragraph(doc, fonts, [
      { text: `${label}: `, bold: true, color: '#334155' },
      { text: value, color: '#0f172a' },
    ]);
    doc.moveDown(0.3);
  }
  if (summary.terms) {
    doc.moveDown(0.6);
    paragraph(doc, fonts, [{ text: summary.terms.title, bold: true }]);
    doc.moveDown(0.3);
    summary.terms.points.forEach((point, index) => {
      paragraph(doc, fonts, [{ text: `${index + 1}. ${point}` }]);
      doc.moveDown(0.3);
    });
  }
  doc.moveDown();
  doc.fontSize(9);
  paragraph(doc, fonts, [{ text: summary.footnote, color: '#64748b' }]);
}
