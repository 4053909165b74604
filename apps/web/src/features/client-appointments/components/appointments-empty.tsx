import { CalendarOff } from 'lucide-react';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/use-t';
import type { AppointmentTab } from '../appointment-tabs';

const EMPTY_TEXT: Record<AppointmentTab, MessageId> = {
  upcoming: 'appointments.empty.upcoming',
  past: 'appointments.empty.past',
  cancelled: 'appointments.empty.cancelled',
};

/** An empty tab: no appointments found, and which tab is empty. */
export function AppointmentsEmpty({ tab }: { tab: AppointmentTab }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white px-5 py-10 text-center sm:px-8">
      <CalendarOff aria-hidden className="mx-auto size-12 text-brand-700" />
      <h2 className="mt-3 text-2xl">{t('appointments.empty.title')}</h2>
      <p className="mt-2 text-lg text-muted">{t(EMPTY_TEXT[tab])}</p>
    </div>
  );
}
