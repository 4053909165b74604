import { newPdfDocument, PDF_FONT } from '../../lib/pdf-document.js';
import { defaultBusiness, type Locale, type VisitItem, type VisitReport } from '@ta/shared';
import { findingsOf, reportInLanguage, reportWords, sectionsOf, type ReportWords } from './visit-report.js';

/** Each photo's thumbnail as JPEG bytes (PDFKit reads JPEG and PNG only), by photo id. */
export type ReportThumbnails = ReadonlyMap<number, { bytes: Buffer }>;

const THUMB_BOX = 150;
const GAP = 10;
const INK = '#1c1917';
const MUTED = '#44403c';
const URGENT = '#b91c1c';

/**
 * The report as a PDF the owner can keep or print: the property, the visit's day, time in and
 * out, the staff member's first name, the result in words and the summary; then the findings
 * (most serious first) with their notes and photo thumbnails; then every item checked, by
 * section. Letter paper, the embedded fonts of pdf-document.ts, in the owner's
 * language.
 */
export async function renderVisitReportPdf(
  stored: VisitReport,
  thumbnails: ReportThumbnails,
  language: Locale,
): Promise<Buffer> {
  const report = reportInLanguage(stored, language);
  const words = reportWords(report, language);
  const { intl } = words;
  const title = intl.t('report.title');
  const doc = await newPdfDocument({
    size: 'LETTER',
    margin: 54,
    lang: intl.tag,
    info: { Title: `${title}: ${report.property.name}`, Author: defaultBusiness.name },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    ensureRoom(60);
    doc.moveDown(0.8).font(PDF_FONT.bold).fontSize(15).fillColor(INK).text(text, { width });
    doc.moveDown(0.3);
  };

  doc.font(PDF_FONT.bold).fontSize(11).fillColor(MUTED).text(defaultBusiness.name);
  doc.moveDown(0.4).font(PDF_FONT.bold).fontSize(22).fillColor(INK).text(title);
  doc.moveDown(0.2).fontSize(16).text(report.property.name);
  doc.font(PDF_FONT.regular).fontSize(12).fillColor(MUTED).text(report.property.address);
  doc.moveDown(0.8);

  const facts: [string, string][] = [
    [intl.t('report.label.visit'), words.kind],
    [intl.t('report.label.date'), words.date],
    [intl.t('report.label.time-in'), words.timeIn],
    [intl.t('report.label.time-out'), words.timeOut],
    [intl.t('report.label.staff'), words.staff],
    [intl.t('report.label.result'), words.result],
  ];
  for (const [label, value] of facts) {
    doc.font(PDF_FONT.bold).fontSize(12).fillColor(INK).text(`${label}: `, { continued: true });
    doc.font(PDF_FONT.regular).text(value);
  }
  if (report.visit.summary) {
    heading(intl.t('report.label.summary'));
    doc.font(PDF_FONT.regular).fontSize(12).fillColor(INK).text(report.visit.summary, { width });
  }

  heading(intl.t('report.label.findings'));
  const findings = findingsOf(report.items);
  if (findings.length === 0) {
    doc.font(PDF_FONT.regular).fontSize(12).fillColor(INK).text(intl.t('report.no-findings'), { width });
  }
  for (const item of findings) drawFinding(doc, words, item, thumbnails, width, ensureRoom);

  heading(intl.t('report.label.checklist'));
  for (const { section, items } of sectionsOf(report.items)) {
    ensureRoom(40);
    doc.moveDown(0.4).font(PDF_FONT.bold).fontSize(12).fillColor(INK).text(section, { width });
    for (const item of items) {
      ensureRoom(18);
      doc.font(PDF_FONT.regular).fontSize(11).fillColor(INK).text(`${item.label} — `, { width, continued: true });
      doc.font(PDF_FONT.bold).text(words.answer(item));
      if (item.answer !== 'issue' && item.note) {
        doc
          .font(PDF_FONT.regular)
          .fillColor(MUTED)
          .text(`${intl.t('report.label.note')}: ${item.note}`, { width, indent: 12 });
      }
    }
  }

  doc.end();
  return finished;
}

function drawFinding(
  doc: PDFKit.PDFDocument,
  words: ReportWords,
  item: VisitItem,
  thumbnails: ReportThumbnails,
  width: number,
  ensureRoom: (height: number) => void,
) {
  ensureRoom(70);
  doc.moveDown(0.5);
  doc
    .font(PDF_FONT.bold)
    .fontSize(12)
    .fillColor(item.severity === 'urgent' ? URGENT : INK)
    .text(words.finding(item), { width });
  doc.font(PDF_FONT.regular).fontSize(11).fillColor(MUTED).text(words.itemChecked(item), { width });
  const fullNote = words.fullNote(item);
  if (fullNote) doc.font(PDF_FONT.regular).fontSize(12).fillColor(INK).text(fullNote, { width });
  const photos = item.photos.filter((p) => thumbnails.has(p.id));
  if (photos.length === 0) return;
  doc.moveDown(0.3);
  const left = doc.page.margins.left;
  const perRow = Math.max(1, Math.floor((width + GAP) / (THUMB_BOX + GAP)));
  for (let start = 0; start < photos.length; start += perRow) {
    const row = photos.slice(start, start + perRow);
    const rowHeight = Math.max(...row.map((p) => fitted(p).height));
    ensureRoom(rowHeight + GAP);
    const top = doc.y;
    row.forEach((photo, index) => {
      const thumbnail = thumbnails.get(photo.id);
      if (thumbnail) doc.image(thumbnail.bytes, left + index * (THUMB_BOX + GAP), top, { fit: [THUMB_BOX, THUMB_BOX] });
    });
    doc.x = left;
    doc.y = top + rowHeight + GAP;
  }
}

/** A photo's size once fitted into the thumbnail box, its proportions kept (as PDFKit's `fit` does). */
function fitted(photo: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(THUMB_BOX / Math.max(photo.width, 1), THUMB_BOX / Math.max(photo.height, 1));
  return { width: photo.width * scale, height: photo.height * scale };
}
