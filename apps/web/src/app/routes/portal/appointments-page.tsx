import type { ClientAppointment, SessionUser } from '@ta/shared';
import { CalendarPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import {
  appointmentCalendarUrl,
  myAppointmentsRead,
  useLiveVisitRefresh,
  useMyAppointments,
} from '../../../features/client-appointments/api/my-appointments';
import {
  APPOINTMENT_TABS,
  splitAppointmentsByTab,
  type AppointmentTab,
} from '../../../features/client-appointments/appointment-tabs';
import { AppointmentCard } from '../../../features/client-appointments/components/appointment-card';
import { AppointmentListSkeleton } from '../../../features/client-appointments/components/appointment-card-skeleton';
import { AppointmentsEmpty } from '../../../features/client-appointments/components/appointments-empty';
import { AppointmentsLoadError } from '../../../features/client-appointments/components/appointments-load-error';
import { CancelAppointmentDialog } from '../../../features/client-appointments/components/cancel-appointment-dialog';
import type { MessageId } from '../../../i18n/messages/en';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentTime, formatDayHeading } from '../../../lib/appointment-format';
import { useMayUse } from '../../../lib/use-circle-right';
import type { Prefetch } from '../../../lib/server-read';
import { ClientPage, ClientPageHeading } from '../../layouts/client-layout';

const TAB_LABELS: Record<AppointmentTab, MessageId> = {
  upcoming: 'appointments.tab.upcoming',
  past: 'appointments.tab.past',
  cancelled: 'appointments.tab.cancelled',
};
const NEW_APPOINTMENT_HREF = '/contact?service=appointment';

/** "Request a new appointment": the contact page's appointment form, for the account. */
function RequestNewLink({ className }: { className: string }) {
  const t = useT();
  return (
    <Link href={NEW_APPOINTMENT_HREF} className={className}>
      <CalendarPlus aria-hidden />
      {t('appointments.request-new')}
    </Link>
  );
}

function isAppointmentTab(value: string): value is AppointmentTab {
  return (APPOINTMENT_TABS as readonly string[]).includes(value);
}

/** The server reads the list, so the page (and a move's confirmation) is in the HTML without JavaScript. */
export const prefetch: Prefetch = () => [{ ...myAppointmentsRead, signedInOnly: true }];

// The signed-in user is given by the route guard; the list itself comes from the session's own appointments.
export function AppointmentsPage(_props: { user: SessionUser }) {
  const t = useT();
  const { data, error, isPending, isFetching, refetch } = useMyAppointments();
  // A read the server could not make arrives as null: the page then reads the list itself.
  const appointments = data ?? undefined;
  const [tab, setTab] = useState<AppointmentTab>('upcoming');
  const [cancelling, setCancelling] = useState<ClientAppointment | null>(null);
  const cancelledTab = useRef<HTMLButtonElement>(null);
  const locale = useLocale();
  // A new request is sent for the account: someone helping with it needs the right to act.
  const mayAct = useMayUse('act');
  // Back from "Move my visit" (with or without JavaScript): the new time, said in the page.
  const movedId = Number(new URLSearchParams(useSearch()).get('moved') ?? '');
  const moved = appointments?.find((a) => a.id === movedId && a.status !== 'cancelled');
  // Today's visit as it happens: read again every 30 seconds until it is done.
  useLiveVisitRefresh(appointments);

  let content;
  if (isPending) {
    content = <AppointmentListSkeleton />;
  } else if (!appointments) {
    content = <AppointmentsLoadError error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  } else {
    const byTab = splitAppointmentsByTab(appointments, new Date());
    content = (
      <Tabs value={tab} onValueChange={(value) => isAppointmentTab(value) && setTab(value)}>
        <TabsList aria-label={t('appointments.tabs')}>
          {APPOINTMENT_TABS.map((value) => (
            <TabsTrigger
              key={value}
              value={value}
              ref={value === 'cancelled' ? cancelledTab : undefined}
              // Scrolled to, the tabs stay clear of the sticky header.
              className="scroll-mt-40"
            >
              {t(TAB_LABELS[value])}
            </TabsTrigger>
          ))}
        </TabsList>
        {APPOINTMENT_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {byTab[value].length === 0 ? (
              <AppointmentsEmpty tab={value} />
            ) : (
              <ul className="space-y-5">
                {byTab[value].map((appointment) => (
                  <li key={appointment.id}>
                    <AppointmentCard
                      appointment={appointment}
                      tab={value}
                      calendarUrl={appointmentCalendarUrl(appointment.id)}
                      onCancel={setCancelling}
                    />
                  </li>
                ))}
              </ul>
            )}
            {value === 'upcoming' && mayAct ? (
              <div className="mt-8 flex justify-center">
                <RequestNewLink className={buttonVariants({ variant: 'accent', size: 'xl' })} />
              </div>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <ClientPage title={t('appointments.title')} description={t('appointments.description')} className="max-w-4xl">
      <ClientPageHeading
        back={t('appointments.back-to-dashboard')}
        title={t('appointments.title')}
        intro={<p className="mt-2 text-lg text-muted">{t('appointments.intro')}</p>}
      >
        {mayAct ? <RequestNewLink className={buttonVariants({ variant: 'outline' })} /> : null}
      </ClientPageHeading>
      {moved ? (
        <Alert tone="success" className="mb-6">
          {t(moved.status === 'pending' ? 'appointments.moved.pending' : 'appointments.moved', {
            day: formatDayHeading(moved.appointmentDate, locale),
            time: formatAppointmentTime(moved.startTime, locale),
          })}
        </Alert>
      ) : null}
      {content}
      <CancelAppointmentDialog
        appointment={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => setTab('cancelled')}
        focusAfterCancel={() => {
          cancelledTab.current?.focus({ preventScroll: true });
          cancelledTab.current?.scrollIntoView({ block: 'nearest' });
        }}
      />
    </ClientPage>
  );
}
