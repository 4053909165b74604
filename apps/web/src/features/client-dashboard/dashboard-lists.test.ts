import type { ClientAppointment, ClientRequest } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { finishedToday, recentRequests, upcomingAppointments } from './dashboard-lists';

// 11:30 pm on June 10, 2025 in New York: already June 11 in UTC.
const LATE_EVENING = new Date('2025-06-11T03:30:00Z');

let nextId = 1;
function appointment(
  appointmentDate: string,
  startTime: string,
  status: ClientAppointment['status'] = 'scheduled',
): ClientAppointment {
  return {
    id: nextId++,
    serviceTypeId: 1,
    serviceName: 'Home Assistance',
    serviceColor: null,
    clientName: 'Rose Porter',
    appointmentDate,
    startTime,
    endTime: '23:59',
    status,
    staffFirstName: null,
    notes: null,
    location: null,
    createdAt: '2025-06-01T12:00:00.000Z',
    updatedAt: null,
  };
}

function request(id: number, createdAt: string): ClientRequest {
  return {
    id,
    trackingToken: `TA-AAAA-AA${id}A`,
    status: 'new',
    serviceInterest: 'Other',
    message: 'Help please',
    createdAt,
    updatedAt: null,
  };
}

describe('upcomingAppointments', () => {
  it('keeps today (New York) and later, not cancelled or completed, soonest first, at most three', () => {
    const list = [
      appointment('2025-06-14', '09:00'),
      appointment('2025-06-10', '08:00'), // earlier today in New York: still listed, like the Upcoming tab
      appointment('2025-06-09', '10:00'), // yesterday
      appointment('2025-06-12', '10:00', 'cancelled'),
      appointment('2025-06-12', '14:00'),
      appointment('2025-06-12', '09:30', 'confirmed'),
      appointment('2025-06-11', '09:00', 'completed'), // already done: not coming up
    ];
    expect(upcomingAppointments(list, LATE_EVENING).map((a) => `${a.appointmentDate} ${a.startTime}`)).toEqual([
      '2025-06-10 08:00',
      '2025-06-12 09:30',
      '2025-06-12 14:00',
    ]);
  });

  it('leaves out every finished visit, completed or marked Done, today’s included: Upcoming means still to come', () => {
    const finishedToday = { ...appointment('2025-06-10', '08:00', 'completed'), doneAt: '2025-06-10T14:45:00.000Z' };
    const completedToday = appointment('2025-06-10', '12:00', 'completed');
    const doneEarly = { ...appointment('2025-06-12', '08:00', 'confirmed'), doneAt: '2025-06-10T14:45:00.000Z' };
    const coming = appointment('2025-06-12', '10:00', 'confirmed');
    expect(upcomingAppointments([finishedToday, completedToday, doneEarly, coming], LATE_EVENING)).toEqual([coming]);
  });

  it('is empty when everything is past or cancelled', () => {
    expect(
      upcomingAppointments(
        [appointment('2025-06-09', '10:00'), appointment('2025-06-20', '10:00', 'cancelled')],
        LATE_EVENING,
      ),
    ).toEqual([]);
  });
});

describe('finishedToday', () => {
  it('lists today’s finished visits apart from Upcoming, and nothing finished on another day', () => {
    const doneToday = { ...appointment('2025-06-10', '08:00', 'completed'), doneAt: '2025-06-10T14:45:00.000Z' };
    const completedToday = appointment('2025-06-10', '12:00', 'completed');
    const doneYesterday = { ...appointment('2025-06-09', '08:00', 'completed'), doneAt: '2025-06-09T14:45:00.000Z' };
    const comingToday = appointment('2025-06-10', '15:00', 'confirmed');
    const cancelled = appointment('2025-06-10', '16:00', 'cancelled');
    expect(finishedToday([completedToday, comingToday, doneYesterday, doneToday, cancelled], LATE_EVENING)).toEqual([
      doneToday,
      completedToday,
    ]);
  });
});

describe('recentRequests', () => {
  it('keeps the three newest, newest first', () => {
    const list = [
      request(1, '2025-06-01T10:00:00.000Z'),
      request(2, '2025-06-05T10:00:00.000Z'),
      request(3, '2025-06-03T10:00:00.000Z'),
      request(4, '2025-06-04T10:00:00.000Z'),
    ];
    expect(recentRequests(list).map((r) => r.id)).toEqual([2, 4, 3]);
  });
});
