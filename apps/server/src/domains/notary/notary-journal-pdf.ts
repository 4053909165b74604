import { newPdfDocument, PDF_FONT } from '../../lib/pdf-document.js';
import { businessTimeOfDay, businessToday, defaultBusiness, type Locale, type NotaryEntry } from '@ta/shared';
import { exportWords } from './notary-journal.js';

const INK = '#1c1917';
const MUTED = '#44403c';

/**
 * The journal for a range of days as a PDF to print or keep: one block per entry, in the order the
 * acts happened, each fact labelled. ID numbers are masked, as in the list. Letter paper, the
 * embedded fonts of pdf-document.ts, in the reader's language.
 */
export async function renderNotaryJournalPdf(
  entries: readonly NotaryEntry[],
  range: { from: string; to: string },
  reader: { name: string; language: Locale },
  now: Date = new Date(),
): Promise<Buffer> {
  const { intl, headers, cells } = exportWords(reader.language);
  const title = intl.t('notary.title');
  const doc = await newPdfDocument({
    size: 'LETTER',
    margin: 54,
    lang: intl.tag,
    info: { Title: `${title}: ${intl.t('notary.range', range)}`, Author: defaultBusiness.name },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };

  doc.font(PDF_FONT.bold).fontSize(11).fillColor(MUTED).text(defaultBusiness.name);
  doc.moveDown(0.4).font(PDF_FONT.bold).fontSize(22).fillColor(INK).text(title);
  doc.moveDown(0.2).fontSize(14).text(intl.t('notary.range', range));
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(intl.t('notary.printed', { date: `${businessToday(now)} ${businessTimeOfDay(now)}`, name: reader.name }), {
      width,
    })
    .text(intl.t('notary.masked-note'), { width });
  doc.moveDown(0.8);

  if (entries.length === 0) doc.font(PDF_FONT.regular).fontSize(12).fillColor(INK).text(intl.t('notary.empty'));
  for (const entry of entries) {
    const values = cells(entry);
    ensureRoom(150);
    doc
      .moveDown(0.6)
      .font(PDF_FONT.bold)
      .fontSize(13)
      .fillColor(INK)
      .text(`${values[0]} · ${values[1]} ${values[2]} · ${values[3]}`, { width });
    // Each remaining fact with its label, blank ones left out.
    for (let i = 4; i < values.length; i++) {
      const value = values[i];
      if (!value) continue;
      ensureRoom(16);
      doc.font(PDF_FONT.bold).fontSize(10).fillColor(INK).text(`${headers[i]}: `, { width, continued: true });
      doc.font(PDF_FONT.regular).text(value);
    }
  }
  doc.end();
  return finished;
}
