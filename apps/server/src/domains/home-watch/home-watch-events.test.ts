import { describe, expect, it } from 'vitest';
import { staff } from '../../../test/support/activity-subjects.js';
import * as activity from './home-watch-events.js';

/** The sentences the activity feed has always stored, kind by kind. */
describe('home-watch events', () => {
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
});
