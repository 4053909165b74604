import type { AdminContact, ServiceType } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { defaultEndTime, prefillNote, requestedMinutes, schedulePrefill, serviceForRequest } from './schedule-prefill';

const services: ServiceType[] = [
  { id: 1, name: 'Home Assistance', description: null, duration: 180, color: '#2563eb' },
  { id: 6, name: 'Notary Services', description: null, duration: 60, color: '#be123c' },
  { id: 9, name: 'Odd', description: null, duration: 0, color: '#000000' },
];

function contact(overrides: Partial<AdminContact> = {}): AdminContact {
  return {
    id: 7,
    trackingToken: 'TA-ABCD-EFGH',
    kind: 'request',
    bestTime: null,
    firstName: 'Mary',
    lastName: 'Jones',
    email: 'mary@example.com',
    phone: '555-010-1234',
    serviceInterest: 'Notary Services',
    serviceTypeId: 6,
    message: 'Please notarize two documents.',
    status: 'new',
    assignedToId: null,
    assignedToName: null,
    notes: null,
    specificService: null,
    estimatedDuration: null,
    preferredDate: '2026-03-20',
    preferredTime: '10:30',
    location: ' 12 Palm Way, Naples ',
    userId: null,
    newsletter: false,
    notifyByEmail: true,
    notifyBySms: false,
    consentGiven: true,
    language: 'en',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

describe('defaultEndTime', () => {
  it('adds the service duration', () => {
    expect(defaultEndTime('10:30', 60)).toBe('11:30');
    expect(defaultEndTime('09:00:00', 120)).toBe('11:00');
  });

  it('adds 3 hours when the duration is unknown', () => {
    expect(defaultEndTime('10:30')).toBe('13:30');
    expect(defaultEndTime('10:30', null)).toBe('13:30');
    expect(defaultEndTime('10:30', 0)).toBe('13:30');
  });

  it('stays on the same day', () => {
    expect(defaultEndTime('22:00', 180)).toBe('23:59');
  });

  it('is blank without a valid start', () => {
    expect(defaultEndTime('')).toBe('');
    expect(defaultEndTime('morning')).toBe('');
    expect(defaultEndTime('25:00')).toBe('');
  });
});

describe('serviceForRequest', () => {
  it('uses the service type id, else a matching name', () => {
    expect(serviceForRequest(contact(), services)?.id).toBe(6);
    expect(serviceForRequest(contact({ serviceTypeId: null, serviceInterest: 'home assistance' }), services)?.id).toBe(
      1,
    );
    expect(serviceForRequest(contact({ serviceTypeId: null, serviceInterest: 'Other' }), services)).toBeUndefined();
  });
});

describe('schedulePrefill', () => {
  it("fills the form from the request's preferred date, time and location", () => {
    expect(schedulePrefill(contact(), services, '2026-03-10')).toEqual({
      values: {
        serviceTypeId: '6',
        appointmentDate: '2026-03-20',
        startTime: '10:30',
        endTime: '11:30',
        location: '12 Palm Way, Naples',
        notes: '',
        status: 'scheduled',
        staffId: '',
        outsideHoursConfirmed: false,
      },
      pastPreferredDate: null,
      filled: ['service', 'date', 'start time', 'place'],
      requestedMinutes: null,
    });
  });

  it('keeps a preferred date of today', () => {
    expect(schedulePrefill(contact(), services, '2026-03-20').values.appointmentDate).toBe('2026-03-20');
  });

  it('leaves a past preferred date for staff to choose, and says which it was', () => {
    const prefill = schedulePrefill(contact(), services, '2026-03-21');
    expect(prefill.values.appointmentDate).toBe('');
    expect(prefill.pastPreferredDate).toBe('2026-03-20');
  });

  it('leaves blank what the request did not give', () => {
    const prefill = schedulePrefill(
      contact({
        preferredDate: null,
        preferredTime: null,
        location: null,
        serviceTypeId: null,
        serviceInterest: 'Other',
      }),
      services,
      '2026-03-10',
    );
    expect(prefill.values).toMatchObject({
      serviceTypeId: '',
      appointmentDate: '',
      startTime: '',
      endTime: '',
      location: '',
    });
    expect(prefill.pastPreferredDate).toBeNull();
    expect(prefill.filled).toEqual([]);
  });

  it('uses 3 hours when the service is unknown, and cuts seconds from the time', () => {
    const prefill = schedulePrefill(
      contact({ serviceTypeId: null, serviceInterest: 'Other', preferredTime: '14:15:00' }),
      services,
      '2026-03-10',
    );
    expect(prefill.values).toMatchObject({ startTime: '14:15', endTime: '17:15' });
  });

  it('names the assignee as attending while they are active staff', () => {
    const assigned = contact({ assignedToId: 5 });
    expect(schedulePrefill(assigned, services, '2026-03-10').values.staffId).toBe('5');
    expect(schedulePrefill(assigned, services, '2026-03-10', [3, 5])).toMatchObject({
      values: { staffId: '5' },
      filled: expect.arrayContaining(['staff member']),
    });
    expect(schedulePrefill(assigned, services, '2026-03-10', [3]).values.staffId).toBe('');
  });

  it('fills the landing request form’s date and place, and ends after the length the requester asked for', () => {
    const landingRequest = contact({
      serviceTypeId: null,
      serviceInterest: 'Meal Prep & Cooking',
      specificService: 'Weekly dinners',
      estimatedDuration: '5 hours',
      preferredTime: '09:00',
    });
    expect(schedulePrefill(landingRequest, services, '2026-03-10')).toMatchObject({
      values: { serviceTypeId: '', appointmentDate: '2026-03-20', startTime: '09:00', endTime: '14:00' },
      filled: ['date', 'start time', 'length', 'place'],
      requestedMinutes: 300,
    });
  });
});

describe('requestedMinutes', () => {
  it('reads whole hours only', () => {
    expect(requestedMinutes('3 hours')).toBe(180);
    expect(requestedMinutes('5 hours')).toBe(300);
    expect(requestedMinutes('More than 5 hours')).toBeNull();
    expect(requestedMinutes('Not sure')).toBeNull();
    expect(requestedMinutes(null)).toBeNull();
  });
});

describe('prefillNote', () => {
  it('names only what was filled in, and says nothing of the kind when nothing was', () => {
    expect(prefillNote([])).toBeNull();
    expect(prefillNote(['place'])).toBe('Filled in from the request: the place.');
    expect(prefillNote(['date', 'start time', 'place'])).toBe(
      'Filled in from the request: the date, the start time and the place.',
    );
  });
});
