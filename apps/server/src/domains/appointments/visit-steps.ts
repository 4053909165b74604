import {
  canTakeVisitStep,
  currentVisitStep,
  defaultBusiness,
  formatBusinessClock,
  isAdminRole,
  isBackOfficeRole,
  LOCALE_TAGS,
  parseList,
  VISIT_STEPS,
  type Locale,
  type VisitStep,
  type ErrorCode,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { conflict, forbidden, notFound } from '../../lib/http-errors.js';
import type { AppointmentRecord } from './appointments-repository.js';
import type { UserRecord } from '../accounts/index.js';
import * as activity from './appointment-events.js';
import { appointmentInstants } from '../../lib/appointment-time.js';
import { circleRecipients } from '../circle/index.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { ServiceContext } from '../service-context.js';
import { textVisitStep } from './appointment-texts.js';
import { loadSharp } from '../../lib/heavy-libraries.js';
import { isPhotoKey } from '../photos/index.js';
import { requestFeedback } from '../feedback/index.js';

/**
 * A visit's steps as the staff member taps them (docs/visit-status.md): who may tap, the order,
 * what the appointment's status becomes, the activity event and the step e-mails.
 */

type VisitStepRefusal = Extract<
  ErrorCode,
  'visit_step_cancelled' | 'visit_step_completed' | 'visit_step_arrive_first' | 'visit_step_backwards'
>;

/** Steps are tapped by the staff member assigned to the appointment, or by an admin for them. */
function assertMayTap(appointment: AppointmentRecord, actor: UserRecord): void {
  if (isAdminRole(actor.role)) return;
  if (!isBackOfficeRole(actor.role) || appointment.staffId !== actor.id) throw forbidden('visit_step_not_yours');
}

/** Why `step` cannot be recorded on `appointment`, as the 409 says it. */
function refusal(appointment: AppointmentRecord, step: VisitStep): VisitStepRefusal {
  if (appointment.status === 'cancelled') return 'visit_step_cancelled';
  if (appointment.status === 'completed') return 'visit_step_completed';
  const current = currentVisitStep(appointment);
  if (step === 'done' && current !== 'done' && current !== 'arrived') return 'visit_step_arrive_first';
  return 'visit_step_backwards';
}

/**
 * Records `step` on the appointment (POST /api/admin/appointments/{id}/progress). Tapping the step the
 * visit is already at changes nothing and sends nothing (a second tap, or a page not yet refreshed).
 * Arrived puts a booked appointment in progress; Done completes it.
 */
export async function recordVisitStep(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  step: VisitStep,
  now: Date = new Date(),
): Promise<AppointmentRecord> {
  // The step, its activity event and its e-mails are stored together or not at all.
  return ctx.inTransaction(async (tx) => {
    const before = await tx.repos.appointments.findById(id);
    if (!before) throw notFound('appointment_not_found');
    assertMayTap(before, actor);
    if (before.status !== 'cancelled' && currentVisitStep(before) === step) return before;
    if (await tx.repos.visits.isVisitAppointment(id)) throw conflict('visit_step_home_watch');
    if (before.status === 'cancelled' || before.status === 'completed') throw conflict(refusal(before, step));
    if (!canTakeVisitStep(currentVisitStep(before), step)) throw conflict(refusal(before, step));

    if (!(await tx.repos.visitProgress.recordStep(id, step, now))) {
      // Someone else tapped in between: the same step is done already; anything else is refused.
      const meanwhile = await tx.repos.appointments.findById(id);
      if (!meanwhile) throw notFound('appointment_not_found');
      if (meanwhile.status !== 'cancelled' && currentVisitStep(meanwhile) === step) return meanwhile;
      throw conflict(refusal(meanwhile, step));
    }
    const after = await tx.repos.appointments.findById(id);
    if (!after) throw notFound('appointment_not_found');
    await tx.repos.events.record(activity.visitStepTapped(actor, after, step, before.status));
    // Done asks the client for feedback (docs/feedback.md): its e-mail says the visit is finished, and
    // the client's Done text carries its link.
    const feedbackToken = step === 'done' ? await requestFeedback(tx, after) : null;
    await sendVisitStepEmails(tx, after, step, actor, { feedbackAsked: feedbackToken !== null });
    await textVisitStep(tx, after, step, after.staffFirstName ?? actor.firstName, feedbackToken);
    return after;
  });
}

/** "9:00 AM" (or "9:00 a.m.") in the business's zone. */
const clockTime = (instant: Date, language: Locale) => formatBusinessClock(instant, LOCALE_TAGS[language]);

/**
 * The step e-mails: to the client when their account's choice includes the step, and to each trusted
 * contact with the appointments right who chose it, each in their own language. They carry the
 * staff member's first name, the service and the planned time: no notes, no place, nothing secret.
 * An appointment that belongs to no account sends none (nobody chose to get them). When the visit's
 * feedback request went to the client, their own Done e-mail is that request (one e-mail, not two).
 */
export async function sendVisitStepEmails(
  ctx: ServiceContext,
  appointment: AppointmentRecord,
  step: VisitStep,
  actor: Pick<UserRecord, 'firstName'>,
  { feedbackAsked }: { feedbackAsked: boolean },
): Promise<void> {
  if (appointment.clientId === null) return;
  const staff = appointment.staffFirstName ?? actor.firstName;
  const client = await ctx.repos.visitStepRecipients.client(appointment.clientId);
  if (client?.steps.includes(step) && !(step === 'done' && feedbackAsked)) {
    await sendStepEmail(ctx, appointment, step, staff, {
      email: appointment.clientEmail,
      language: appointment.clientLanguage,
      name: appointment.clientName,
      forClient: true,
    });
  }
  const sent = new Set([appointment.clientEmail.trim().toLowerCase()]);
  for (const contact of await circleRecipients(ctx.repos, appointment.clientId, 'appointments')) {
    const address = contact.email.trim().toLowerCase();
    if (!contact.visitNotices.includes(step) || sent.has(address)) continue;
    sent.add(address);
    await sendStepEmail(ctx, appointment, step, staff, {
      email: contact.email,
      language: contact.language,
      name: contact.name,
      forClient: false,
    });
  }
}

/** The staff member's photo as the "on the way" e-mail carries it: a JPEG (mail programs may not show WebP). */
async function staffPhotoForEmail(
  ctx: Pick<ServiceContext, 'photoStorage'>,
  appointment: AppointmentRecord,
): Promise<Buffer | null> {
  const key = appointment.staffPhotoKey;
  const stored = key && isPhotoKey(key) ? await ctx.photoStorage.get(key, 'thumb') : undefined;
  if (!stored) return null;
  const sharp = await loadSharp();
  return sharp(stored.bytes).resize(192, 192, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
}

const STAFF_PHOTO_CID = 'staff-photo@visit';

async function sendStepEmail(
  { mailer, publicUrl, photoStorage }: Pick<ServiceContext, 'mailer' | 'publicUrl' | 'photoStorage'>,
  appointment: AppointmentRecord,
  step: VisitStep,
  staff: string,
  to: { email: string; language: Locale; name: string; forClient: boolean },
): Promise<void> {
  const { language } = to;
  const intl = mailIntl(language);
  const values = {
    staff,
    client: appointment.clientName,
    what: appointment.serviceName
      ? intl.t('visit-step.what', { service: intl.service(appointment.serviceName) })
      : intl.t('visit-step.what-no-service'),
    time: clockTime(appointmentInstants(appointment).start, language),
    code: appointment.visitCode ?? '',
    phone: defaultBusiness.phoneDisplay,
  };
  const whose = to.forClient ? 'you' : 'other';
  // On the way: the code the staff member says at the door, and what to do if it does not match.
  const door = step === 'on_my_way' && appointment.visitCode ? [intl.t(`visit-step.code.${whose}`, values)] : [];
  // Who is at the door: their photo beside the code, when they have one.
  const photo = door.length > 0 ? await staffPhotoForEmail({ photoStorage }, appointment) : null;
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t(`visit-step.${step}.heading`, values),
    paragraphs: [greeting(to.name, language), intl.t(`visit-step.${step}.${whose}`, values), ...door],
    ...(photo
      ? {
          blocks: [
            {
              heading: staff,
              paragraphs: [],
              images: [{ cid: STAFF_PHOTO_CID, alt: intl.t('visit-step.photo-alt', { staff }), width: 96, height: 96 }],
            },
          ],
        }
      : {}),
    action: { label: intl.t('visit-step.action'), url: intl.link(publicUrl, '/appointments') },
    footer: intl.t(to.forClient ? 'visit-step.footer.you' : 'visit-step.footer.other', values),
    language,
  });
  await mailer.send({
    to: to.email,
    subject: intl.t(`visit-step.${step}.subject`, values),
    text,
    html,
    kind: `visit-step-${step.replace(/_/g, '-')}`,
    ...(photo
      ? { attachments: [{ filename: 'staff.jpg', contentType: 'image/jpeg', content: photo, cid: STAFF_PHOTO_CID }] }
      : {}),
  });
}

/** The account holder's own choice of step e-mails (PUT /api/user/visit-notices), answered in the steps' order. */
export function setVisitNotices(
  ctx: ServiceContext,
  userId: number,
  steps: readonly VisitStep[],
): Promise<{ visitNotices: VisitStep[] }> {
  return ctx.inTransaction(async (tx) => {
    await tx.repos.visitProgress.setVisitNotices(userId, steps);
    return { visitNotices: parseList(steps.join(','), VISIT_STEPS) };
  });
}
