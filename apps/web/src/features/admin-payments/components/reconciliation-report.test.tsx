import type { ReconciliationRun } from '@ta/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ReconciliationReport } from './reconciliation-report';

const render = (run: ReconciliationRun | null, failure: string | null = null) =>
  renderToStaticMarkup(
    <Router ssrPath="/admin/payments/reconciliation">
      <ReconciliationReport run={run} onCheckAgain={() => undefined} checking={false} failure={failure} />
    </Router>,
  );

const run = (differences: ReconciliationRun['differences']): ReconciliationRun => ({
  runOn: '2026-12-01',
  checkedFrom: '2026-10-27T11:00:00.000Z',
  checkedAt: '2026-12-01T11:00:00.000Z',
  differences,
});

describe('ReconciliationReport', () => {
  it('says when it last ran, the period, and that nothing differs', () => {
    const html = render(run([]));
    expect(html).toContain(
      'Last checked on <time dateTime="2026-12-01T11:00:00.000Z">December 1, 2026 at 6:00 AM</time>',
    );
    expect(html).toContain('October 27, 2026 at 7:00 AM');
    expect(html).toContain('Nothing differs');
    expect(html).toContain('Check again now');
  });

  it('lists each difference in words, with its invoice link, both amounts and Stripe’s id', () => {
    const html = render(
      run([
        {
          kind: 'missing-here',
          what: 'Stripe took $77.00 for INV-000012, and it is not recorded here.',
          invoiceId: 12,
          quoteId: null,
          label: 'INV-000012',
          stripeCents: 7_700,
          hereCents: null,
          stripeId: 'pi_123',
        },
      ]),
    );
    expect(html).toContain('1 difference with Stripe');
    expect(html).toContain('Paid at Stripe, not recorded here');
    expect(html).toContain('Stripe took $77.00 for INV-000012, and it is not recorded here.');
    expect(html).toMatch(/href="\/admin\/invoices\/12"[^>]*>INV-000012</);
    expect(html).toContain('$77.00');
    expect(html).toContain('Nothing');
    expect(html).toContain('pi_123');
    expect(html).not.toContain('Nothing differs');
  });

  it('says it has not run yet, and why a check failed', () => {
    expect(render(null)).toContain('Not checked yet');
    expect(render(null, 'We could not reach our card processor just now.')).toContain('The check could not be made');
  });
});
