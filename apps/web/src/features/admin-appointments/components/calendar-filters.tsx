import type { AppointmentStatus } from '@ta/shared';
import { SearchAndStatusFilters, type ListFilterValues } from '../../../components/admin/search-and-status-filters';
import { appointmentStatusLabel } from '../../../lib/appointment-format';
import { CALENDAR_STATUS_FILTERS } from '../calendar-params';

/** Search (client name, e-mail, notes) and the calendar's status filter. */
export function CalendarFilters(props: ListFilterValues<AppointmentStatus>) {
  return (
    <SearchAndStatusFilters
      {...props}
      searchName="Search appointments"
      searchLabel="Search by client name, e-mail or notes"
      statuses={CALENDAR_STATUS_FILTERS}
      statusLabel={appointmentStatusLabel}
    />
  );
}
