import {
  balanceCents,
  cardLabelIn,
  clientInvoicePath,
  defaultBusiness,
  formatCents,
  invoiceLabel,
  type Locale,
} from '@ta/shared';
import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../../db/types.js';
import { mailIntl } from '../../i18n/mail-intl.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import { officeRecipients, recipientsContext } from '../office/index.js';
import type { ServiceContext } from '../service-context.js';

type InvoiceRow = Selectable<InvoicesTable>;

/** A New York calendar day in words, as the invoice e-mails write it ("December 4, 2026"; "4 de diciembre de 2026"). */
function dayInWords(day: string, language: Locale): string {
  return new Intl.DateTimeFormat(mailIntl(language).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The decline codes the client's e-mail names in words; any other reads "the bank did not say why". */
const REASONS_IN_WORDS = new Set([
  'insufficient_funds',
  'expired_card',
  'lost_card',
  'stolen_card',
  'incorrect_number',
  'processing_error',
]);

export interface AutopayDecline {
  amountCents: number;
  cardLabel: string | null;
  declineCode: string | null;
  /** Stripe's words for the decline (the office reads them). */
  message: string;
  tryNumber: number;
  nextTryOn: string | null;
}

/** Where the client saves another card: the account page. */
const CARD_PAGE = '/profile';

/**
 * A declined autopay charge, told to the client in their language (what failed, that nothing was
 * charged, when the next try is or that there is none, how to pay another way or save another card)
 * and to the office (OFFICE_EMAIL, or every active admin), in English with Stripe's own words.
 * Written in the transaction that records the failed try, so they leave only with it.
 */
export async function sendAutopayDeclined(
  ctx: ServiceContext,
  invoice: InvoiceRow,
  decline: AutopayDecline,
  language: Locale,
): Promise<void> {
  const intl = mailIntl(language);
  const label = invoiceLabel(invoice.number);
  const amount = formatCents(decline.amountCents);
  const card = decline.cardLabel ? cardLabelIn(decline.cardLabel, language) : language === 'es' ? 'tarjeta' : 'card';
  const code = decline.declineCode && REASONS_IN_WORDS.has(decline.declineCode) ? decline.declineCode : 'other';
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('autopay-declined.title'),
    paragraphs: [
      greeting(invoice.recipientName, language),
      intl.t('autopay-declined.intro', { amount, card, label, reason: intl.t('autopay-declined.reason', { code }) }),
      intl.t('autopay-declined.nothing-charged', {
        balance: formatCents(balanceCents(invoice.totalCents, invoice.paidCents)),
      }),
      decline.nextTryOn
        ? intl.t('autopay-declined.next-try', { date: dayInWords(decline.nextTryOn, language) })
        : intl.t('autopay-declined.no-retry'),
      intl.t('autopay-declined.pay-other-way'),
      intl.t('autopay-declined.new-card', { url: intl.link(ctx.publicUrl, CARD_PAGE) }),
      intl.t('autopay-declined.call', { phone: defaultBusiness.phoneDisplay }),
    ],
    action: { label: intl.t('autopay-declined.action'), url: intl.link(ctx.publicUrl, clientInvoicePath(invoice.id)) },
    footer: intl.t('autopay-declined.footer'),
    language,
  });
  await ctx.mailer.send({
    to: invoice.recipientEmail,
    subject: intl.t('autopay-declined.subject', { label }),
    text,
    html,
    kind: 'autopay-declined',
  });

  const url = `${ctx.publicUrl}/admin/invoices/${invoice.id}`;
  for (const recipient of await officeRecipients(recipientsContext(ctx))) {
    const office = renderEmail({
      businessName: defaultBusiness.name,
      heading: 'Autopay was declined',
      paragraphs: [
        greeting(recipient.firstName),
        `Autopay tried to charge ${amount} to ${decline.cardLabel ?? 'the card on file'} of ${invoice.recipientName} for ${label} (try ${decline.tryNumber} of 3). The bank declined it: ${decline.message}${decline.declineCode ? ` (${decline.declineCode})` : ''}.`,
        'Nothing was charged and nothing was marked paid. The client was told by e-mail.',
        decline.nextTryOn
          ? `Autopay will try again on ${decline.nextTryOn}.`
          : 'Autopay will not try this card again for this invoice: the client pays another way or saves another card.',
      ],
      action: { label: 'Open the invoice', url },
      footer: 'You are receiving this e-mail because you are on the office’s list.',
    });
    await ctx.mailer.send({
      to: recipient.email,
      subject: `Autopay declined: ${label} for ${invoice.recipientName}`,
      text: office.text,
      html: office.html,
      kind: 'staff-autopay-declined',
    });
  }
}
