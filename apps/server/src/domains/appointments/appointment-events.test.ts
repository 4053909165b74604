import { describe, expect, it } from 'vitest';
import { appointment, client, request, staff } from '../../../test/support/activity-subjects.js';
import * as activity from './appointment-events.js';

/** The sentences the activity feed has always stored, kind by kind. */
describe('appointment events', () => {
  it('describes appointments', () => {
    expect(activity.appointmentBooked(staff, appointment)).toEqual({
      type: 'appointment.created',
      actorId: 7,
      subjectType: 'appointment',
      subjectId: 41,
      summary: 'Sam Rivera booked Home Organization for Ruth Moss on 2099-07-15 at 10:00',
    });
    expect(activity.appointmentScheduled(staff, appointment, request, true)).toMatchObject({
      type: 'appointment.scheduled',
      summary:
        'Sam Rivera scheduled Home Organization for Ruth Moss on 2099-07-15 at 10:00 (request TA-7KQ2-MX9P, now In Progress)',
    });
    expect(activity.appointmentScheduled(staff, appointment, request, false).summary).toBe(
      'Sam Rivera scheduled Home Organization for Ruth Moss on 2099-07-15 at 10:00 (request TA-7KQ2-MX9P)',
    );
    const moved = {
      ...appointment,
      status: 'confirmed' as const,
      appointmentDate: '2099-07-20',
      startTime: '09:00',
      location: 'Home',
      staffId: 7,
      staffName: 'Sam Rivera',
      notes: 'Door code',
    };
    expect(activity.appointmentUpdated(staff, appointment, moved)).toMatchObject({
      type: 'appointment.updated',
      summary:
        'Sam Rivera updated the appointment of Ruth Moss on 2099-07-20: status Scheduled → Confirmed, moved to 2099-07-20 at 09:00, place, staff to Sam Rivera, notes',
    });
    expect(activity.appointmentUpdated(staff, appointment, { ...appointment, status: 'cancelled' })?.type).toBe(
      'appointment.cancelled',
    );
    expect(activity.appointmentUpdated(staff, appointment, { ...appointment, endTime: '12:00' })?.summary).toBe(
      'Sam Rivera updated the appointment of Ruth Moss on 2099-07-15: ends at 12:00',
    );
    expect(activity.appointmentUpdated(staff, appointment, { ...appointment })).toBeUndefined();
    expect(activity.appointmentDeleted(staff, appointment).summary).toBe(
      'Sam Rivera deleted the appointment of Ruth Moss on 2099-07-15',
    );
    expect(activity.appointmentCancelledByClient(client, appointment)).toMatchObject({
      type: 'appointment.cancelled',
      actorId: 9,
      summary: 'Ruth Moss cancelled their appointment on 2099-07-15 at 10:00',
    });
  });
});
