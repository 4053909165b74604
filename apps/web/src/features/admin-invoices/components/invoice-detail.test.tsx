import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser, StaffInvoiceDetail } from '@ta/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { InvoiceDetailView } from './invoice-detail';

const staff: SessionUser = {
  id: 3,
  username: 'sam',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Reyes',
  role: 'staff',
};

const invoice: StaffInvoiceDetail = {
  id: 12,
  number: 12,
  label: 'INV-2026-0012',
  kind: 'job',
  clientId: 5,
  recipientName: 'Dolores Muñoz',
  appointmentId: 40,
  issuedOn: '2026-03-01',
  dueOn: '2026-03-15',
  totalCents: 9_000,
  paidCents: 0,
  balanceCents: 9_000,
  state: 'unpaid',
  language: 'en',
  recipientEmail: 'dolores@example.com',
  quoteId: null,
  subtotalCents: 9_000,
  discountCents: 0,
  lines: [],
  payments: [],
  voidReason: null,
  sentAt: null,
  payByCard: false,
  autopayTries: [],
  createdBy: 'Sam Reyes',
};

const emailed = (sentAt: string | null) => {
  const html = renderToString(
    withIntl(
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceDetailView invoice={{ ...invoice, sentAt }} user={staff} />
      </QueryClientProvider>,
    ),
  ).replace(/<!-- -->/g, '');
  return /<dt class="font-bold">E-mailed<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1];
};

describe('InvoiceDetailView', () => {
  it('says when the invoice was e-mailed on the business’s calendar and clock', () => {
    // 03:30 UTC on 2 March is 10:30 in the evening of 1 March in New York.
    expect(emailed('2026-03-02T03:30:00.000Z')?.replace(/\u202f/g, ' ')).toBe('Mar 1, 2026, 10:30 PM');
  });

  it('says Not yet before it is sent', () => {
    expect(emailed(null)).toBe('Not yet');
  });

  it('lists its autopay tries in words, and none when autopay never tried it', () => {
    const render = (detail: StaffInvoiceDetail) =>
      renderToString(
        withIntl(
          <QueryClientProvider client={new QueryClient()}>
            <InvoiceDetailView invoice={detail} user={staff} />
          </QueryClientProvider>,
        ),
      ).replace(/<!-- -->/g, '');
    expect(render(invoice)).not.toContain('Autopay tries');
    const html = render({
      ...invoice,
      autopayTries: [
        {
          id: 1,
          invoiceId: 12,
          invoiceLabel: 'INV-2026-0012',
          tryNumber: 1,
          amountCents: 9_000,
          outcome: 'failed',
          declineCode: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          nextTryOn: '2026-03-18',
          triedAt: '2026-03-15T14:00:00.000Z',
        },
      ],
    });
    expect(html).toContain('Autopay tries');
    expect(html).toContain('Try 1 — $90.00');
    expect(html).toContain(
      'Declined (insufficient_funds: Your card has insufficient funds.). Nothing was charged. Next try on 2026-03-18.',
    );
  });
});
