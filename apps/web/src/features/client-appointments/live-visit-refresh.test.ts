import type { ClientAppointment } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { hasVisitUnderWayToday } from './api/my-appointments';

// 10:00 am on June 10, 2025 in New York.
const MORNING = new Date('2025-06-10T14:00:00Z');

function appointment(overrides: Partial<ClientAppointment>): ClientAppointment {
  return {
    id: 1,
    serviceTypeId: 1,
    serviceName: 'Home Assistance',
    serviceColor: null,
    clientName: 'Rose Porter',
    appointmentDate: '2025-06-10',
    startTime: '09:00',
    endTime: '11:00',
    status: 'confirmed',
    staffFirstName: 'Maria',
    notes: null,
    location: null,
    createdAt: '2025-06-01T12:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

describe('hasVisitUnderWayToday (the 30-second refresh runs while it is true)', () => {
  it("is true for today's visit not yet done, started or not", () => {
    expect(hasVisitUnderWayToday([appointment({})], MORNING)).toBe(true);
    expect(hasVisitUnderWayToday([appointment({ arrivedAt: '2025-06-10T13:05:00.000Z' })], MORNING)).toBe(true);
  });

  it('is false once it is done, cancelled, completed, or on another day', () => {
    for (const overrides of [
      { doneAt: '2025-06-10T13:55:00.000Z', status: 'completed' as const },
      { status: 'cancelled' as const },
      { status: 'completed' as const },
      { appointmentDate: '2025-06-11' },
      { appointmentDate: '2025-06-09' },
    ]) {
      expect(hasVisitUnderWayToday([appointment(overrides)], MORNING)).toBe(false);
    }
    expect(hasVisitUnderWayToday([], MORNING)).toBe(false);
  });
});
