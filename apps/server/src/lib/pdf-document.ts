import fs from 'node:fs';
import path from 'node:path';
import { loadPdfKit } from './heavy-libraries.js';

/**
 * Every PDF the server makes (visit reports, invoices, the notary journal) starts here (decision 061).
 * The standard PDF fonts (Helvetica) draw only Latin-1: a client's Arabic or Hebrew name, or an emoji
 * in a note, came out as garbage. So the documents embed DejaVu Sans (shipped in
 * apps/server/assets/fonts with its licence; it covers Latin, Greek, Cyrillic, Arabic, Hebrew and many
 * symbols and emoticons), never a font of the machine. A character neither weight can draw becomes
 * U+FFFD (�), and invisible joiners and selectors are dropped: never a wrong glyph. Right-to-left
 * words are put in visual order within a line (pdfkit lays out each word, not the line).
 */
export const PDF_FONT = { regular: 'Body', bold: 'Body-Bold' } as const;

/** apps/server/assets/fonts, from src/services (tsx, tests) or from the bundle in dist/. */
function fontsDir(): string {
  const candidates = [
    path.resolve(import.meta.dirname, '../../assets/fonts'),
    path.resolve(import.meta.dirname, '../assets/fonts'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'DejaVuSans.ttf')));
  if (!found) throw new Error(`The PDF fonts are missing (looked in ${candidates.join(', ')})`);
  return found;
}

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontFiles() {
  if (!fonts) {
    const dir = fontsDir();
    fonts = {
      regular: fs.readFileSync(path.join(dir, 'DejaVuSans.ttf')),
      bold: fs.readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
/** The embedded font pdfkit keeps for the current font (fontkit's), read for its glyph coverage. */
const currentFont = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: { font: GlyphCoverage } })._font.font;

const REPLACEMENT = '\uFFFD';
/** Zero-width characters, direction marks, variation selectors, skin-tone modifiers and tag characters. */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0xfe00, 0xfe0f],
  [0x1f3fb, 0x1f3ff],
  [0xe0000, 0xe007f],
];
const invisible = (codePoint: number) => INVISIBLE.some(([from, to]) => codePoint >= from && codePoint <= to);
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LTR_LETTER = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/u;

/** `text` with what the fonts cannot draw replaced (runs of it by one �), and invisible marks gone. */
export function drawable(text: string, covers: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (invisible(codePoint)) continue;
    const keep = codePoint < 0x20 || covers(codePoint);
    if (keep) out += char;
    else if (!out.endsWith(REPLACEMENT)) out += REPLACEMENT;
  }
  return out;
}

/**
 * Right-to-left words in visual order: each run of right-to-left words (with the neutral words between
 * them, such as numbers) is reversed, as pdfkit draws each word's letters right to left already but
 * places the words left to right. Within one line; a run wrapped onto two lines keeps the lines' order.
 */
export function visualOrder(text: string): string {
  if (!RTL_LETTER.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const words = line.split(' ');
      const out: string[] = [];
      let run: string[] = [];
      let pending: string[] = [];
      const flush = () => {
        out.push(...run.reverse(), ...pending);
        run = [];
        pending = [];
      };
      for (const word of words) {
        if (RTL_LETTER.test(word) && !LTR_LETTER.test(word)) {
          run.push(...pending, word);
          pending = [];
        } else if (LTR_LETTER.test(word) || run.length === 0) {
          flush();
          out.push(word);
        } else {
          pending.push(word);
        }
      }
      flush();
      return out.join(' ');
    })
    .join('\n');
}

/** A new document with the embedded fonts; every `text()` drawn with what they can show. */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument(options);
  const files = fontFiles();
  doc.registerFont(PDF_FONT.regular, files.regular);
  doc.registerFont(PDF_FONT.bold, files.bold);
  const bold = currentFont(doc.font(PDF_FONT.bold));
  const regular = currentFont(doc.font(PDF_FONT.regular));
  const covers = (codePoint: number) => regular.hasGlyphForCodePoint(codePoint) && bold.hasGlyphForCodePoint(codePoint);
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((value: unknown, ...rest: unknown[]) =>
    text(typeof value === 'string' ? visualOrder(drawable(value, covers)) : value, ...rest)) as typeof doc.text;
  return doc;
}
