import { describe, expect, it } from 'vitest';
import { forClient, nameOf, whoFor } from './activity-events.js';

const contact = { id: 15, firstName: 'Anna', lastName: 'Lee' };
const client = { id: 9, firstName: 'Ruth', lastName: 'Moss' };
const event = { type: 'chat.message-sent', actorId: 15, subjectType: 'user', subjectId: 9, summary: 'x' };

describe('what every activity event is made of', () => {
  it('names a person by first and last name', () => {
    expect(nameOf(client)).toBe('Ruth Moss');
  });

  it('says a trusted contact acted for the client, and records it on the client’s behalf', () => {
    expect(whoFor(contact, client)).toBe('Anna Lee for Ruth Moss');
    expect(forClient(event, client)).toEqual({ ...event, onBehalfOfId: 9 });
  });

  it('leaves an event of someone acting for themselves as it is', () => {
    expect(whoFor(client, undefined)).toBe('Ruth Moss');
    expect(forClient(event, undefined)).toEqual(event);
    expect(forClient(event, undefined)).not.toHaveProperty('onBehalfOfId');
  });
});
