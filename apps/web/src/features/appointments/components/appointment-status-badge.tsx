import { CalendarCheck, CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { appointmentStatusLabel } from '../appointment-status';

const looks: Record<string, { className: string; icon: LucideIcon }> = {
  completed: { className: 'border-green-700 bg-green-50 text-green-900', icon: CircleCheck },
  cancelled: { className: 'border-red-700 bg-red-50 text-red-900', icon: CircleX },
};
const usual = { className: 'border-brand-700 bg-brand-50 text-brand-900', icon: CalendarCheck };

/** The status in words, with an icon; the colour only repeats what the word says. */
export function AppointmentStatusBadge({ status }: { status: string }) {
  const { className, icon: Icon } = looks[status] ?? usual;
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
