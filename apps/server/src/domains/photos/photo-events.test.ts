import { describe, expect, it } from 'vitest';
import { appointment, staff } from '../../../test/support/activity-subjects.js';
import * as activity from './photo-events.js';

/** The sentences the activity feed has always stored, kind by kind. */
describe('photo events', () => {
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
});
