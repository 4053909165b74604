import type { AdminContact } from '@ta/shared';
import type { AppointmentRecord } from '../../src/domains/appointments/appointments-repository.js';
import type { UserRecord } from '../../src/domains/accounts/users-repository.js';

// The people and records the unit tests of the activity-feed events (src/domains/*/*-events.test.ts)
// make their sentences of.

export const staff: UserRecord = {
  id: 7,
  username: 'sam',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  role: 'staff',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
  passwordHash: 'x',
  language: 'en',
  totpEnabledAt: null,
  visitNotices: 'on_my_way,done',
};
export const client: UserRecord = {
  ...staff,
  id: 9,
  username: 'ruth',
  firstName: 'Ruth',
  lastName: 'Moss',
  role: 'client',
};
export const appointment: AppointmentRecord = {
  id: 41,
  clientId: 9,
  clientName: 'Ruth Moss',
  clientEmail: 'ruth@example.com',
  clientPhone: null,
  serviceTypeId: 2,
  serviceName: 'Home Organization',
  serviceColor: null,
  staffId: null,
  staffName: null,
  staffFirstName: null,
  contactRequestId: null,
  appointmentDate: '2099-07-15',
  startTime: '10:00',
  endTime: '11:00',
  status: 'scheduled',
  notes: null,
  location: null,
  reminderSent: false,
  calendarSequence: 0,
  clientLanguage: 'en',
  county: null,
  cancelledAt: null,
  cancelledLate: false,
  staffPhotoKey: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
};

export const request = {
  id: 12,
  trackingToken: 'TA-7KQ2-MX9P',
  firstName: 'Ruth',
  lastName: 'Moss',
  status: 'new',
  assignedToName: null,
  notifyByEmail: true,
} as AdminContact;
