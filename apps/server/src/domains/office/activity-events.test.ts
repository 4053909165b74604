import type { AdminBlogPost, AdminContact } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import type { AppointmentRecord } from '../appointments/appointments-repository.js';
import type { ContactRequestRecord } from '../requests/contact-requests-repository.js';
import type { UserRecord } from '../accounts/users-repository.js';
import * as activity from './activity-events.js';

const staff: UserRecord = {
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
const client: UserRecord = { ...staff, id: 9, username: 'ruth', firstName: 'Ruth', lastName: 'Moss', role: 'client' };

const appointment: AppointmentRecord = {
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
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
};

const request = {
  id: 12,
  trackingToken: 'TA-7KQ2-MX9P',
  firstName: 'Ruth',
  lastName: 'Moss',
  status: 'new',
  assignedToName: null,
  notifyByEmail: true,
} as AdminContact;

const post = { id: 3, title: 'Spring cleaning', published: false } as AdminBlogPost;

/** The sentences the activity feed has always stored, kind by kind. */
describe('activity events', () => {
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

  it('describes requests', () => {
    const receipt = {
      id: 12,
      firstName: 'Ruth',
      lastName: 'Moss',
      serviceInterest: 'Tech Help',
    } as ContactRequestRecord;
    expect(activity.requestSubmitted(null, receipt)).toEqual({
      type: 'contact.created',
      actorId: null,
      subjectType: 'contact_request',
      subjectId: 12,
      summary: 'New request from Ruth Moss: Tech Help',
    });
    const started: AdminContact = { ...request, status: 'in-progress', assignedToName: 'Sam Rivera' };
    expect(activity.requestStatusChanged(staff, request, { ...request, status: 'completed' }).summary).toBe(
      'Sam Rivera updated request TA-7KQ2-MX9P from Ruth Moss (New → Completed)',
    );
    expect(activity.requestTaken(staff, request, started)).toMatchObject({
      type: 'contact.assigned',
      summary: 'Sam Rivera took on request TA-7KQ2-MX9P from Ruth Moss (New → In Progress)',
    });
    expect(activity.requestGiven(staff, request, started).summary).toBe(
      'Sam Rivera gave request TA-7KQ2-MX9P from Ruth Moss to Sam Rivera (New → In Progress)',
    );
    expect(activity.requestGiven(staff, started, { ...started, assignedToName: null }).summary).toBe(
      'Sam Rivera gave request TA-7KQ2-MX9P from Ruth Moss to nobody',
    );
    expect(activity.requestNotesUpdated(staff, request)).toMatchObject({
      type: 'contact.notes-updated',
      summary: 'Sam Rivera updated the notes on request TA-7KQ2-MX9P from Ruth Moss',
    });
    expect(activity.requestClaimed(client, { ...request, serviceInterest: 'x', message: 'y' }).summary).toBe(
      'Ruth Moss added request TA-7KQ2-MX9P to their account',
    );
  });

  it('describes photos', () => {
    expect(
      activity.photosUploaded(null, [{ id: 5 }, { id: 6 }], { clientEmail: 'a@example.com', furnitureType: 'Chair' }),
    ).toEqual({
      type: 'photos.uploaded',
      actorId: null,
      subjectType: 'furniture_photo',
      subjectId: 5,
      summary: '2 furniture photos from a@example.com: Chair',
    });
    expect(activity.photoDeleted(staff, 5, { clientEmail: 'a@example.com', furnitureType: 'Chair' }).summary).toBe(
      'Sam Rivera deleted a furniture photo (Chair) from a@example.com',
    );
    expect(activity.photosLinked(staff, appointment, 'a@example.com', 1)).toMatchObject({
      subjectType: 'appointment',
      subjectId: 41,
      summary: 'Sam Rivera linked 1 furniture photo from a@example.com to the appointment of Ruth Moss on 2099-07-15',
    });
  });

  it('describes home-watch visits, and who opened access notes without their text', () => {
    const visit = { id: 17, propertyName: 'Naples condo', date: '2099-11-29' };
    expect(activity.visitStarted(staff, visit)).toEqual({
      type: 'visit.started',
      actorId: 7,
      subjectType: 'property_visit',
      subjectId: 17,
      summary: 'Sam Rivera started the visit of Naples condo',
    });
    expect(activity.visitStarted(staff, visit, '2099-11-28').summary).toBe(
      'Sam Rivera started the visit of Naples condo, moving it from 2099-11-29 to 2099-11-28',
    );
    expect(activity.visitFinished(staff, visit, 'all-clear').summary).toBe(
      'Sam Rivera finished the visit of Naples condo: all clear',
    );
    expect(activity.accessNotesOpened(staff, visit)).toMatchObject({
      type: 'visit.access-notes-opened',
      subjectId: 17,
      summary: 'Sam Rivera opened the access notes of Naples condo for visit 17',
    });
  });

  it('describes accounts', () => {
    expect(activity.accountRegistered(client)).toEqual({
      type: 'user.registered',
      actorId: 9,
      subjectType: 'user',
      subjectId: 9,
      summary: 'Ruth Moss created a client account',
    });
    expect(activity.passwordChanged(client).summary).toBe('Ruth Moss changed their password');
    expect(activity.passwordReset(client).summary).toBe('Ruth Moss reset their password by e-mail');
    expect(activity.accountCreated(staff, { ...client, active: false }).summary).toBe(
      'Sam Rivera created the client account @ruth (inactive)',
    );
    const edited = { ...client, username: 'ruthm', role: 'staff' as const, active: false };
    expect(activity.accountEdited(staff, client, edited, true)).toMatchObject({
      type: 'user.deactivated',
      summary: 'Sam Rivera changed @ruthm: username to @ruthm, role to staff, deactivated, password',
    });
    expect(activity.accountEdited(staff, edited, { ...edited, active: true }, false)?.type).toBe('user.reactivated');
    expect(activity.accountEdited(staff, client, { ...client, email: 'new@example.com' }, false)).toMatchObject({
      type: 'user.updated',
      summary: 'Sam Rivera changed @ruth: e-mail address',
    });
    expect(activity.accountEdited(staff, client, { ...client }, false)).toBeUndefined();
  });

  it('describes blog posts', () => {
    expect(activity.postCreated(staff, post)).toMatchObject({
      type: 'blog.created',
      subjectType: 'blog_post',
      summary: 'Sam Rivera drafted the blog post “Spring cleaning”',
    });
    const live = { ...post, published: true };
    expect(activity.postCreated(staff, live).type).toBe('blog.published');
    expect(activity.postUpdated(staff, post, live)).toMatchObject({
      type: 'blog.published',
      summary: 'Sam Rivera published the blog post “Spring cleaning”',
    });
    expect(activity.postUpdated(staff, live, post).type).toBe('blog.unpublished');
    expect(activity.postUpdated(staff, post, post)).toMatchObject({
      type: 'blog.updated',
      summary: 'Sam Rivera updated the blog post “Spring cleaning”',
    });
    expect(activity.postDeleted(staff, post).summary).toBe('Sam Rivera deleted the blog post “Spring cleaning”');
  });

  it('describes quote answers: the signed-in answerer (for the client), or the link signed out', () => {
    const quote = { id: 12, recipientName: 'Ruth Moss' };
    const version = { version: 2, totalCents: 20050 };
    const contact = { ...client, id: 15, firstName: 'Anna', lastName: 'Lee' };
    expect(
      activity.quoteAnswered(contact, quote, version, { action: 'approved', typedName: 'Anna Lee' }, client),
    ).toEqual({
      type: 'quote.approved',
      actorId: 15,
      subjectType: 'quote',
      subjectId: 12,
      onBehalfOfId: 9,
      summary: 'Anna Lee for Ruth Moss approved Q-0012 version 2 for $200.50, signed “Anna Lee”',
    });
    expect(activity.quoteAnswered(null, quote, version, { action: 'changes_requested' })).toEqual({
      type: 'quote.changes-requested',
      actorId: null,
      subjectType: 'quote',
      subjectId: 12,
      summary: 'Ruth Moss (from the e-mailed link) asked for changes to Q-0012 version 2',
    });
  });

  it('describes payments with the method in words and the balance left', () => {
    const invoice = { id: 3, number: 27, recipientName: 'Ruth Moss', totalCents: 19500, paidCents: 19500 };
    expect(activity.paymentRecorded(staff, invoice, { amountCents: 9500, method: 'card_in_person' })).toMatchObject({
      type: 'payment.recorded',
      subjectType: 'invoice',
      subjectId: 3,
      summary: 'Sam Rivera recorded a payment of $95.00 by card, in person on INV-000027 for Ruth Moss; paid in full',
    });
  });
});
