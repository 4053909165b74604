import type { ClientAppointment } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import {
  appointmentTab,
  compareAppointments,
  DEFAULT_SERVICE_COLOUR,
  rescheduleHref,
  serviceBarColour,
  splitAppointmentsByTab,
  whoIsComing,
} from './appointment-tabs';

let nextId = 1;
function appointment(overrides: Partial<ClientAppointment>): ClientAppointment {
  return {
    id: nextId++,
    serviceTypeId: 1,
    serviceName: 'Home Assistance',
    serviceColor: '#2563eb',
    clientName: 'Rose Client',
    appointmentDate: '2026-03-15',
    startTime: '10:00',
    endTime: '11:00',
    status: 'scheduled',
    staffFirstName: null,
    notes: null,
    location: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

describe('appointmentTab', () => {
  // Daylight saving time started on March 8, 2026: New York is UTC-4, so its midnight is 04:00Z.
  const lastMinuteOfMarch15 = new Date('2026-03-16T03:59:00Z');
  const firstMinuteOfMarch16 = new Date('2026-03-16T04:00:00Z');

  it('keeps an appointment earlier today under Upcoming: the time of day is ignored', () => {
    const early = appointment({ appointmentDate: '2026-03-15', startTime: '08:00' });
    expect(appointmentTab(early, lastMinuteOfMarch15)).toBe('upcoming');
  });

  it('uses the date in New York, not in UTC, at the day boundary (EDT, UTC-4)', () => {
    const march15 = appointment({ appointmentDate: '2026-03-15' });
    // It is already March 16 in UTC, but still March 15 in New York.
    expect(appointmentTab(march15, lastMinuteOfMarch15)).toBe('upcoming');
    expect(appointmentTab(march15, firstMinuteOfMarch16)).toBe('past');
    expect(appointmentTab(appointment({ appointmentDate: '2026-03-16' }), firstMinuteOfMarch16)).toBe('upcoming');
  });

  it('uses the winter offset (EST, UTC-5) in January', () => {
    const january10 = appointment({ appointmentDate: '2026-01-10' });
    expect(appointmentTab(january10, new Date('2026-01-11T04:59:00Z'))).toBe('upcoming');
    expect(appointmentTab(january10, new Date('2026-01-11T05:00:00Z'))).toBe('past');
  });

  it('puts every cancelled appointment under Cancelled, past or future', () => {
    const now = new Date('2026-03-16T12:00:00Z');
    expect(appointmentTab(appointment({ appointmentDate: '2026-04-01', status: 'cancelled' }), now)).toBe('cancelled');
    expect(appointmentTab(appointment({ appointmentDate: '2025-04-01', status: 'cancelled' }), now)).toBe('cancelled');
  });

  it('treats a finished appointment (completed, or marked Done) as past whatever its date, and any status before today as past', () => {
    const now = new Date('2026-03-16T12:00:00Z');
    expect(appointmentTab(appointment({ appointmentDate: '2026-03-16', status: 'completed' }), now)).toBe('past');
    expect(
      appointmentTab(
        appointment({ appointmentDate: '2026-03-17', status: 'confirmed', doneAt: '2026-03-16T11:00:00Z' }),
        now,
      ),
    ).toBe('past');
    expect(appointmentTab(appointment({ appointmentDate: '2026-03-16', status: 'confirmed' }), now)).toBe('upcoming');
    expect(appointmentTab(appointment({ appointmentDate: '2026-03-15', status: 'confirmed' }), now)).toBe('past');
  });

  it('keeps an appointment whose date cannot be read under Upcoming', () => {
    expect(appointmentTab(appointment({ appointmentDate: 'soon' }), new Date('2026-03-16T12:00:00Z'))).toBe('upcoming');
  });
});

describe('splitAppointmentsByTab', () => {
  it('splits into the three tabs, each sorted by date then start time, oldest first', () => {
    const now = new Date('2026-03-16T12:00:00Z');
    const later = appointment({ appointmentDate: '2026-03-20', startTime: '09:00' });
    const todayAfternoon = appointment({ appointmentDate: '2026-03-16', startTime: '14:30' });
    const todayMorning = appointment({ appointmentDate: '2026-03-16', startTime: '09:00:00' });
    const lastWeek = appointment({ appointmentDate: '2026-03-09' });
    const lastYear = appointment({ appointmentDate: '2025-12-01' });
    const cancelledLate = appointment({ appointmentDate: '2026-04-02', status: 'cancelled' });
    const cancelledEarly = appointment({ appointmentDate: '2026-01-02', status: 'cancelled' });

    const tabs = splitAppointmentsByTab(
      [later, cancelledLate, todayAfternoon, lastWeek, todayMorning, cancelledEarly, lastYear],
      now,
    );

    expect(tabs.upcoming).toEqual([todayMorning, todayAfternoon, later]);
    expect(tabs.past).toEqual([lastYear, lastWeek]);
    expect(tabs.cancelled).toEqual([cancelledEarly, cancelledLate]);
  });

  it('gives three empty lists for no appointments', () => {
    expect(splitAppointmentsByTab([], new Date())).toEqual({ upcoming: [], past: [], cancelled: [] });
  });
});

describe('compareAppointments', () => {
  it('orders by start time as a time of day, and puts unreadable values last', () => {
    const nine = { appointmentDate: '2026-03-16', startTime: '9:00' };
    const ten = { appointmentDate: '2026-03-16', startTime: '10:00' };
    const broken = { appointmentDate: '2026-03-16', startTime: 'noon' };
    const noDate = { appointmentDate: '', startTime: '08:00' };
    expect([broken, noDate, ten, nine].sort(compareAppointments)).toEqual([nine, ten, broken, noDate]);
  });
});

describe('rescheduleHref', () => {
  it('links the request form to the appointment', () => {
    expect(rescheduleHref(12)).toBe('/contact?service=reschedule&appointment=12');
  });
});

describe('whoIsComing', () => {
  it('names the staff member by first name, or promises to tell before the visit', () => {
    expect(whoIsComing('Sam', 'upcoming')).toEqual({ id: 'appointments.who.coming', values: { name: 'Sam' } });
    expect(whoIsComing(null, 'upcoming')).toEqual({ id: 'appointments.who.unknown' });
    expect(whoIsComing('  ', 'upcoming')).toEqual({ id: 'appointments.who.unknown' });
  });

  it('says who it was with afterwards, and nothing when no one was named', () => {
    expect(whoIsComing(' Sam ', 'past')).toEqual({ id: 'appointments.who.with', values: { name: 'Sam' } });
    expect(whoIsComing('Sam', 'cancelled')).toEqual({ id: 'appointments.who.with', values: { name: 'Sam' } });
    expect(whoIsComing(null, 'past')).toBeNull();
  });
});

describe('serviceBarColour', () => {
  it("uses the service's colour, or grey when there is none or it is not a hex colour", () => {
    expect(serviceBarColour('#2563eb')).toBe('#2563eb');
    expect(serviceBarColour(null)).toBe(DEFAULT_SERVICE_COLOUR);
    expect(serviceBarColour('')).toBe(DEFAULT_SERVICE_COLOUR);
    expect(serviceBarColour('red; background: url(x)')).toBe(DEFAULT_SERVICE_COLOUR);
  });
});
