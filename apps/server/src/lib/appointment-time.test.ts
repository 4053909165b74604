import { describe, expect, it } from 'vitest';
import { appointmentInstants, describeAppointmentTime } from './appointment-time.js';

const summer = { appointmentDate: '2026-07-15', startTime: '10:00', endTime: '13:00' };
const winter = { appointmentDate: '2026-01-14', startTime: '09:30', endTime: '11:00' };

describe('appointment times', () => {
  it('reads the wall-clock times in New York, in summer and in winter', () => {
    expect(appointmentInstants(summer).start.toISOString()).toBe('2026-07-15T14:00:00.000Z');
    expect(appointmentInstants(summer).end.toISOString()).toBe('2026-07-15T17:00:00.000Z');
    expect(appointmentInstants(winter).start.toISOString()).toBe('2026-01-14T14:30:00.000Z');
  });

  it('describes the time as people read it', () => {
    expect(describeAppointmentTime(summer)).toBe('Wednesday, July 15, 2026, 10:00 AM to 1:00 PM');
    expect(describeAppointmentTime(winter)).toBe('Wednesday, January 14, 2026, 9:30 AM to 11:00 AM');
  });
});
