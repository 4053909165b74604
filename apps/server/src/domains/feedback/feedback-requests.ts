import { businessInstant, defaultBusiness, formatBusinessTime, LOCALE_TAGS, type Locale } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { ServiceContext } from '../service-context.js';

/** The visit a request asks about: a finished appointment, as the appointments domain reads it. */
export interface FeedbackVisit {
  id: number;
  clientId: number | null;
  clientName: string;
  clientEmail: string;
  clientLanguage: Locale;
  staffId: number | null;
  staffFirstName: string | null;
  serviceTypeId: number | null;
  serviceName: string | null;
  appointmentDate: string;
}

/** The page a request's link opens, in English (the e-mail puts it in the client's language). */
export const feedbackPath = (token: string) => `/feedback/${encodeURIComponent(token)}`;

/** "Tuesday, December 1" in the client's language. */
function visitDay(date: string, language: Locale): string {
  return formatBusinessTime(businessInstant(date, '12:00'), LOCALE_TAGS[language], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * Asks the client of a finished visit for feedback (docs/feedback.md), with the work that finished it
 * (in its transaction): a request keyed by a new token's hash, and the e-mail with the link, the same
 * for every client, with the public review page when the owner set one. Returns the token (the
 * visit's Done text to the client carries the link), or null when the visit was asked already.
 */
export async function requestFeedback(ctx: ServiceContext, visit: FeedbackVisit): Promise<string | null> {
  const token = randomToken();
  const added = await ctx.repos.feedback.add({
    appointmentId: visit.id,
    clientId: visit.clientId,
    staffId: visit.staffId,
    serviceTypeId: visit.serviceTypeId,
    tokenHash: sha256(token),
  });
  if (!added) return null;

  const language = visit.clientLanguage;
  const intl = mailIntl(language);
  const reviewUrl = await ctx.repos.feedback.reviewUrl();
  const values = {
    staff: visit.staffFirstName ?? defaultBusiness.name,
    what: visit.serviceName
      ? intl.t('visit-step.what', { service: intl.service(visit.serviceName) })
      : intl.t('visit-step.what-no-service'),
    date: visitDay(visit.appointmentDate, language),
  };
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('feedback.heading'),
    paragraphs: [
      greeting(visit.clientName, language),
      intl.t(visit.staffFirstName ? 'feedback.finished' : 'feedback.finished-no-staff', values),
      intl.t('feedback.ask'),
      ...(reviewUrl ? [intl.t('feedback.review', { url: reviewUrl })] : []),
    ],
    action: { label: intl.t('feedback.action'), url: intl.link(ctx.publicUrl, feedbackPath(token)) },
    footer: intl.t('feedback.footer'),
    language,
  });
  await ctx.mailer.send({
    to: visit.clientEmail,
    subject: intl.t('feedback.subject', values),
    text,
    html,
    kind: 'feedback-request',
    secrets: [token],
  });
  return token;
}
