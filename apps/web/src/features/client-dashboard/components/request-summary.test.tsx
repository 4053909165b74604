import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { RequestSummary } from './request-summary';

const request = {
  id: 1,
  trackingToken: 'TA-7KQ2-MX9P',
  status: 'new' as const,
  serviceInterest: 'Errands',
  message: 'Groceries on Tuesday',
  createdAt: '2026-11-29T14:58:00Z',
  updatedAt: null,
};

describe('RequestSummary', () => {
  it('says the date on the server: "how long ago" changes between the render and the app’s start', () => {
    const html = renderToStaticMarkup(
      withIntl(<RequestSummary request={request} now={new Date('2026-11-29T15:00:00Z')} statusBadge={null} />),
    );
    expect(html).toContain('Sent <time dateTime="2026-11-29T14:58:00Z">November 29, 2026</time>');
    expect(html).not.toContain('ago');
  });
});
