import { CalendarClock } from 'lucide-react';
import { useT } from '../../../i18n/use-t';

/** The appointment a reschedule request is about: its id, and how to describe it when it is known. */
export interface RescheduleTarget {
  appointmentId: number;
  /** Service, day and time, when the appointment is the signed-in client's own; null when signed out. */
  summary: string | null;
  /** Its service, which the form starts with; null when unknown. */
  serviceTypeId: number | null;
}

/** Says, above the form, which appointment this request asks to move (it is sent with the request). */
export function RescheduleNotice({ target }: { target: RescheduleTarget }) {
  const t = useT();
  return (
    <div role="note" className="flex gap-3 rounded-xl border-2 border-brand-700 bg-brand-50 p-4">
      <CalendarClock aria-hidden className="mt-1 size-6 shrink-0 text-brand-700" />
      <div>
        <p className="font-bold">{t('contact.reschedule.heading')}</p>
        <p className="text-lg wrap-anywhere">
          {target.summary ?? t('contact.reschedule.number', { id: target.appointmentId })}
        </p>
        <p className="mt-1 text-base text-muted">{t('contact.reschedule.note')}</p>
      </div>
    </div>
  );
}
