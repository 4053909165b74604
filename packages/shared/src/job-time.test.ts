import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from './billing.js';
import { SKIPPED_TIME_MESSAGE } from './business-time.js';
import {
  JOB_TIME_MESSAGES,
  jobItemFieldsSchema,
  jobItemsTotalCents,
  workedMinutes,
  workTimeInstants,
  workTimesSchema,
} from './job-time.js';

const firstMessage = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('typed work times', () => {
  beforeEach(() => {
    // Noon in New York on 14 July 2099 (EDT).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2099-07-14T16:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('reads New York wall-clock times as the instants stored', () => {
    const times = workTimesSchema.parse({ date: '2099-07-14', start: '09:05', end: '11:50' });
    expect(workTimeInstants(times)).toEqual({
      startedAt: '2099-07-14T13:05:00.000Z',
      endedAt: '2099-07-14T15:50:00.000Z',
    });
  });

  it('wants the end after the start', () => {
    expect(firstMessage(workTimesSchema.safeParse({ date: '2099-07-14', start: '10:00', end: '10:00' }))).toBe(
      BILLING_MESSAGES.workTimeOrder,
    );
  });

  it('allows a few minutes of clock drift, not more', () => {
    expect(workTimesSchema.safeParse({ date: '2099-07-14', start: '11:00', end: '12:04' }).success).toBe(true);
    expect(firstMessage(workTimesSchema.safeParse({ date: '2099-07-14', start: '11:00', end: '12:10' }))).toBe(
      JOB_TIME_MESSAGES.inFuture,
    );
  });

  it('refuses a time the spring clock change skips, and malformed times', () => {
    expect(firstMessage(workTimesSchema.safeParse({ date: '2099-03-08', start: '02:30', end: '04:00' }))).toBe(
      SKIPPED_TIME_MESSAGE,
    );
    expect(firstMessage(workTimesSchema.safeParse({ date: '2099-07-14', start: '9:00', end: '10:00' }))).toBe(
      JOB_TIME_MESSAGES.startRequired,
    );
  });
});

describe('job items', () => {
  it('turns the typed dollars into cents', () => {
    expect(jobItemFieldsSchema.parse({ kind: 'parts', description: ' Hinge ', amount: '12.5' })).toEqual({
      kind: 'parts',
      description: 'Hinge',
      amount: 1250,
    });
    expect(firstMessage(jobItemFieldsSchema.safeParse({ kind: 'food', description: 'x', amount: '1' }))).toBe(
      JOB_TIME_MESSAGES.kindRequired,
    );
  });

  it('totals the items in cents and counts whole minutes worked', () => {
    expect(
      jobItemsTotalCents([
        { kind: 'groceries', description: 'Milk', amountCents: 399 },
        { kind: 'other', description: 'Stamps', amountCents: 1101 },
      ]),
    ).toBe(1500);
    expect(workedMinutes('2099-07-14T13:00:00.000Z', '2099-07-14T14:29:59.000Z')).toBe(89);
    expect(workedMinutes('2099-07-14T13:00:00.000Z', null)).toBeNull();
  });
});
