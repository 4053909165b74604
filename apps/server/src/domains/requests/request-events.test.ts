import type { AdminContact } from '@ta/shared';
import type { ContactRequestRecord } from './contact-requests-repository.js';
import { describe, expect, it } from 'vitest';
import { client, request, staff } from '../../../test/support/activity-subjects.js';
import * as activity from './request-events.js';

/** The sentences the activity feed has always stored, kind by kind. */
describe('request events', () => {
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
});
