import { describe, expect, it } from 'vitest';
import { client } from '../../../test/support/activity-subjects.js';
import * as activity from './quote-events.js';

/** The sentences the activity feed has always stored, kind by kind. */
describe('quote events', () => {
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
});
