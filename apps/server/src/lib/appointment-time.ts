import { businessInstant, defaultBusiness, LOCALE_TAGS, type Locale } from '@ta/shared';
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

const formats = (language: Locale) => ({
  date: new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'full', timeZone: defaultBusiness.timeZone }),
  time: new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: defaultBusiness.timeZone,
  }),
});
const FORMATS = { en: formats('en'), es: formats('es') };

/**
 * e.g. "Thursday, July 16, 2026, 10:00 AM to 1:00 PM", as people read it in the business's zone; in
 * Spanish (es-US) "jueves, 16 de julio de 2026, de 10:00 a.m. a 1:00 p.m.". Staff read English.
 */
export function describeAppointmentTime(appointment: Timed, language: Locale = 'en'): string {
  const { start, end } = appointmentInstants(appointment);
  const { date, time } = FORMATS[language];
  // Newer ICU puts a narrow no-break space before AM/PM; some mail clients show it as a box.
  const clock = (d: Date) => time.format(d).replace(/[\u202f\u00a0]/g, ' ');
  return mailIntl(language).t('appointment.when', {
    date: date.format(start),
    start: clock(start),
    end: clock(end),
  });
}
