import { isClientRole, LOCALE_TAGS, type ClientAppointment, type Locale, type SessionUser } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/i18n-provider';
import { useServiceName } from '../../../lib/service-types';
import type { RescheduleTarget } from '../../../features/contact-page/components/reschedule-notice';
import { appointmentSummary, calendarDate, minutesOfDay } from '../../../lib/appointment-format';
import { myAppointmentsQueryOptions } from '../../../features/client-appointments/api/my-appointments';

/** An appointment id as links write it: a positive whole number (anything else names nothing). */
function appointmentIdFrom(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Which appointment, in one line, in the page's language: English as the client area writes it; in
 * Spanish "Servicios de notario, martes, 1 de diciembre, 10:00 a.m. – 1:00 p.m." (es-US).
 */
function summaryIn(locale: Locale, appointment: ClientAppointment, serviceName: (english: string) => string): string {
  const english = appointmentSummary(appointment);
  const date = calendarDate(appointment.appointmentDate);
  const [start, end] = [minutesOfDay(appointment.startTime), minutesOfDay(appointment.endTime)];
  if (locale === 'en' || !date || start === null || end === null || !appointment.serviceName) return english;
  const tag = LOCALE_TAGS[locale];
  const day = new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (minutes: number) => time.format(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)));
  const when = day.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  // Plain spaces: ICU versions differ on the narrow space before "p.m.", and the server and the browser must agree.
  return `${serviceName(appointment.serviceName)}, ${when}, ${at(start)} – ${at(end)}`.replace(/\s+/g, ' ');
}

export type RescheduleState = { status: 'loading' } | { status: 'ready'; target: RescheduleTarget | null };

/**
 * `/contact?service=reschedule&appointment={id}`: the appointment the request asks to move. A signed-in
 * client's own appointment is described (service, day, time); one that is not in their list is left
 * out. Signed out, the number is sent as given and the server keeps it as unchecked text.
 */
export function useRescheduleTarget(appointmentParam: string | null, user: SessionUser | null): RescheduleState {
  const locale = useLocale();
  const serviceName = useServiceName();
  const appointmentId = appointmentIdFrom(appointmentParam);
  const isClient = isClientRole(user?.role);
  const appointments = useQuery({ ...myAppointmentsQueryOptions, enabled: appointmentId !== null && isClient });

  if (appointmentId === null) return { status: 'ready', target: null };
  if (!user) return { status: 'ready', target: { appointmentId, summary: null, serviceTypeId: null } };
  if (!isClient) return { status: 'ready', target: null };
  if (appointments.isPending) return { status: 'loading' };
  const own = appointments.data?.find((appointment) => appointment.id === appointmentId);
  if (!own) return { status: 'ready', target: null };
  return {
    status: 'ready',
    target: { appointmentId, summary: summaryIn(locale, own, serviceName), serviceTypeId: own.serviceTypeId },
  };
}
