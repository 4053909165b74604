import {
  balanceCents,
  clientInvoicePath,
  defaultBusiness,
  formatCents,
  invoiceLabel,
  quoteLabel,
  type Locale,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { InvoiceRow, PaymentRow } from '../invoices/index.js';
import { dayInWords } from '../invoices/index.js';
import type { QuoteDepositRow, QuoteRecord } from '../quotes/index.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The e-mails of card payments (docs/payments.md): the receipt goes to the one billed, and to whoever
 * paid for them (a daughter paying her mother's invoice) in that person's language; a refund tells
 * the same people. Written in the transaction that records the money, so they leave only with it.
 */

type Payer = { email: string; name: string | null; language: Locale };

function sameAddress(a: string | null, b: string | null): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}

function invoiceAction(ctx: ServiceContext, invoice: InvoiceRow, language: Locale) {
  return invoice.clientId === null
    ? {}
    : {
        action: {
          label: mailIntl(language).t('invoice.action'),
          url: mailIntl(language).link(ctx.publicUrl, clientInvoicePath(invoice.id)),
        },
      };
}

/** Receipts for a card payment; `payer` is who paid when it was not (or may not be) the one billed. */
export async function sendCardReceipts(
  ctx: ServiceContext,
  invoice: InvoiceRow,
  payment: PaymentRow,
  payer: Payer | null,
): Promise<void> {
  const label = invoiceLabel(invoice.number);
  const amount = formatCents(payment.amountCents);
  const left = balanceCents(invoice.totalCents, invoice.paidCents);
  const card = payment.cardLabel ?? 'card';
  const billedIntl = mailIntl(invoice.language);
  const paidForThem = payer !== null && !sameAddress(payer.email, invoice.recipientEmail);

  const balanceLine = (language: Locale) => {
    const intl = mailIntl(language);
    if (left < 0) return intl.t('receipt.overpaid', { amount: formatCents(-left) });
    return left === 0 ? intl.t('receipt.paid-in-full') : intl.t('receipt.balance', { balance: formatCents(left) });
  };

  const toBilled = renderEmail({
    businessName: defaultBusiness.name,
    heading: billedIntl.t('receipt.title'),
    paragraphs: [
      greeting(invoice.recipientName, invoice.language),
      billedIntl.t('receipt.card-intro', {
        amount,
        card,
        date: dayInWords(payment.receivedOn, invoice.language),
        label,
      }),
      ...(paidForThem && payment.payerName ? [billedIntl.t('receipt.paid-by', { payer: payment.payerName })] : []),
      balanceLine(invoice.language),
    ],
    ...invoiceAction(ctx, invoice, invoice.language),
    footer: billedIntl.t('receipt.footer'),
    language: invoice.language,
  });
  await ctx.mailer.send({
    to: invoice.recipientEmail,
    subject: billedIntl.t('receipt.subject', { amount, label }),
    text: toBilled.text,
    html: toBilled.html,
    kind: 'payment-receipt',
  });

  if (paidForThem) {
    const intl = mailIntl(payer.language);
    const toPayer = renderEmail({
      businessName: defaultBusiness.name,
      heading: intl.t('receipt.title'),
      paragraphs: [
        greeting(payer.name, payer.language),
        intl.t('receipt.payer-intro', {
          amount,
          card,
          date: dayInWords(payment.receivedOn, payer.language),
          label,
          client: invoice.recipientName,
        }),
        balanceLine(payer.language),
      ],
      footer: intl.t('receipt.footer'),
      language: payer.language,
    });
    await ctx.mailer.send({
      to: payer.email,
      subject: intl.t('receipt.payer-subject', { amount, label }),
      text: toPayer.text,
      html: toPayer.html,
      kind: 'payment-receipt',
    });
  }
  await ctx.repos.invoices.markReceiptSent(payment.id, new Date().toISOString());
}

/** Tells the one billed, and whoever paid for them, of a refund. */
export async function sendRefundNotices(
  ctx: ServiceContext,
  invoice: InvoiceRow,
  payment: PaymentRow,
  refund: { amountCents: number; reason: string; refundedOn: string },
): Promise<void> {
  const recipients: Array<{ email: string; name: string | null; language: Locale }> = [
    { email: invoice.recipientEmail, name: invoice.recipientName, language: invoice.language },
  ];
  if (payment.payerEmail && !sameAddress(payment.payerEmail, invoice.recipientEmail)) {
    const payer = payment.paidByUserId ? await ctx.repos.users.findById(payment.paidByUserId) : undefined;
    recipients.push({
      email: payment.payerEmail,
      name: payment.payerName,
      language: payer?.language ?? invoice.language,
    });
  }
  const label = invoiceLabel(invoice.number);
  const amount = formatCents(refund.amountCents);
  for (const recipient of recipients) {
    const intl = mailIntl(recipient.language);
    const { text, html } = renderEmail({
      businessName: defaultBusiness.name,
      heading: intl.t('refund.title'),
      paragraphs: [
        greeting(recipient.name, recipient.language),
        intl.t('refund.intro', {
          amount,
          label,
          card: payment.cardLabel ?? 'card',
          date: dayInWords(refund.refundedOn, recipient.language),
        }),
        intl.t('refund.when'),
        intl.t('refund.reason', { reason: refund.reason }),
      ],
      ...(recipient.email === invoice.recipientEmail ? invoiceAction(ctx, invoice, recipient.language) : {}),
      footer: intl.t('refund.footer'),
      language: recipient.language,
    });
    await ctx.mailer.send({
      to: recipient.email,
      subject: intl.t('refund.subject', { amount, label }),
      text,
      html,
      kind: 'payment-refund',
    });
  }
}

/**
 * Receipts for a quote's deposit paid by card (docs/quotes.md, "Deposits"): to the one the quote is
 * addressed to, and to whoever paid for them in that person's language, as for an invoice's payment.
 */
export async function sendDepositReceipts(
  ctx: ServiceContext,
  quote: QuoteRecord,
  deposit: QuoteDepositRow,
  payer: Payer | null,
): Promise<void> {
  const label = quoteLabel(quote.id);
  const amount = formatCents(deposit.amountCents);
  const card = deposit.cardLabel ?? 'card';
  const paidForThem = payer !== null && !sameAddress(payer.email, quote.recipientEmail);
  const quotePage =
    quote.clientId === null
      ? {}
      : {
          action: {
            label: mailIntl(quote.language).t('quote-approved.action'),
            url: mailIntl(quote.language).link(ctx.publicUrl, `/quotes/${quote.id}`),
          },
        };

  const intl = mailIntl(quote.language);
  const toClient = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('deposit-receipt.title'),
    paragraphs: [
      greeting(quote.recipientName, quote.language),
      intl.t('deposit-receipt.intro', { amount, card, date: dayInWords(deposit.paidOn, quote.language), label }),
      ...(paidForThem && deposit.payerName ? [intl.t('receipt.paid-by', { payer: deposit.payerName })] : []),
      intl.t('deposit-receipt.counted'),
    ],
    ...quotePage,
    footer: intl.t('receipt.footer'),
    language: quote.language,
  });
  await ctx.mailer.send({
    to: quote.recipientEmail,
    subject: intl.t('deposit-receipt.subject', { amount, label }),
    text: toClient.text,
    html: toClient.html,
    kind: 'deposit-receipt',
  });

  if (paidForThem) {
    const payerIntl = mailIntl(payer.language);
    const toPayer = renderEmail({
      businessName: defaultBusiness.name,
      heading: payerIntl.t('deposit-receipt.title'),
      paragraphs: [
        greeting(payer.name, payer.language),
        payerIntl.t('deposit-receipt.payer-intro', {
          amount,
          card,
          date: dayInWords(deposit.paidOn, payer.language),
          label,
          client: quote.recipientName,
        }),
        payerIntl.t('deposit-receipt.counted'),
      ],
      footer: payerIntl.t('receipt.footer'),
      language: payer.language,
    });
    await ctx.mailer.send({
      to: payer.email,
      subject: payerIntl.t('deposit-receipt.payer-subject', { amount, label }),
      text: toPayer.text,
      html: toPayer.html,
      kind: 'deposit-receipt',
    });
  }
}
