import type { AppointmentSummary } from '@ta/shared';
import { CalendarCheck, CircleCheck, Hourglass, type LucideIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';

interface SummaryCardsProps {
  summary: AppointmentSummary | undefined;
  error: boolean;
}

const CARDS: { key: keyof Omit<AppointmentSummary, 'date'>; title: string; note: string; icon: LucideIcon }[] = [
  { key: 'today', title: "Today's Appointments", note: 'On the selected date, not cancelled', icon: CalendarCheck },
  {
    key: 'pendingConfirmation',
    title: 'Pending Confirmation',
    note: 'Scheduled or pending, from the selected date on',
    icon: Hourglass,
  },
  {
    key: 'completedThisWeek',
    title: 'Completed This Week',
    note: 'The selected date plus 6 days',
    icon: CircleCheck,
  },
];

/** The three summary cards, counted on the server for the selected date. */
export function AppointmentSummaryCards({ summary, error }: SummaryCardsProps) {
  return (
    <ul aria-label="Summary" className="grid gap-4 sm:grid-cols-3">
      {CARDS.map(({ key, title, note, icon: Icon }) => (
        <li key={key} className="rounded-2xl border border-line bg-white p-5 shadow-card">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg">{title}</h3>
            <Icon aria-hidden className="size-7 shrink-0 text-brand-700" />
          </div>
          <div className="mt-2 min-h-10 text-4xl font-bold text-ink">
            {summary ? (
              summary[key]
            ) : error ? (
              <span className="text-base font-bold text-danger-700">Could not load this count</span>
            ) : (
              <Spinner label={`Loading ${title}`} className="[&_svg]:size-6" />
            )}
          </div>
          <p className="mt-1 text-base text-muted">{note}</p>
        </li>
      ))}
    </ul>
  );
}
