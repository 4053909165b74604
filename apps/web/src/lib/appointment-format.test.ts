import { describe, expect, it } from 'vitest';
import {
  appointmentStatusLabel,
  appointmentSummary,
  appointmentTitle,
  formatAppointmentDate,
  formatAppointmentTime,
  formatDayHeading,
  formatShortDay,
  formatTimeRange,
  serviceLabel,
} from './appointment-format';

describe('dates, as written (New York wall time)', () => {
  it("writes 'MMMM d, yyyy' without moving the calendar date to another day", () => {
    expect(formatAppointmentDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatAppointmentDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatAppointmentDate('2025-06-05')).toBe('June 5, 2025');
    expect(formatAppointmentDate('2025-12-31')).toBe('December 31, 2025');
    expect(formatAppointmentDate('2028-02-29')).toBe('February 29, 2028');
  });

  it('writes the heading as EEEE, MMMM d, yyyy and short days as EEE, MMM d', () => {
    expect(formatDayHeading('2026-03-02')).toBe('Monday, March 2, 2026');
    expect(formatDayHeading('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect(formatShortDay('2026-12-25')).toBe('Fri, Dec 25');
  });

  it("says 'Invalid date' for values that are not a calendar date", () => {
    for (const value of ['', 'soon', 'tomorrow', '2026-02-30', '2026-13-01', '2026-3-5', '2026-03-05T10:00:00Z']) {
      expect(formatAppointmentDate(value)).toBe('Invalid date');
    }
    expect(formatDayHeading('2026-02-30')).toBe('Invalid date');
    expect(formatShortDay('soon')).toBe('Invalid date');
  });
});

describe('times, in 12-hour form', () => {
  it("writes 'h:mm a', with or without seconds", () => {
    expect(formatAppointmentTime('09:05')).toBe('9:05 AM');
    expect(formatAppointmentTime('09:00')).toBe('9:00 AM');
    expect(formatAppointmentTime('14:30')).toBe('2:30 PM');
    expect(formatAppointmentTime('14:30:00')).toBe('2:30 PM');
    expect(formatAppointmentTime('13:45:00')).toBe('1:45 PM');
    expect(formatAppointmentTime('17:45')).toBe('5:45 PM');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatAppointmentTime('00:00')).toBe('12:00 AM');
    expect(formatAppointmentTime('00:05')).toBe('12:05 AM');
    expect(formatAppointmentTime('12:00')).toBe('12:00 PM');
    expect(formatAppointmentTime('23:59')).toBe('11:59 PM');
  });

  it('writes a range with "to"', () => {
    expect(formatTimeRange('09:00', '12:00')).toBe('9:00 AM to 12:00 PM');
  });

  it("says 'Invalid time' for values that are not a time of day", () => {
    for (const value of ['', 'noon', '24:00', '25:00', '12:60', '9am', '10:00:99']) {
      expect(formatAppointmentTime(value)).toBe('Invalid time');
    }
  });
});

describe('labels', () => {
  it('names every status in words', () => {
    expect(appointmentStatusLabel('scheduled')).toBe('Scheduled');
    expect(appointmentStatusLabel('pending')).toBe('Pending');
    expect(appointmentStatusLabel('confirmed')).toBe('Confirmed');
    expect(appointmentStatusLabel('approved')).toBe('Approved/Started');
    expect(appointmentStatusLabel('in-progress')).toBe('In Progress');
    expect(appointmentStatusLabel('completed')).toBe('Completed');
    expect(appointmentStatusLabel('cancelled')).toBe('Cancelled');
  });

  it('says Approved to clients, and the same words as the office otherwise', () => {
    expect(appointmentStatusLabel('approved', 'client')).toBe('Approved');
    expect(appointmentStatusLabel('in-progress', 'client')).toBe('In Progress');
    expect(appointmentStatusLabel('scheduled', 'client')).toBe('Scheduled');
  });

  it('never shows a raw or inherited key', () => {
    expect(appointmentStatusLabel('archived')).toBe('Unknown');
    expect(appointmentStatusLabel('toString')).toBe('Unknown');
    expect(appointmentStatusLabel('toString', 'client')).toBe('Unknown');
  });

  it('names a missing service Unknown Service', () => {
    expect(serviceLabel(null)).toBe('Unknown Service');
    expect(serviceLabel('Tech Support')).toBe('Tech Support');
  });
});

describe('appointmentTitle and appointmentSummary', () => {
  it('names the service, then the weekday and the date', () => {
    expect(appointmentTitle({ serviceName: 'Grocery Shopping', appointmentDate: '2026-12-01' })).toBe(
      'Grocery Shopping, Tuesday, December 1',
    );
    // A calendar date: the weekday is the same whatever the device's time zone.
    expect(appointmentTitle({ serviceName: 'Notary Services', appointmentDate: '2026-03-08' })).toBe(
      'Notary Services, Sunday, March 8',
    );
  });

  it('says Unknown Service when the service was removed, and leaves out a date it cannot read', () => {
    expect(appointmentTitle({ serviceName: null, appointmentDate: '2028-02-29' })).toBe(
      'Unknown Service, Tuesday, February 29',
    );
    expect(appointmentTitle({ serviceName: 'Light Cleaning', appointmentDate: '2026-02-30' })).toBe('Light Cleaning');
  });

  it('names an appointment in one line', () => {
    const visit = {
      serviceName: 'Grocery Shopping',
      appointmentDate: '2026-12-01',
      startTime: '10:00',
      endTime: '13:00',
    };
    expect(appointmentSummary(visit)).toBe('Grocery Shopping, Tuesday, December 1, 10:00 AM – 1:00 PM');
  });
});

describe('in Spanish (es-US), through Intl', () => {
  it('writes dates as "d de MMMM de yyyy", without moving them to another day', () => {
    expect(formatAppointmentDate('2026-12-01', 'es')).toBe('1 de diciembre de 2026');
    expect(formatAppointmentDate('2026-01-01', 'es')).toBe('1 de enero de 2026');
    expect(formatAppointmentDate('2025-12-31', 'es')).toBe('31 de diciembre de 2025');
    expect(formatDayHeading('2026-12-01', 'es')).toBe('martes, 1 de diciembre de 2026');
    expect(formatDayHeading('2026-03-08', 'es')).toBe('domingo, 8 de marzo de 2026');
  });

  it('writes times in 12-hour form with "a. m." and "p. m.", midnight and noon as 12', () => {
    expect(formatAppointmentTime('10:00', 'es')).toBe('10:00 a. m.');
    expect(formatAppointmentTime('14:30:00', 'es')).toBe('2:30 p. m.');
    expect(formatAppointmentTime('00:05', 'es')).toBe('12:05 a. m.');
    expect(formatAppointmentTime('12:00', 'es')).toBe('12:00 p. m.');
    expect(formatTimeRange('09:00', '12:00', 'es')).toBe('9:00 a. m. a 12:00 p. m.');
    expect(`${formatDayHeading('2026-12-01', 'es')}, ${formatAppointmentTime('10:00', 'es')}`).toBe(
      'martes, 1 de diciembre de 2026, 10:00 a. m.',
    );
  });

  it('titles a card with the weekday and the date, and names a removed service in Spanish', () => {
    expect(appointmentTitle({ serviceName: 'Grocery Shopping', appointmentDate: '2026-12-01' }, 'es')).toBe(
      'Grocery Shopping, martes, 1 de diciembre',
    );
    expect(appointmentTitle({ serviceName: null, appointmentDate: '2026-02-30' }, 'es')).toBe('Servicio desconocido');
    expect(appointmentTitle({ serviceName: null, appointmentDate: '2026-12-01' }, 'es', 'Compras')).toBe(
      'Compras, martes, 1 de diciembre',
    );
    expect(
      appointmentSummary(
        { serviceName: 'Tech Support', appointmentDate: '2026-12-01', startTime: '10:00', endTime: '13:00' },
        'es',
      ),
    ).toBe('Tech Support, martes, 1 de diciembre, 10:00 a. m. – 1:00 p. m.');
  });

  it('says so in Spanish when a value cannot be read', () => {
    expect(formatAppointmentDate('2026-02-30', 'es')).toBe('Fecha no válida');
    expect(formatDayHeading('soon', 'es')).toBe('Fecha no válida');
    expect(formatAppointmentTime('25:00', 'es')).toBe('Hora no válida');
  });

  it('leaves English, the default, exactly as it was', () => {
    expect(formatAppointmentDate('2026-12-01', 'en')).toBe(formatAppointmentDate('2026-12-01'));
    expect(formatTimeRange('09:00', '12:00', 'en')).toBe('9:00 AM to 12:00 PM');
  });
});
