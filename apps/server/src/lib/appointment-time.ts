import { businessInstant, LOCALE_TAGS, type Locale, formatBusinessClock, formatBusinessTime } from '@ta/shared';
import { mailIntl } from '../i18n/mail-intl.js';

interface Timed {
  appointmentDate: string;
  startTime: string;
  endTime: string;
}

/** The appointment's start and end as instants (its times are New York wall-clock times). */
export function appointmentInstants(appointment: Timed): { start: Date; end: Date } {
  return {
    start: businessInstant(appointment.appointmentDate, appointment.startTime),
    end: businessInstant(appointment.appointmentDate, appointment.endTime),
  };
}

/**
 * e.g. "Thursday, July 16, 2026, 10:00 AM to 1:00 PM", as people read it in the business's zone; in
 * Spanish (es-US) "jueves, 16 de julio de 2026, de 10:00 a.m. a 1:00 p.m.". Staff read English.
 */
export function describeAppointmentTime(appointment: Timed, language: Locale = 'en'): string {
  const { start, end } = appointmentInstants(appointment);
  const tag = LOCALE_TAGS[language];
  return mailIntl(language).t('appointment.when', {
    date: formatBusinessTime(start, tag, { dateStyle: 'full' }),
    start: formatBusinessClock(start, tag),
    end: formatBusinessClock(end, tag),
  });
}
