import {
  balanceCents,
  businessToday,
  cardLabelIn,
  clientInvoicePath,
  defaultBusiness,
  formatCents,
  invoiceLabel,
  payLinkPath,
  type PaymentMethod,
} from '@ta/shared';
import { sha256 } from '../../lib/tokens.js';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { InvoiceRow } from './invoices-repository.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import { dayInWords, howToPay, renderInvoicePdf } from './invoice-pdf.js';
import { invoiceDocument, payableByCard } from './invoice-views.js';
import type { ServiceContext } from '../service-context.js';
import { textInvoiceDue } from './invoice-texts.js';

/**
 * The `invoice-email` job: e-mails the invoice to its recipient, in the invoice's language, with its PDF
 * made here (docs/invoices.md, "E-mails"). Queued when the office sends it, or sends it again; `onceKey`
 * (the job's id) makes a retried run write the e-mail once. With card payments set up and a balance
 * left, its button is "Pay by card": a pay link whose token is keyed from the job (the same on a retried
 * run), stored only as its hash, replacing the previous e-mail's link (docs/payments.md). A client who
 * chose invoice texts gets the same link by text (docs/sms.md).
 */
export async function emailInvoice(ctx: ServiceContext, invoiceId: number, onceKey: string): Promise<void> {
  const row = await ctx.repos.invoices.byId(invoiceId);
  if (!row) return;
  const intl = mailIntl(row.language);
  const label = invoiceLabel(row.number);
  const document = await invoiceDocument(ctx, row);
  const pdf = await renderInvoicePdf(document, row.language);
  const payToken = payableByCard(ctx, row) ? ctx.secretBox.mac(onceKey, 'invoice-pay-link') : null;
  if (payToken) await ctx.repos.cardPayments.setPayToken(row.id, sha256(payToken));
  const autopayCard = payToken ? await autopayCardOf(ctx, row) : null;
  const values = {
    label,
    total: formatCents(row.totalCents),
    due: dayInWords(row.dueOn, row.language),
    business: defaultBusiness.name,
  };
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: `${intl.t('invoice.title')} ${label}`,
    paragraphs: [
      greeting(row.recipientName, row.language),
      intl.t(row.kind === 'late_cancellation' ? 'invoice.intro-late' : 'invoice.intro', values),
      ...document.payments
        .filter((payment) => payment.deposit)
        .map((payment) =>
          intl.t('invoice.deposit-paid', {
            date: dayInWords(payment.receivedOn, row.language),
            amount: formatCents(payment.amountCents),
          }),
        ),
      `${intl.t('invoice.label.balance')}: ${formatCents(balanceCents(row.totalCents, row.paidCents))}`,
      intl.t('invoice.pdf-attached'),
      ...(autopayCard
        ? [
            intl.t('invoice.autopay-note', {
              card: cardLabelIn(autopayCard, row.language),
              due: dayInWords(row.dueOn, row.language),
            }),
          ]
        : []),
      ...(payToken ? [intl.t('invoice.pay-by-card-note')] : []),
      howToPay(intl),
      intl.t('invoice.questions', { phone: defaultBusiness.phoneDisplay }),
    ],
    ...(payToken
      ? { action: { label: intl.t('invoice.pay-by-card'), url: intl.link(ctx.publicUrl, payLinkPath(payToken)) } }
      : row.clientId === null
        ? {}
        : { action: { label: intl.t('invoice.action'), url: intl.link(ctx.publicUrl, clientInvoicePath(row.id)) } }),
    footer: intl.t('invoice.footer'),
    language: row.language,
  });
  await ctx.mailer.send({
    to: row.recipientEmail,
    subject: intl.t('invoice.subject', values),
    text,
    html,
    kind: 'invoice',
    attachments: [{ filename: intl.t('invoice.file-name', { label }), contentType: 'application/pdf', content: pdf }],
    ...(payToken ? { secrets: [payToken] } : {}),
    onceKey,
  });
  await textInvoiceDue(ctx, row, payToken, onceKey);
}

/**
 * The card autopay will charge for this invoice on its due day (decision 077), for the e-mail to say
 * so: the client's autopay is on with a card, and the due day is not past (autopay charges a past-due
 * invoice at its next sweep, and its tries tell the client themselves).
 */
async function autopayCardOf(ctx: ServiceContext, row: InvoiceRow): Promise<string | null> {
  if (row.clientId === null || row.dueOn < businessToday()) return null;
  const customer = await ctx.repos.autopay.customerOf(row.clientId);
  return customer?.autopay && customer.paymentMethodId ? customer.cardLabel : null;
}

/** The receipt after a payment: amount, method, day, reference, the balance left or "paid in full". */
export async function sendReceipt(
  ctx: ServiceContext,
  invoice: InvoiceRow,
  payment: { id: number; amountCents: number; method: PaymentMethod; receivedOn: string; reference: string | null },
): Promise<void> {
  const intl = mailIntl(invoice.language);
  const label = invoiceLabel(invoice.number);
  const amount = formatCents(payment.amountCents);
  const balance = balanceCents(invoice.totalCents, invoice.paidCents);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('receipt.title'),
    paragraphs: [
      greeting(invoice.recipientName, invoice.language),
      intl.t('receipt.intro', {
        amount,
        method: payment.method,
        date: dayInWords(payment.receivedOn, invoice.language),
        label,
      }),
      ...(payment.reference ? [intl.t('receipt.reference', { reference: payment.reference })] : []),
      balance === 0 ? intl.t('receipt.paid-in-full') : intl.t('receipt.balance', { balance: formatCents(balance) }),
    ],
    ...(invoice.clientId === null
      ? {}
      : { action: { label: intl.t('invoice.action'), url: intl.link(ctx.publicUrl, clientInvoicePath(invoice.id)) } }),
    footer: intl.t('receipt.footer'),
    language: invoice.language,
  });
  await ctx.mailer.send({
    to: invoice.recipientEmail,
    subject: intl.t('receipt.subject', { amount, label }),
    text,
    html,
    kind: 'payment-receipt',
  });
  await ctx.repos.invoices.markReceiptSent(payment.id, new Date().toISOString());
}
