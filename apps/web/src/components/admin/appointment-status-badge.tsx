import { CalendarCheck, CalendarClock, CircleCheck, CircleX, Hourglass, Wrench, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { appointmentStatusLabel } from '../../lib/appointment-format';

const looks: Record<string, { className: string; icon: LucideIcon }> = {
  scheduled: { className: 'border-brand-700 bg-brand-50 text-brand-900', icon: CalendarClock },
  pending: { className: 'border-accent-700 bg-accent-50 text-accent-700', icon: Hourglass },
  confirmed: { className: 'border-brand-800 bg-brand-100 text-brand-950', icon: CalendarCheck },
  approved: { className: 'border-brand-800 bg-brand-100 text-brand-950', icon: CalendarCheck },
  'in-progress': { className: 'border-accent-700 bg-accent-50 text-accent-700', icon: Wrench },
  completed: { className: 'border-success-700 bg-success-50 text-success-700', icon: CircleCheck },
  cancelled: { className: 'border-danger-700 bg-danger-50 text-danger-700', icon: CircleX },
};
const other = { className: 'border-field bg-sand text-ink', icon: CalendarClock };

/** The status in words with an icon; the colour only repeats what the word says. */
export function AppointmentStatusBadge({ status }: { status: string }) {
  const { className, icon: Icon } = looks[status] ?? other;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-0.5 font-bold whitespace-nowrap',
        className,
      )}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      <span className="sr-only">Status: </span>
      {appointmentStatusLabel(status)}
    </span>
  );
}
