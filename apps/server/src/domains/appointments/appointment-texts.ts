import {
  defaultBusiness,
  formatBusinessClock,
  formatBusinessTime,
  LOCALE_TAGS,
  type Locale,
  type VisitStep,
} from '@ta/shared';
import { mailIntl, type MailIntl } from '../../i18n/mail-intl.js';
import { appointmentInstants } from '../../lib/appointment-time.js';
import type { AppointmentRecord } from './appointments-repository.js';
import type { ServiceContext } from '../service-context.js';
import { textAboutClient, type TextRecipient } from '../sms/index.js';
import { feedbackPath } from '../feedback/index.js';

/**
 * The texts about a client's appointment (docs/sms.md): the reminder, a move or a cancellation, and
 * the visit's steps. Short and plain, in each recipient's language, naming the business first; the
 * client's own say how to reach us, a trusted contact's name the client. Never the notes, the place,
 * a surname or a door code; "on my way" gives the visit code the staff member says at the door. Each is
 * one text per event and person.
 */

/** "Tue, Dec 1 at 10:00 AM": short enough for one text. */
function shortWhen(intl: MailIntl, at: Date, language: Locale): string {
  const tag = LOCALE_TAGS[language];
  return intl.t('sms.when', {
    date: formatBusinessTime(at, tag, { weekday: 'short', month: 'short', day: 'numeric' }),
    time: formatBusinessClock(at, tag),
  });
}

function wordsFor(appointment: AppointmentRecord, recipient: TextRecipient, kind: 'appointment' | 'visit-step') {
  const intl = mailIntl(recipient.language);
  const start = appointmentInstants(appointment).start;
  return {
    intl,
    values: {
      what: appointment.serviceName
        ? intl.t(`${kind}.what`, { service: intl.service(appointment.serviceName) })
        : intl.t(`${kind}.what-no-service`),
      when: shortWhen(intl, start, recipient.language),
      time: formatBusinessClock(start, LOCALE_TAGS[recipient.language]),
      client: appointment.clientName.split(' ')[0] ?? appointment.clientName,
      phone: defaultBusiness.phoneDisplay,
      // Said at the door: the client checks it (docs/visit-status.md, "Who is at the door").
      code: appointment.visitCode ?? '',
    },
    whose: recipient.copy ? ('other' as const) : ('you' as const),
  };
}

export type AppointmentTextKind = 'reminder' | 'changed' | 'cancelled';

/**
 * The reminder, a move or a cancellation, to the client and the contacts who chose it. `event` tells
 * one move from the next (the calendar sequence), so each move is texted once.
 */
export async function textAboutAppointment(
  ctx: ServiceContext,
  appointment: AppointmentRecord,
  what: AppointmentTextKind,
): Promise<void> {
  if (appointment.clientId === null) return;
  await textAboutClient(ctx, {
    clientId: appointment.clientId,
    kind: what === 'reminder' ? 'reminder' : 'changes',
    event: `${what}-${appointment.id}-${appointment.calendarSequence}`,
    write: (recipient) => {
      const { intl, values, whose } = wordsFor(appointment, recipient, 'appointment');
      return { body: intl.t(`sms.${what}.${whose}`, values) };
    },
  });
}

/**
 * On my way, arrived, done: with the staff member's first name. The client's own Done text carries the
 * visit's feedback link when it has one (`feedbackToken`), hidden from the office like a code.
 */
export async function textVisitStep(
  ctx: ServiceContext,
  appointment: AppointmentRecord,
  step: VisitStep,
  staff: string,
  feedbackToken: string | null = null,
): Promise<void> {
  if (appointment.clientId === null) return;
  await textAboutClient(ctx, {
    clientId: appointment.clientId,
    kind: 'visit_steps',
    event: `${step}-${appointment.id}`,
    write: (recipient) => {
      const { intl, values, whose } = wordsFor(appointment, recipient, 'visit-step');
      if (step === 'done' && feedbackToken && whose === 'you') {
        const link = intl.link(ctx.publicUrl, feedbackPath(feedbackToken));
        return { body: intl.t('sms.done.feedback', { ...values, staff, link }), hide: feedbackToken };
      }
      return { body: intl.t(`sms.${step}.${whose}`, { ...values, staff }) };
    },
  });
}
