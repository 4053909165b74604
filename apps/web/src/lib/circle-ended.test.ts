import { CIRCLE_MESSAGES, type SessionUser } from '@ta/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { followAccessEnded } from './circle-ended';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

const helping: SessionUser = {
  id: 5,
  username: 'anna',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Lee',
  role: 'client',
  actingFor: { clientId: 2, name: 'Mary Smith', rights: ['appointments'] },
};

const refusal = (message: string) =>
  new Response(JSON.stringify({ message }), { status: 403, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('a page open while the client removes the helper', () => {
  it('stops saying she is helping at the first answer that says her access ended', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.session, helping);
    const stop = followAccessEnded(queryClient);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(refusal(CIRCLE_MESSAGES.accessEnded)));
    await expect(apiRequest('/api/appointments')).rejects.toThrow(CIRCLE_MESSAGES.accessEnded);
    expect(queryClient.getQueryData<SessionUser>(queryKeys.session)).toMatchObject({
      id: 5,
      actingFor: null,
      actingEnded: true,
    });
    stop();
  });

  it('keeps the session as it is for any other refusal', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.session, helping);
    const stop = followAccessEnded(queryClient);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(refusal(CIRCLE_MESSAGES.noRight)));
    await expect(apiRequest('/api/invoices')).rejects.toThrow(CIRCLE_MESSAGES.noRight);
    expect(queryClient.getQueryData(queryKeys.session)).toEqual(helping);
    stop();
  });
});
