import { businessToday, isAdminRole, isCalendarDate, type SessionUser } from '@ta/shared';
import { CalendarCheck } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../../components/ui/page-header';
import { useVisits } from '../../../features/admin-visits/api/get-visits';
import { VisitCard } from '../../../features/admin-visits/components/visit-card';
import { VisitDayPicker } from '../../../features/admin-visits/components/visit-day-picker';
import { visitsDayHref } from '../../../features/admin-visits/visit-links';
import { formatDayHeading } from '../../../lib/appointment-format';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

/** The day in the address (`?date=yyyy-MM-dd`), else today. */
function dayOf(search: string, today: string): string {
  const date = new URLSearchParams(search).get('date') ?? '';
  return isCalendarDate(date) ? date : today;
}

/** /admin/visits: the day's home-watch visits as large cards, made for a phone. */
export function VisitsPage({ user }: { user: SessionUser }) {
  const today = businessToday();
  const date = dayOf(useSearch(), today);
  const [, navigate] = useLocation();
  const visits = useVisits(date);

  return (
    <AdminLayout user={user} meta={{ title: 'Visits', description: 'Home-watch visits of the day.' }}>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          title="Visits"
          description={
            isAdminRole(user.role) ? 'Every home-watch visit of the day.' : 'Your home-watch visits of the day.'
          }
        />
        <section aria-labelledby="visits-day-heading" className="space-y-5">
          <h2 id="visits-day-heading" className="flex items-center gap-2 text-2xl" aria-live="polite">
            <CalendarCheck aria-hidden className="size-7 shrink-0 text-brand-700" />
            {date === today ? `Today, ${formatDayHeading(date)}` : formatDayHeading(date)}
          </h2>
          <VisitDayPicker date={date} today={today} onDate={(day) => navigate(visitsDayHref(day, today))} />
          <QueryContent query={visits} loading="Loading visits…" failed="Error loading visits">
            {(list) =>
              list.length === 0 ? (
                <p className="rounded-2xl border border-line bg-white p-6 text-lg shadow-card">
                  No visits on this day.
                </p>
              ) : (
                <>
                  <p className="text-muted">
                    {list.length} {list.length === 1 ? 'visit' : 'visits'}
                    {visits.isFetching ? ' (updating…)' : ''}
                  </p>
                  <ul className="space-y-4">
                    {list.map((visit) => (
                      <li key={visit.id}>
                        <VisitCard visit={visit} />
                      </li>
                    ))}
                  </ul>
                </>
              )
            }
          </QueryContent>
        </section>
      </div>
    </AdminLayout>
  );
}
