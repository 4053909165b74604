import type { JobTime } from '@ta/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { afterJobTimeWrite } from './job-time';

const answer: JobTime = {
  appointmentId: 7,
  appointmentDate: '2026-12-01',
  workStartedAt: '2026-12-01T14:00:00.000Z',
  workEndedAt: '2026-12-01T17:20:00.000Z',
  workTimeByName: 'Ada Brooks',
  workedMinutes: 200,
  arrivedAt: null,
  doneAt: null,
  items: [],
  itemsTotalCents: 0,
  invoiced: false,
  canWrite: true,
};

describe('afterJobTimeWrite', () => {
  it('shows the answer and reads the visit’s invoice draft again (its minutes and total change)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.invoices.draft(7), { workedMinutes: 0 });
    queryClient.setQueryData(queryKeys.invoices.draft(8), { workedMinutes: 0 });
    await afterJobTimeWrite(queryClient, 7, answer);
    expect(queryClient.getQueryData([...queryKeys.appointments.detail(7), 'work'])).toEqual(answer);
    expect(queryClient.getQueryState(queryKeys.invoices.draft(7))?.isInvalidated).toBe(true);
    // Another visit's draft stays as it was.
    expect(queryClient.getQueryState(queryKeys.invoices.draft(8))?.isInvalidated).toBe(false);
  });
});
