import type { QuoteSummary } from '@ta/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { QuotesTable } from './quotes-table';

const quote: QuoteSummary = {
  id: 7,
  label: 'Q-2026-0007',
  status: 'sent',
  recipientName: 'Dolores Muñoz',
  currentVersion: 2,
  totalCents: 12_500,
  validUntil: '2026-03-31',
  sentAt: null,
  createdAt: '2026-03-01T15:00:00.000Z',
  contactRequestId: 4,
};

const table = (quotes: QuoteSummary[]) =>
  renderToString(
    <Router ssrPath="/admin/quotes">
      <QuotesTable quotes={quotes} caption="Quotes" />
    </Router>,
  ).replace(/<!-- -->/g, '');

describe('QuotesTable', () => {
  it('says the day a quote was sent on the business’s calendar, whatever the device’s zone', () => {
    // 03:30 UTC on 2 March is still the evening of 1 March in New York.
    expect(table([{ ...quote, sentAt: '2026-03-02T03:30:00.000Z' }])).toContain('<td class="p-3">Mar 1, 2026</td>');
  });

  it('says Not sent for a quote not yet sent', () => {
    expect(table([quote])).toContain('<td class="p-3">Not sent</td>');
  });
});
