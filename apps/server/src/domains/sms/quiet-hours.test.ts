import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS } from '../../config.js';
import { sendableAt } from './quiet-hours.js';

const NEW_YORK = 'America/New_York';

describe('sendableAt', () => {
  it('sends at once between 8 am and 9 pm on the client’s clock', () => {
    const morning = new Date('2026-07-16T12:00:00Z'); // 8:00 am EDT
    expect(sendableAt(morning, DEFAULT_QUIET_HOURS, NEW_YORK)).toEqual(morning);
    const evening = new Date('2026-07-17T00:59:00Z'); // 8:59 pm EDT
    expect(sendableAt(evening, DEFAULT_QUIET_HOURS, NEW_YORK)).toEqual(evening);
  });

  it('holds a text written at 9 pm or later until 8 am the next day', () => {
    expect(sendableAt(new Date('2026-07-17T01:00:00Z'), DEFAULT_QUIET_HOURS, NEW_YORK)).toEqual(
      new Date('2026-07-17T12:00:00Z'),
    );
    expect(sendableAt(new Date('2026-07-17T03:30:00Z'), DEFAULT_QUIET_HOURS, NEW_YORK)).toEqual(
      new Date('2026-07-17T12:00:00Z'),
    );
  });

  it('holds a text written before 8 am until 8 am that day', () => {
    expect(sendableAt(new Date('2026-07-16T11:59:00Z'), DEFAULT_QUIET_HOURS, NEW_YORK)).toEqual(
      new Date('2026-07-16T12:00:00Z'),
    );
  });

  it('keeps 8 am local across the night the clocks go back (November) and forward (March)', () => {
    // The clocks go back on Sunday 1 November 2026 at 2 am: 10 pm EDT on Saturday waits for 8 am EST.
    expect(sendableAt(new Date('2026-11-01T02:00:00Z'), DEFAULT_QUIET_HOURS, NEW_YORK)).toEqual(
      new Date('2026-11-01T13:00:00Z'),
    );
    // They go forward on Sunday 8 March 2026 at 2 am: 10 pm EST on Saturday waits for 8 am EDT.
    expect(sendableAt(new Date('2026-03-08T03:00:00Z'), DEFAULT_QUIET_HOURS, NEW_YORK)).toEqual(
      new Date('2026-03-08T12:00:00Z'),
    );
  });

  it('reads the client’s own zone: 9:30 pm in New York is 8:30 pm in Pensacola', () => {
    const at = new Date('2026-07-17T01:30:00Z');
    expect(sendableAt(at, DEFAULT_QUIET_HOURS, 'America/Chicago')).toEqual(at);
    expect(sendableAt(at, DEFAULT_QUIET_HOURS, NEW_YORK)).toEqual(new Date('2026-07-17T12:00:00Z'));
  });

  it('keeps the owner’s longer night, and sends at once with none (the browser tests)', () => {
    const early = new Date('2026-07-16T12:30:00Z'); // 8:30 am EDT
    expect(sendableAt(early, { starts: '20:00', ends: '09:00' }, NEW_YORK)).toEqual(new Date('2026-07-16T13:00:00Z'));
    const night = new Date('2026-07-17T03:30:00Z'); // 11:30 pm EDT
    expect(sendableAt(night, null, NEW_YORK)).toEqual(night);
  });
});
