import { businessTimeOfDay, businessToday, currentVisitStep, type ClientAppointment } from '@ta/shared';
import { Car, CheckCircle2, DoorOpen } from 'lucide-react';
import { useLocale } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/use-t';
import { formatAppointmentTime } from '../../lib/appointment-format';

/**
 * The live status of a visit of today (docs/visit-status.md), in words with an icon: "Maria is on the
 * way — since 9:02 AM", "Maria is here — since 9:31 AM", "Finished at 11:45 AM". Nothing before the
 * first step, on another day, or for a cancelled visit. A polite live region: a screen reader hears
 * the change when the page's 30-second refresh brings one.
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
  return (
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
  );
}
