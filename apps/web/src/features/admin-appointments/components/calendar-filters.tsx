import type { AppointmentStatus } from '@ta/shared';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { appointmentStatusLabel } from '../../../lib/appointment-format';
import { CALENDAR_STATUS_FILTERS } from '../calendar-params';

interface CalendarFiltersProps {
  search: string;
  status: AppointmentStatus | '';
  onSearch: (search: string) => void;
  onStatus: (status: AppointmentStatus | '') => void;
}

function isFilterStatus(value: string): value is (typeof CALENDAR_STATUS_FILTERS)[number] {
  return (CALENDAR_STATUS_FILTERS as readonly string[]).includes(value);
}

/** Search (client name, e-mail, notes) runs on Search or Enter; the status applies at once. */
export function CalendarFilters({ search, status, onSearch, onStatus }: CalendarFiltersProps) {
  const id = useId();
  const [text, setText] = useState(search);
  // Back, Forward and Clear change the address: the box follows it (adjusted while rendering).
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
      <form role="search" aria-label="Search appointments" onSubmit={submit} className="space-y-1.5">
        <Label htmlFor={`${id}-search`}>Search by client name, e-mail or notes</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-search`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={200}
            className="min-w-0 flex-1 basis-48"
          />
          <Button type="submit" variant="primary">
            <Search aria-hidden />
            Search
          </Button>
          {search ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              <X aria-hidden />
              Clear search
            </Button>
          ) : null}
        </div>
      </form>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(event) => onStatus(isFilterStatus(event.target.value) ? event.target.value : '')}
          className="md:w-56"
        >
          <option value="">All Statuses</option>
          {CALENDAR_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {appointmentStatusLabel(value)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
