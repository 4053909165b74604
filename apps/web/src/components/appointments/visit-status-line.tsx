import {
  businessTimeOfDay,
  businessToday,
  currentVisitStep,
  defaultBusiness,
  type ClientAppointment,
} from '@ta/shared';
import { Car, CheckCircle2, DoorOpen, ShieldCheck } from 'lucide-react';
import { useLocale } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/use-t';
import { formatAppointmentTime } from '../../lib/appointment-format';

/**
 * The live status of a visit of today (docs/visit-status.md), in words with an icon: "Maria is on the
 * way — since 9:02 AM", "Maria is here — since 9:31 AM", "Finished at 11:45 AM". Nothing before the
 * first step, on another day, or for a cancelled visit. A polite live region: a screen reader hears
 * the change when the page's 30-second refresh brings one. While someone is on the way or there, the
 * visit code they say at the door, and what to do if the person or the code does not match.
 */
export function VisitStatusLine({ appointment, now }: { appointment: ClientAppointment; now: Date }) {
  const t = useT();
  const locale = useLocale();
  const step = currentVisitStep(appointment);
  const today = appointment.appointmentDate === businessToday(now) && appointment.status !== 'cancelled';
  const clock = (iso: string) => formatAppointmentTime(businessTimeOfDay(new Date(iso)), locale);
  const staff = appointment.staffFirstName;

  let content = null;
  if (today && step === 'done' && appointment.doneAt) {
    content = (
      <>
        <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-success-700" />
        <span>{t('visit-status.done', { time: clock(appointment.doneAt) })}</span>
      </>
    );
  } else if (today && step === 'arrived' && appointment.arrivedAt) {
    const time = clock(appointment.arrivedAt);
    content = (
      <>
        <DoorOpen aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <span>{staff ? t('visit-status.arrived', { staff, time }) : t('visit-status.arrived-someone', { time })}</span>
      </>
    );
  } else if (today && step === 'on_my_way' && appointment.onMyWayAt) {
    const time = clock(appointment.onMyWayAt);
    content = (
      <>
        <Car aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <span>
          {staff ? t('visit-status.on-my-way', { staff, time }) : t('visit-status.on-my-way-someone', { time })}
        </span>
      </>
    );
  }
  // Who is at the door: the code the staff member says, and what to do if it does not match.
  const door =
    today && (step === 'on_my_way' || step === 'arrived') && appointment.visitCode ? (
      <div
        className="mt-2 flex flex-wrap items-start gap-3 rounded-lg border-2 border-brand-800 bg-white px-3 py-2 text-lg"
        data-testid="visit-code"
      >
        {appointment.staffPhoto ? (
          <img
            src={`/api/appointments/${appointment.id}/staff-photo`}
            alt={t('visit-status.photo', { staff: staff ?? t('visit-status.code-helper') })}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <p className="min-w-0 flex-1 basis-48">
          <ShieldCheck aria-hidden className="mr-2 inline size-6 align-text-bottom text-brand-700" />
          {t('visit-status.code', { code: appointment.visitCode, staff: staff ?? t('visit-status.code-helper') })}{' '}
          {t('visit-status.code-mismatch', { phone: defaultBusiness.phoneDisplay })}
        </p>
      </div>
    ) : null;
  return (
    <>
      <p
        aria-live="polite"
        data-testid="visit-status"
        data-step={content ? step : undefined}
        className={
          content ? 'mt-2 flex gap-2 rounded-lg bg-brand-50 px-3 py-2 text-lg font-bold text-brand-950' : 'sr-only'
        }
      >
        {content}
      </p>
      {door}
    </>
  );
}
