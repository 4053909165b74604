import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFixture } from '../test-fixtures';
import { propertyDetailQueryOptions } from './property-detail';
import { visitReportPdfUrl, visitReportQueryOptions } from './visit-report';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading a report and a property', () => {
  it('reads the report from its address, checked against the shared schema', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(reportFixture()));
    vi.stubGlobal('fetch', fetchMock);
    const report = await new QueryClient().fetchQuery(visitReportQueryOptions(30));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/visits/30/report');
    expect(report?.items).toHaveLength(4);
    expect(visitReportPdfUrl(30)).toBe('/api/visits/30/report.pdf');
  });

  it('gives null for a report or property that is not the client’s (404), and fails on anything else', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json({ message: 'Visit not found' }, 404)));
    expect(await new QueryClient().fetchQuery(visitReportQueryOptions(31))).toBeNull();
    expect(await new QueryClient().fetchQuery(propertyDetailQueryOptions(8))).toBeNull();

    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json({ message: 'Server error' }, 500)));
    await expect(new QueryClient().fetchQuery(visitReportQueryOptions(31))).rejects.toThrow('Server error');
  });

  it('refuses an answer that does not keep the contract', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json({ visit: { id: 30 } })));
    await expect(new QueryClient().fetchQuery(visitReportQueryOptions(30))).rejects.toThrow();
  });
});
