import { appointmentUpdateSchema, type StaffAppointment } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { appointmentFormValues, changedFields, movesVisit, newAppointmentValues } from './appointment-form-values';

const appointment: StaffAppointment = {
  id: 7,
  serviceTypeId: 2,
  serviceName: 'Tech Support',
  serviceColor: null,
  clientName: 'Ann Lee',
  appointmentDate: '2026-03-05',
  startTime: '09:00',
  endTime: '12:00',
  status: 'scheduled',
  staffFirstName: null,
  notes: null,
  location: '12 Palm Ave',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: null,
  clientId: null,
  clientEmail: 'ann@example.com',
  clientPhone: null,
  staffId: null,
  staffName: null,
  contactRequestId: null,
  reminderSent: false,
};

describe('appointment form values', () => {
  it('starts a new appointment on the shown day as Scheduled', () => {
    const values = newAppointmentValues('2026-04-01');
    expect(values.appointmentDate).toBe('2026-04-01');
    expect(values.status).toBe('scheduled');
    expect(values.endTime > values.startTime).toBe(true);
  });

  it('fills the edit form with text, blanks for nulls', () => {
    const values = appointmentFormValues(appointment);
    expect(values.serviceTypeId).toBe('2');
    expect(values.staffId).toBe('');
    expect(values.notes).toBe('');
    expect(values.clientPhone).toBe('');
  });
});

describe('changedFields', () => {
  const initial = appointmentFormValues(appointment);
  const parse = (values: typeof initial) => appointmentUpdateSchema.parse(values);

  it('sends only the fields that were changed, in their checked form', () => {
    const current = { ...initial, status: 'confirmed' as const, serviceTypeId: '3', notes: '  Bring the ladder ' };
    expect(changedFields(initial, current, parse(current))).toEqual({
      status: 'confirmed',
      serviceTypeId: 3,
      notes: 'Bring the ladder',
    });
  });

  it('sends a cleared text as null', () => {
    const current = { ...initial, location: '' };
    expect(changedFields(initial, current, parse(current))).toEqual({ location: null });
  });

  it('finds nothing when only spaces were added', () => {
    const current = { ...initial, clientName: ' Ann Lee  ' };
    expect(changedFields(initial, current, parse(current))).toEqual({});
  });
});

describe('movesVisit', () => {
  const initial = appointmentFormValues(appointment);

  it('is true for a new date, start or end time, and false for anything else', () => {
    expect(movesVisit(initial, { ...initial, appointmentDate: '2099-07-19' })).toBe(true);
    expect(movesVisit(initial, { ...initial, startTime: '08:00' })).toBe(true);
    expect(movesVisit(initial, { ...initial, endTime: '18:30' })).toBe(true);
    expect(movesVisit(initial, { ...initial, notes: 'Ring twice', outsideHoursConfirmed: true })).toBe(false);
  });
});
