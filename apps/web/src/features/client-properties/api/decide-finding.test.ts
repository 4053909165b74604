import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { reportFixture } from '../test-fixtures';
import { decideFindingOptions, withItem } from './decide-finding';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

const waiting = () => reportFixture().items.find((item) => item.id === 4)!;

describe('deciding about a finding', () => {
  it('posts the decision and the note, shows the answer in the report and reloads the counts and requests', async () => {
    const answer = { ...waiting(), decision: 'repair', repairRequest: { id: 45, trackingToken: 'TA-AAAA-BBBB' } };
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(answer));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.clientProperties.report(30), reportFixture());
    queryClient.setQueryData(queryKeys.clientProperties.mine(), []);
    queryClient.setQueryData(queryKeys.contacts.mine(), []);

    const observer = new MutationObserver(queryClient, decideFindingOptions(queryClient));
    await observer.mutate({ visitId: 30, itemId: 4, input: { decision: 'repair', note: 'Call after 10 please' } });

    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/findings/4/decision');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ decision: 'repair', note: 'Call after 10 please' });

    const report = queryClient.getQueryData<ReturnType<typeof reportFixture>>(queryKeys.clientProperties.report(30));
    expect(report?.items.find((item) => item.id === 4)).toMatchObject({
      decision: 'repair',
      repairRequest: { trackingToken: 'TA-AAAA-BBBB' },
    });
    expect(queryClient.getQueryState(queryKeys.clientProperties.mine())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.contacts.mine())?.isInvalidated).toBe(true);
  });

  it('leaves the report as it was when the server refuses, with its words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(json({ message: 'A decision was already made about this finding' }, 409)),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.clientProperties.report(30), reportFixture());
    const observer = new MutationObserver(queryClient, decideFindingOptions(queryClient));
    await expect(
      observer.mutate({ visitId: 30, itemId: 4, input: { decision: 'no-action', note: '' } }),
    ).rejects.toThrow('A decision was already made about this finding');
    const report = queryClient.getQueryData<ReturnType<typeof reportFixture>>(queryKeys.clientProperties.report(30));
    expect(report?.items.find((item) => item.id === 4)?.decision).toBeNull();
  });

  it('replaces only the item the answer is about', () => {
    const before = reportFixture();
    const after = withItem(before, { ...waiting(), decision: 'no-action' });
    expect(after.items.map((item) => item.decision)).toEqual([null, 'repair', null, 'no-action']);
    expect(before.items[3]?.decision).toBeNull();
  });
});
