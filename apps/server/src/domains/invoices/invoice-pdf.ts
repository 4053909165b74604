import { newPdfDocument, PDF_FONT } from '../../lib/pdf-document.js';
import {
  balanceCents,
  defaultBusiness,
  formatCents,
  formatQuantity,
  invoiceLabel,
  type InvoiceState,
  type Locale,
  type PaymentMethod,
} from '@ta/shared';
import { mailIntl, type MailIntl } from '../../i18n/mail-intl.js';

/** What the PDF prints: the invoice as stored, its lines, its payments not voided and its state today. */
export interface InvoiceDocument {
  number: number;
  recipientName: string;
  recipientEmail: string;
  issuedOn: string;
  dueOn: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  paidCents: number;
  voidReason: string | null;
  state: InvoiceState;
  lines: {
    description: string;
    quantityHundredths: number;
    unitCents: number;
    percentBp: number | null;
    amountCents: number;
  }[];
  /** `deposit`: the quote's deposit paid by card, counted on this invoice (docs/quotes.md, "Deposits"). */
  payments: { amountCents: number; method: PaymentMethod; receivedOn: string; deposit?: boolean }[];
}

const INK = '#1c1917';
const MUTED = '#44403c';

/** A calendar day in the invoice's language, formatted at UTC midnight so no zone moves it. */
export function dayInWords(day: string, language: Locale): string {
  const intl = mailIntl(language);
  return new Intl.DateTimeFormat(intl.tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** How to pay, in words: the methods staff record (an online provider would add its own line). */
export function howToPay(intl: MailIntl): string {
  return intl.t('invoice.how-to-pay', { business: defaultBusiness.name, email: defaultBusiness.email });
}

/**
 * The invoice as a PDF to keep or print: the business, the invoice number and dates, who it is for,
 * the lines, the sums (subtotal, discount, total, paid, balance due), the state in words, the
 * payments received and how to pay. Letter paper, the embedded fonts of pdf-document.ts, in the invoice's
 * language. Every amount comes from stored integer cents.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument, language: Locale): Promise<Buffer> {
  const intl = mailIntl(language);
  const label = invoiceLabel(invoice.number);
  const doc = await newPdfDocument({
    size: 'LETTER',
    margin: 54,
    lang: intl.tag,
    info: { Title: `${intl.t('invoice.title')} ${label}`, Author: defaultBusiness.name },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.font(PDF_FONT.bold).fontSize(16).fillColor(INK).text(defaultBusiness.name);
  doc.font(PDF_FONT.regular).fontSize(11).fillColor(MUTED);
  doc.text(defaultBusiness.addressLine).text(`${defaultBusiness.phoneDisplay} · ${defaultBusiness.email}`);
  doc
    .moveDown(1)
    .font(PDF_FONT.bold)
    .fontSize(24)
    .fillColor(INK)
    .text(`${intl.t('invoice.title')} ${label}`);
  doc.moveDown(0.4);
  const facts: [string, string][] = [
    [intl.t('invoice.label.issued'), dayInWords(invoice.issuedOn, language)],
    [intl.t('invoice.label.due'), dayInWords(invoice.dueOn, language)],
    [intl.t('invoice.label.status'), intl.t('invoice.state', { state: invoice.state })],
    [intl.t('invoice.label.bill-to'), `${invoice.recipientName}, ${invoice.recipientEmail}`],
  ];
  for (const [name, value] of facts) {
    doc.font(PDF_FONT.bold).fontSize(12).fillColor(INK).text(`${name}: `, { continued: true });
    doc.font(PDF_FONT.regular).text(value);
  }
  if (invoice.voidReason !== null && invoice.state === 'void') {
    doc
      .moveDown(0.5)
      .font(PDF_FONT.bold)
      .text(intl.t('invoice.label.void', { reason: invoice.voidReason }), { width });
  }

  // The lines, as a table: description, quantity, price, amount.
  const columns = { qty: left + width * 0.56, unit: left + width * 0.66, amount: left + width * 0.82 };
  const numberWidth = width * 0.16;
  doc.moveDown(1.2);
  const row = (cells: [string, string, string, string], bold: boolean) => {
    ensureRoom(30);
    const top = doc.y;
    doc
      .font(bold ? PDF_FONT.bold : PDF_FONT.regular)
      .fontSize(11)
      .fillColor(INK);
    doc.text(cells[0], left, top, { width: width * 0.54 });
    const end = doc.y;
    doc.text(cells[1], columns.qty, top, { width: width * 0.09, align: 'right' });
    doc.text(cells[2], columns.unit, top, { width: numberWidth, align: 'right' });
    doc.text(cells[3], columns.amount, top, { width: numberWidth, align: 'right' });
    doc.x = left;
    doc.y = Math.max(end, doc.y) + 4;
  };
  row(
    [
      intl.t('invoice.label.description'),
      intl.t('invoice.label.quantity'),
      intl.t('invoice.label.unit'),
      intl.t('invoice.label.amount'),
    ],
    true,
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(MUTED)
    .stroke();
  doc.moveDown(0.3);
  for (const line of invoice.lines) {
    const unit = line.percentBp ? `${formatQuantity(line.percentBp)}%` : formatCents(line.unitCents);
    row([line.description, formatQuantity(line.quantityHundredths), unit, formatCents(line.amountCents)], false);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(MUTED)
    .stroke();
  doc.moveDown(0.5);

  const sums: [string, number, boolean][] = [
    [intl.t('invoice.label.subtotal'), invoice.subtotalCents, false],
    ...(invoice.discountCents > 0
      ? [[intl.t('invoice.label.discount'), -invoice.discountCents, false] as [string, number, boolean]]
      : []),
    [intl.t('invoice.label.total'), invoice.totalCents, true],
    [intl.t('invoice.label.paid'), invoice.paidCents, false],
    [intl.t('invoice.label.balance'), balanceCents(invoice.totalCents, invoice.paidCents), true],
  ];
  for (const [name, cents, bold] of sums) {
    ensureRoom(20);
    const top = doc.y;
    doc
      .font(bold ? PDF_FONT.bold : PDF_FONT.regular)
      .fontSize(bold ? 13 : 12)
      .fillColor(INK);
    doc.text(name, columns.unit - width * 0.2, top, { width: width * 0.36, align: 'right' });
    doc.text(formatCents(cents), columns.amount, top, { width: numberWidth, align: 'right' });
    doc.x = left;
  }

  if (invoice.payments.length > 0) {
    ensureRoom(60);
    doc.moveDown(1).font(PDF_FONT.bold).fontSize(13).text(intl.t('invoice.label.payments'), left, doc.y, { width });
    for (const payment of invoice.payments) {
      doc
        .font(PDF_FONT.regular)
        .fontSize(11)
        .text(
          `${dayInWords(payment.receivedOn, language)} — ${intl.t('invoice.method', { method: payment.method })}${
            payment.deposit ? ` (${intl.t('invoice.label.deposit')})` : ''
          } — ${formatCents(payment.amountCents)}`,
          { width },
        );
    }
  }
  ensureRoom(80);
  doc.moveDown(1).font(PDF_FONT.bold).fontSize(13).text(intl.t('invoice.label.how-to-pay'), left, doc.y, { width });
  doc.font(PDF_FONT.regular).fontSize(11).fillColor(INK).text(howToPay(intl), { width });
  doc.text(intl.t('invoice.questions', { phone: defaultBusiness.phoneDisplay }), { width });
  doc.moveDown(0.5).fillColor(MUTED).text(intl.t('invoice.thanks'), { width });
  doc.end();
  return finished;
}
