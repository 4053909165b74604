import type { AppointmentStatus } from '@ta/shared';
import { useId } from 'react';
import { ListSearchForm } from '../../../components/admin/list-search-form';
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

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
      <ListSearchForm
        search={search}
        onSearch={onSearch}
        name="Search appointments"
        label="Search by client name, e-mail or notes"
      />
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
