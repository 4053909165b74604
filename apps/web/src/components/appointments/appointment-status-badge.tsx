import { CalendarCheck, CalendarClock, CircleCheck, CircleX, Hourglass, Wrench } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { appointmentStatusLabel, type StatusAudience } from '../../lib/appointment-format';
import { StatusBadge, type BadgeLook } from '../ui/status-badge';
import { clientStatusMessage } from './appointment-words';

/** The office tells every status apart. */
const STAFF_LOOKS: Record<string, BadgeLook> = {
  scheduled: { tone: 'brand', icon: CalendarClock },
  pending: { tone: 'accent', icon: Hourglass },
  confirmed: { tone: 'brand-strong', icon: CalendarCheck },
  approved: { tone: 'brand-strong', icon: CalendarCheck },
  'in-progress': { tone: 'accent', icon: Wrench },
  completed: { tone: 'success', icon: CircleCheck },
  cancelled: { tone: 'danger', icon: CircleX },
};
const STAFF_OTHER: BadgeLook = { tone: 'neutral', icon: CalendarClock };

/** A client sees three looks: done (green), cancelled (red), and on its way (everything else). */
const CLIENT_LOOKS: Record<string, BadgeLook> = {
  completed: { tone: 'green', icon: CircleCheck },
  cancelled: { tone: 'red', icon: CircleX },
};
const CLIENT_OTHER: BadgeLook = { tone: 'brand', icon: CalendarCheck };

interface AppointmentStatusBadgeProps {
  status: string;
  /** Who reads it: the office's looks and words, or the client's. */
  audience?: StatusAudience;
}

/**
 * An appointment's status in words with an icon; the colour only repeats what the word says. The
 * office reads English; a client reads it in the page's language.
 */
export function AppointmentStatusBadge({ status, audience = 'staff' }: AppointmentStatusBadgeProps) {
  if (audience === 'client') return <ClientStatusBadge status={status} />;
  return (
    <StatusBadge {...(STAFF_LOOKS[status] ?? STAFF_OTHER)} label={appointmentStatusLabel(status)} srPrefix="Status: " />
  );
}

function ClientStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <StatusBadge
      {...(CLIENT_LOOKS[status] ?? CLIENT_OTHER)}
      label={t(clientStatusMessage(status))}
      srPrefix={t('appointments.status-prefix')}
    />
  );
}
