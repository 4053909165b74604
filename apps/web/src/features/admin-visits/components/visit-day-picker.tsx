import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { shiftDay } from '../visit-links';

/** Previous day, Today, next day, and a date field for any day. */
export function VisitDayPicker({
  date,
  today,
  onDate,
}: {
  date: string;
  today: string;
  onDate: (date: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <label htmlFor="visits-day" className="block font-bold">
          Day
        </label>
        <Input
          id="visits-day"
          type="date"
          value={date}
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onDate(event.target.value);
          }}
        />
      </div>
      <div role="group" aria-label="Change the day" className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="compact" onClick={() => onDate(shiftDay(date, -1))}>
          <ChevronLeft aria-hidden />
          Previous day
        </Button>
        <Button type="button" variant="outline" size="compact" disabled={date === today} onClick={() => onDate(today)}>
          Today
        </Button>
        <Button type="button" variant="outline" size="compact" onClick={() => onDate(shiftDay(date, 1))}>
          Next day
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
