import {
  defaultBusiness,
  openingHoursSentence,
  type BookedTime,
  type ContactStatus,
  type Locale,
  type RequestForm,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { Repositories } from '../repositories.js';
import { type AppointmentRecord, calendarAttachment } from '../appointments/index.js';
import type { ContactRequestRecord } from './contact-requests-repository.js';
import { describeAppointmentTime } from '../../lib/appointment-time.js';
import { sendCircleCopies, type CircleNoticeContext } from '../circle/index.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { Mailer } from '../../mail/mailer.js';

/**
 * The e-mails to someone who sent a request, in their language (docs/i18n.md, "E-mails and the
 * stored language"): the request's page's, or their account's once it is on one. The trusted
 * contacts with `notices` of the account a request belongs to get a copy (sendRequestCopies).
 */

const trackingPath = (code: string) => `/track-request?token=${encodeURIComponent(code)}`;

/**
 * "We received your request", with the tracking code and a link to follow it. The reply time is the
 * one the form's page promised (a quote: 24 to 48 hours); an urgent request (a repair of an urgent
 * finding) is answered sooner, by phone.
 */
export async function sendRequestConfirmation(
  mailer: Mailer,
  publicUrl: string,
  request: ContactRequestRecord,
  form: RequestForm,
  picked: { booking: BookedTime; appointment: AppointmentRecord } | null = null,
  urgent = false,
) {
  const { language, trackingToken: code } = request;
  const intl = mailIntl(language);
  const what = intl.t('request.what', { form });
  // A time picked from the list (docs/booking.md, "Holding and booking"): held, or booked with its
  // calendar file as the booking confirmation carries one.
  const held = picked
    ? intl.t(picked.booking.status === 'confirmed' ? 'request.received.booked' : 'request.received.held', {
        when: describeAppointmentTime(picked.appointment, language),
      })
    : null;
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('request.received.heading', { what }),
    paragraphs: [
      greeting(request.firstName, language),
      intl.t('request.received.thanks', {
        what,
        service: intl.service(request.serviceInterest),
        replyTime: intl.t('request.reply-time', { form: urgent ? 'urgent' : form }),
      }),
      ...(held ? [held] : []),
      intl.t('request.received.code', { code }),
      intl.t('request.talk', { phone: defaultBusiness.phoneDisplay, hours: openingHoursSentence(intl.language) }),
    ],
    action: { label: intl.t('request.action.track'), url: intl.link(publicUrl, trackingPath(code)) },
    language,
  });
  await mailer.send({
    to: request.email,
    subject: intl.t('request.received.subject', { what, code }),
    text,
    html,
    kind: 'contact-confirmation',
    ...(picked?.booking.status === 'confirmed'
      ? { attachments: [calendarAttachment(picked.appointment, publicUrl, language)] }
      : {}),
  });
}

/** ICU select keys are plain words: `in-progress` is written `in_progress` in the messages. */
const statusKey = (status: ContactStatus) => status.replace(/-/g, '_');

/** "Your request is now In Progress", with the tracking link: sent only when the requester asked for e-mail updates. */
export async function sendStatusChange(
  mailer: Mailer,
  publicUrl: string,
  request: {
    firstName: string;
    email: string;
    trackingToken: string;
    serviceInterest: string;
    status: ContactStatus;
    language: Locale;
  },
) {
  const { language, trackingToken: code } = request;
  const intl = mailIntl(language);
  const status = statusKey(request.status);
  // The tracking page's status names, and what each means to the requester in a sentence.
  const label = intl.t('request.status.label', { status });
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('request.status.heading', { label }),
    paragraphs: [
      greeting(request.firstName, language),
      intl.t('request.status.intro', { service: intl.service(request.serviceInterest), code }),
      intl.t('request.status.new-status', {
        label,
        news: intl.t('request.status.news', { status, business: defaultBusiness.name }),
      }),
      intl.t('request.talk', { phone: defaultBusiness.phoneDisplay, hours: openingHoursSentence(intl.language) }),
    ],
    action: { label: intl.t('request.action.track'), url: intl.link(publicUrl, trackingPath(code)) },
    footer: intl.t('request.status.footer'),
    language,
  });
  await mailer.send({
    to: request.email,
    subject: intl.t('request.status.subject', { code, label }),
    text,
    html,
    kind: 'contact-status',
  });
}

/** Where the copies of a request's e-mails go: the circle of the account it belongs to. */
export type RequestCopyContext = CircleNoticeContext & { publicUrl: string; repos: Pick<Repositories, 'users'> };

/**
 * A copy of a request's e-mail ("received", or a new status) for the trusted contacts with `notices`
 * of the account the request belongs to. No tracking code: it opens the request's page to anyone
 * holding it, so the copy links to the client area instead. A request on no account has no circle.
 */
export async function sendRequestCopies(
  ctx: RequestCopyContext,
  request: { userId: number | null; serviceInterest: string; status: ContactStatus },
  news: { received: RequestForm; urgent?: boolean } | 'status',
) {
  if (request.userId === null) return;
  const client = await ctx.repos.users.findById(request.userId);
  if (!client) return;
  const name = `${client.firstName} ${client.lastName}`.trim();
  await sendCircleCopies(ctx, { id: client.id, name }, (intl) => {
    const service = intl.service(request.serviceInterest);
    const action = { label: intl.t('circle.request.action'), url: intl.link(ctx.publicUrl, '/dashboard') };
    if (news === 'status') {
      const label = intl.t('request.status.label', { status: statusKey(request.status) });
      return {
        kind: 'contact-status',
        subject: intl.t('circle.request.status.subject', { service, label }),
        heading: intl.t('circle.request.status.heading', { label }),
        paragraphs: [intl.t('circle.request.status.intro', { service, client: name, label })],
        action,
      };
    }
    return {
      kind: 'contact-confirmation',
      subject: intl.t('circle.request.received.subject', { service }),
      heading: intl.t('circle.request.received.heading'),
      paragraphs: [
        intl.t('circle.request.received.intro', {
          service,
          client: name,
          replyTime: intl.t('request.reply-time', { form: news.urgent ? 'urgent' : news.received }),
        }),
      ],
      action,
    };
  });
}
