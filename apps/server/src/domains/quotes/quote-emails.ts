import {
  defaultBusiness,
  formatBusinessTime,
  formatCents,
  openingHoursSentence,
  quoteLabel,
  type Locale,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { QuoteRecord, QuoteResponseRecord, QuoteVersionRecord } from './quotes-repository.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { ServiceContext } from '../service-context.js';
import { officeRecipients } from '../office/index.js';
import { depositDue } from './quote-views.js';

/**
 * The e-mails of a quote (docs/quotes.md): the quote with its link, to the recipient in their language;
 * the confirmation once they approve it; and to the office, in English, each approval or request for
 * changes. The link's token rides as a secret: the outbox staff read keeps it hidden.
 */

type QuoteMail = Pick<ServiceContext, 'mailer' | 'publicUrl' | 'repos' | 'officeEmails' | 'stripe'>;

/**
 * The deposit a version asks, in the client's words (docs/quotes.md, "Deposits"): paid by card after
 * approving when card payments are set up, else collected by the office.
 */
function depositWords(mail: QuoteMail, version: QuoteVersionRecord, language: Locale): string[] {
  if (version.depositCents === null) return [];
  const intl = mailIntl(language);
  return [
    `${intl.t('quote.deposit', { deposit: formatCents(version.depositCents) })} ${intl.t(
      mail.stripe ? 'quote.deposit-card' : 'quote.deposit-office',
    )}`,
  ];
}

/** A calendar day (yyyy-MM-dd) as people read it. */
export function readableDate(date: string, language: Locale): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A moment as people in New York read it. */
export function readableMoment(iso: string, language: Locale): string {
  return formatBusinessTime(iso, language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeStyle: 'short' });
}

/** The quote, with the link that opens it signed out. */
export async function sendQuoteEmail(mail: QuoteMail, quote: QuoteRecord, version: QuoteVersionRecord, token: string) {
  const language = quote.language;
  const intl = mailIntl(language);
  const label = quoteLabel(quote.id);
  const values = {
    label,
    total: formatCents(version.totalCents),
    date: readableDate(version.validUntil, language),
    version: version.version,
    business: defaultBusiness.name,
  };
  const first = version.version === 1;
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('quote.heading'),
    paragraphs: [
      greeting(quote.recipientName, language),
      intl.t(first ? 'quote.intro' : 'quote.intro-new-version', values),
      ...depositWords(mail, version, language),
      intl.t('quote.how'),
      ...(first ? [] : [intl.t('quote.older-links')]),
    ],
    action: { label: intl.t('quote.action'), url: intl.link(mail.publicUrl, `/quote/${token}`) },
    footer: intl.t('quote.footer'),
    language,
  });
  await mail.mailer.send({
    to: quote.recipientEmail,
    subject: intl.t(first ? 'quote.subject' : 'quote.subject-new-version', values),
    text,
    html,
    kind: 'quote',
    secrets: [token],
  });
}

/** The client approved: what they approved, and what happens next. */
export async function sendQuoteApprovedConfirmation(
  mail: QuoteMail,
  quote: QuoteRecord,
  version: QuoteVersionRecord,
  response: Pick<QuoteResponseRecord, 'typedName' | 'createdAt'>,
) {
  const language = quote.language;
  const intl = mailIntl(language);
  const label = quoteLabel(quote.id);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('quote-approved.heading'),
    paragraphs: [
      greeting(quote.recipientName, language),
      intl.t('quote-approved.intro', {
        name: response.typedName ?? quote.recipientName,
        label,
        version: version.version,
        total: formatCents(version.totalCents),
        when: readableMoment(response.createdAt, language),
      }),
      ...(version.depositCents === null
        ? []
        : [
            intl.t(mail.stripe ? 'quote-approved.deposit-card' : 'quote-approved.deposit-office', {
              deposit: formatCents(version.depositCents),
            }),
          ]),
      intl.t('quote-approved.next', {
        phone: defaultBusiness.phoneDisplay,
        hours: openingHoursSentence(intl.language),
      }),
    ],
    // Only an account opens the client area; the link's page is the e-mailed one's.
    ...(quote.clientId === null
      ? {}
      : { action: { label: intl.t('quote-approved.action'), url: intl.link(mail.publicUrl, `/quotes/${quote.id}`) } }),
    footer: intl.t('quote-approved.footer'),
    language,
  });
  await mail.mailer.send({
    to: quote.recipientEmail,
    subject: intl.t('quote-approved.subject', { label }),
    text,
    html,
    kind: 'quote-approved',
  });
}

/** The deposit the approved version asks, for the office: what is not paid yet, and who collects it. */
async function officeDepositWords(mail: QuoteMail, quote: QuoteRecord, version: QuoteVersionRecord): Promise<string[]> {
  if (version.depositCents === null) return [];
  const { dueCents } = await depositDue(mail.repos, quote, version);
  if (dueCents === 0) return [`The deposit of ${formatCents(version.depositCents)} is paid.`];
  return [
    `The deposit of ${formatCents(dueCents)} is not paid yet. ${
      mail.stripe
        ? 'The client is offered to pay it by card; the quote’s page shows when it is paid.'
        : 'Card payments are not set up: please collect it from the client.'
    }`,
  ];
}

/** To the office and the quote's author: the client approved it, or asked for changes. */
export async function tellOfficeOfQuoteAnswer(
  mail: QuoteMail,
  quote: QuoteRecord,
  version: QuoteVersionRecord,
  response: Pick<QuoteResponseRecord, 'action' | 'typedName' | 'message' | 'ipAddress'>,
) {
  const label = quoteLabel(quote.id);
  const approved = response.action === 'approved';
  const url = `${mail.publicUrl}/admin/quotes/${quote.id}`;
  for (const recipient of await officeRecipients({ staff: mail.repos.staff, officeEmails: mail.officeEmails }, [
    quote.createdById,
  ])) {
    const { text, html } = renderEmail({
      businessName: defaultBusiness.name,
      heading: approved ? 'A client approved a quote' : 'A client asked for changes to a quote',
      paragraphs: [
        greeting(recipient.firstName),
        approved
          ? `${quote.recipientName} approved ${label} (version ${version.version}, ${formatCents(version.totalCents)}), typing the name “${response.typedName ?? ''}”, from the address ${response.ipAddress}.`
          : `${quote.recipientName} asked for changes to ${label} (version ${version.version}):`,
        ...(approved ? await officeDepositWords(mail, quote, version) : []),
        ...(approved ? ['It can now be scheduled from the quote’s page.'] : [response.message ?? '']),
      ],
      action: { label: 'Open the quote', url },
      footer: 'You are receiving this e-mail because you are on the office’s list or made this quote.',
    });
    await mail.mailer.send({
      to: recipient.email,
      subject: approved
        ? `Approved: ${label} by ${quote.recipientName}`
        : `Changes asked: ${label} by ${quote.recipientName}`,
      text,
      html,
      kind: approved ? 'staff-quote-approved' : 'staff-quote-changes',
    });
  }
}
