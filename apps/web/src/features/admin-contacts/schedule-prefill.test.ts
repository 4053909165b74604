import type { AdminContact, ServiceType, SessionUser } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { defaultEndTime, schedulePrefill, serviceForRequest, staffChoices } from './schedule-prefill';

const services: ServiceType[] = [
  { id: 1, name: 'Home Assistance', description: null, duration: 180, color: '#2563eb' },
  { id: 6, name: 'Notary Services', description: null, duration: 60, color: '#be123c' },
  { id: 9, name: 'Odd', description: null, duration: 0, color: '#000000' },
];

function contact(overrides: Partial<AdminContact> = {}): AdminContact {
  return {
    id: 7,
    trackingToken: 'TA-ABCD-EFGH',
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
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

const user: SessionUser = {
  id: 3,
  username: 'sam',
  email: 's@example.com',
  firstName: 'Sam',
  lastName: 'Helper',
  role: 'staff',
};

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
      },
      pastPreferredDate: null,
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
  });

  it('uses 3 hours when the service is unknown, and cuts seconds from the time', () => {
    const prefill = schedulePrefill(
      contact({ serviceTypeId: null, serviceInterest: 'Other', preferredTime: '14:15:00' }),
      services,
      '2026-03-10',
    );
    expect(prefill.values).toMatchObject({ startTime: '14:15', endTime: '17:15' });
  });

  it('names the assignee as attending', () => {
    expect(schedulePrefill(contact({ assignedToId: 5 }), services, '2026-03-10').values.staffId).toBe('5');
  });
});

describe('staffChoices', () => {
  it('offers nobody and me', () => {
    expect(staffChoices(user, contact())).toEqual([
      { value: '', label: 'No one yet' },
      { value: '3', label: 'Me (Sam Helper)' },
    ]);
  });

  it('adds another assignee', () => {
    expect(staffChoices(user, contact({ assignedToId: 5, assignedToName: 'Ann Boss' }))).toContainEqual({
      value: '5',
      label: 'Ann Boss',
    });
    expect(staffChoices(user, contact({ assignedToId: 3, assignedToName: 'Sam Helper' }))).toHaveLength(2);
  });
});
