import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ReconciliationNotice } from './reconciliation-notice';

const render = (summary: Parameters<typeof ReconciliationNotice>[0]['summary']) =>
  renderToStaticMarkup(
    <Router ssrPath="/admin">
      <ReconciliationNotice summary={summary} />
    </Router>,
  );

describe('ReconciliationNotice', () => {
  it('says in words how many differences the check found, and links to the list', () => {
    const html = render({ runOn: '2026-12-01', checkedAt: '2026-12-01T11:00:00.000Z', differences: 3 });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Card payments need a look: 3 differences with Stripe');
    expect(html).toContain('December 1, 2026 at 6:00 AM');
    expect(html).toMatch(/href="\/admin\/payments\/reconciliation"[^>]*>See the differences</);
  });

  it('counts one difference as one', () => {
    expect(render({ runOn: '2026-12-01', checkedAt: '2026-12-01T11:00:00.000Z', differences: 1 })).toContain(
      'Card payments need a look: 1 difference with Stripe',
    );
  });

  it('shows nothing when everything matches, or for staff and without card payments', () => {
    expect(render({ runOn: '2026-12-01', checkedAt: '2026-12-01T11:00:00.000Z', differences: 0 })).toBe('');
    expect(render(null)).toBe('');
    expect(render(undefined)).toBe('');
  });
});
