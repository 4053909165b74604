import { businessToday, type SessionUser } from '@ta/shared';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PageControls } from '../../../components/ui/page-controls';
import { PageHeader } from '../../../components/ui/page-header';
import {
  appointmentSummaryRead,
  useAppointmentSummary,
} from '../../../features/admin-appointments/api/get-appointment-summary';
import { appointmentsRead, useAppointments } from '../../../features/admin-appointments/api/get-appointments';
import { availabilityDaysRead, useAvailabilityDays } from '../../../features/admin-appointments/api/get-availability';
import { chatUnreadRead } from '../../../features/admin-chat/api/get-unread';
import {
  calendarHref,
  calendarRange,
  parseCalendarParams,
  stepDate,
  type CalendarParams,
} from '../../../features/admin-appointments/calendar-params';
import {
  AppointmentFormDialog,
  type AppointmentFormMode,
} from '../../../features/admin-appointments/components/appointment-form-dialog';
import { AppointmentList } from '../../../features/admin-appointments/components/appointment-list';
import { AppointmentSummaryCards } from '../../../features/admin-appointments/components/appointment-summary-cards';
import { AppointmentsEmpty } from '../../../features/admin-appointments/components/appointments-empty';
import { CalendarFilters } from '../../../features/admin-appointments/components/calendar-filters';
import { CalendarToolbar } from '../../../features/admin-appointments/components/calendar-toolbar';
import { WhoIsWorking } from '../../../features/admin-appointments/components/who-is-working';
import { fullNameOf } from '../../../lib/initials';
import type { Prefetch } from '../../../lib/server-read';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

/**
 * The server reads the day (or week) the address asks for, its cards, who works, and the sidebar's unread chats,
 * so the staff member's day is whole in the HTML on a phone in a driveway (docs/decisions/068).
 */
export const prefetch: Prefetch = (_params, search) => {
  const params = parseCalendarParams(search.toString(), businessToday());
  const range = calendarRange(params.date, params.view);
  return [
    chatUnreadRead,
    appointmentsRead({ ...range, search: params.search, status: params.status, page: params.page }),
    appointmentSummaryRead(params.date),
    availabilityDaysRead(range),
  ].map((read) => ({ ...read, part: true }));
};

/** /admin/appointments, the calendar: the day and week views, kept in the address. */
export function AppointmentsPage({ user }: { user: SessionUser }) {
  const today = businessToday();
  const params = parseCalendarParams(useSearch(), today);
  const [, navigate] = useLocation();
  const [formMode, setFormMode] = useState<AppointmentFormMode | null>(null);

  const range = calendarRange(params.date, params.view);
  const list = useAppointments({ ...range, search: params.search, status: params.status, page: params.page });
  const summary = useAppointmentSummary(params.date);
  const availability = useAvailabilityDays(range);
  const visitWarnings = availability.data?.visitWarnings ?? {};

  // Filters and paging replace the entry; moving through dates adds one, so Back returns to the last day.
  const go = (changes: Partial<CalendarParams>, replace = false) =>
    navigate(calendarHref({ ...params, page: 1, ...changes }, today), { replace });
  const filtered = params.search !== '' || params.status !== '';

  const content = (
    <QueryContent query={list} loading="Loading appointments…" failed="Error loading appointments">
      {({ items, total, pageSize }) =>
        items.length === 0 ? (
          <AppointmentsEmpty
            week={params.view === 'week'}
            filtered={filtered}
            onClear={() => go({ search: '', status: '' }, true)}
          />
        ) : (
          <div className="space-y-5">
            <p className="text-muted" aria-live="polite">
              {total} {total === 1 ? 'appointment' : 'appointments'}
              {filtered ? ' match the filters' : ''}
              {list.isFetching ? ' (updating…)' : ''}
            </p>
            <AppointmentList
              appointments={items}
              range={range}
              grouped={params.view === 'week'}
              visitWarnings={visitWarnings}
            />
            <PageControls
              label="Pages of appointments"
              page={params.page}
              total={total}
              pageSize={pageSize}
              onPage={(page) => go({ page }, true)}
            />
          </div>
        )
      }
    </QueryContent>
  );

  return (
    <AdminLayout user={user} meta={{ title: 'Appointments', description: 'The appointments calendar.' }}>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          backHref="/admin"
          title="Appointments"
          actions={
            <Button
              type="button"
              variant="accent"
              size="lg"
              // A new appointment cannot be in the past: a past day starts the form at today.
              onClick={() => setFormMode({ kind: 'create', date: params.date < today ? today : params.date })}
            >
              <CalendarPlus aria-hidden />
              New Appointment
            </Button>
          }
        />

        <section aria-labelledby="calendar-date" className="space-y-6">
          <CalendarToolbar
            date={params.date}
            view={params.view}
            onStep={(direction) => go({ date: stepDate(params.date, params.view, direction) })}
            onToday={() => go({ date: today })}
            onView={(view) => go({ view }, true)}
          />
          <AppointmentSummaryCards summary={summary.data} error={summary.isError} />
          <CalendarFilters
            search={params.search}
            status={params.status}
            onSearch={(search) => go({ search }, true)}
            onStatus={(status) => go({ status }, true)}
          />
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="min-w-0">{content}</div>
            <div>
              {availability.isError ? (
                <p role="status" className="text-muted">
                  Could not load who is working.
                </p>
              ) : availability.data ? (
                <WhoIsWorking days={availability.data.days} />
              ) : null}
            </div>
          </div>
        </section>
      </div>
      <AppointmentFormDialog
        mode={formMode}
        me={{ id: user.id, name: fullNameOf(user) }}
        onClose={() => setFormMode(null)}
        // The calendar moves to the new appointment's day, where it now shows.
        onSaved={(saved) => go({ date: saved.appointmentDate })}
      />
    </AdminLayout>
  );
}
