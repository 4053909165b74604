import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatAppointmentDate, formatDayHeading } from '../../../lib/appointment-format';
import { calendarRange, type CalendarView } from '../calendar-params';

interface CalendarToolbarProps {
  date: string;
  view: CalendarView;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
];

/** The date heading, previous / Today / next, and the Day/Week toggle. */
export function CalendarToolbar({ date, view, onStep, onToday, onView }: CalendarToolbarProps) {
  const unit = view === 'week' ? 'week' : 'day';
  const { to } = calendarRange(date, view);
  return (
    <div className="space-y-4">
      <div>
        <h2 id="calendar-date" className="flex items-center gap-2 text-2xl sm:text-3xl" aria-live="polite">
          <CalendarDays aria-hidden className="size-7 shrink-0 text-brand-700" />
          {formatDayHeading(date)}
        </h2>
        {view === 'week' ? (
          <p className="mt-1 text-lg text-muted">
            Week view: {formatAppointmentDate(date)} to {formatAppointmentDate(to)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Change the date" className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="compact" onClick={() => onStep(-1)}>
            <ChevronLeft aria-hidden />
            Previous {unit}
          </Button>
          <Button type="button" variant="outline" size="compact" onClick={onToday}>
            Today
          </Button>
          <Button type="button" variant="outline" size="compact" onClick={() => onStep(1)}>
            Next {unit}
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <div role="group" aria-label="View" className="flex rounded-lg border-2 border-brand-700 p-0.5">
          {VIEWS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={view === option.value}
              onClick={() => onView(option.value)}
              className={cn(
                'min-h-11 min-w-16 cursor-pointer rounded-md px-4 font-bold',
                view === option.value ? 'bg-brand-800 text-white' : 'bg-white text-brand-800 hover:bg-brand-50',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
