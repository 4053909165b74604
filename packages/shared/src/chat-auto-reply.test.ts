import { describe, expect, it } from 'vitest';
import { chatAutoReply, describeOpening, openingState } from './chat-auto-reply.js';

// Instants in UTC; New York is UTC-5 in winter (EST) and UTC-4 in summer (EDT).
const at = (iso: string) => new Date(iso);

describe('openingState (Mon-Fri 8-18, Sat 9-15, New York)', () => {
  it('is open on a weekday afternoon and next opens the following morning', () => {
    const state = openingState(at('2026-11-18T19:00:00Z')); // Wed 2 pm EST
    expect(state.openNow).toBe(true);
    expect(state.nextOpening?.toISOString()).toBe('2026-11-19T13:00:00.000Z'); // Thu 8 am EST
  });

  it('is closed at 6 pm sharp and before 8 am', () => {
    expect(openingState(at('2026-11-18T23:00:00Z')).openNow).toBe(false); // Wed 6 pm
    expect(openingState(at('2026-11-18T12:59:00Z')).openNow).toBe(false); // Wed 7:59 am
    expect(openingState(at('2026-11-18T13:00:00Z')).openNow).toBe(true); // Wed 8 am
  });

  it('opens on Saturday at 9 and on Monday after a Saturday afternoon', () => {
    expect(openingState(at('2026-11-21T01:00:00Z')).nextOpening?.toISOString()).toBe('2026-11-21T14:00:00.000Z'); // Fri 8 pm -> Sat 9 am
    expect(openingState(at('2026-11-21T21:00:00Z')).nextOpening?.toISOString()).toBe('2026-11-23T13:00:00.000Z'); // Sat 4 pm -> Mon 8 am
  });

  it('uses summer time in July', () => {
    const state = openingState(at('2026-07-04T02:00:00Z')); // Fri 10 pm EDT
    expect(state.openNow).toBe(false);
    expect(state.nextOpening?.toISOString()).toBe('2026-07-04T13:00:00.000Z'); // Sat 9 am EDT
  });

  it('finds Monday across the autumn clock change', () => {
    // Sun 1 Nov 2026 is the change; Saturday 4 pm EDT -> Monday 8 am EST.
    expect(openingState(at('2026-10-31T20:00:00Z')).nextOpening?.toISOString()).toBe('2026-11-02T13:00:00.000Z');
  });

  it('has no next opening without hours', () => {
    expect(openingState(at('2026-11-18T19:00:00Z'), []).nextOpening).toBeNull();
  });
});

describe('describeOpening', () => {
  it('says today, tomorrow or the weekday', () => {
    expect(describeOpening(at('2026-11-21T12:00:00Z'), at('2026-11-21T14:00:00Z'))).toBe('today at 9:00 AM');
    expect(describeOpening(at('2026-11-19T02:00:00Z'), at('2026-11-19T13:00:00Z'))).toBe('tomorrow at 8:00 AM'); // Wed 9 pm EST
    expect(describeOpening(at('2026-11-21T21:00:00Z'), at('2026-11-23T13:00:00Z'))).toBe('on Monday at 8:00 AM');
  });
});

describe('chatAutoReply', () => {
  it('only promises a quick answer when staff are online', () => {
    expect(chatAutoReply(at('2026-11-21T21:00:00Z'), true)).toMatch(/answer here in a few minutes/);
  });

  it('says the team is busy during opening hours', () => {
    expect(chatAutoReply(at('2026-11-18T19:00:00Z'), false)).toMatch(/usually within the hour/);
  });

  it('gives the hours and the next opening when closed', () => {
    const text = chatAutoReply(at('2026-11-21T21:00:00Z'), false);
    expect(text).toContain('we are open Monday to Friday, 8 AM to 6 PM, and Saturday, 9 AM to 3 PM (Eastern time).');
    expect(text).toMatch(/We will answer on Monday at 8:00 AM\./);
    expect(text).toMatch(/\(352\) 555-0142/);
  });
});
