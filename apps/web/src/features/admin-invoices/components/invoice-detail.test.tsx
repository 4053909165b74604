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

const admin: SessionUser = { ...staff, id: 1, username: 'ada', firstName: 'Ada', role: 'admin' };

type StaffPayment = StaffInvoiceDetail['payments'][number];
const cardPayment: StaffPayment = {
  id: 31,
  amountCents: 9_000,
  method: 'online',
  reference: 'Visa ending 4242',
  receivedOn: '2026-03-05',
  voidedAt: null,
  refundedCents: 2_500,
  payerName: 'Anna Muñoz',
  note: null,
  recordedBy: null,
  voidReason: null,
  feeCents: 291,
  payerEmail: 'anna@example.com',
  refunds: [
    { id: 4, amountCents: 2_500, reason: 'Half hour not worked', refundedOn: '2026-03-06', refundedBy: 'Ada Reyes' },
  ],
  refundableCents: 6_500,
};
const cashPayment: StaffPayment = {
  ...cardPayment,
  id: 30,
  amountCents: 1_000,
  method: 'cash',
  reference: null,
  refundedCents: 0,
  payerName: null,
  payerEmail: null,
  feeCents: null,
  refunds: [],
  refundableCents: 0,
  recordedBy: 'Sam Reyes',
};
const paidByCard: StaffInvoiceDetail = {
  ...invoice,
  paidCents: 7_500,
  balanceCents: 1_500,
  state: 'partly_paid',
  payments: [cashPayment, cardPayment],
};

const page = (user: SessionUser, shown: StaffInvoiceDetail = paidByCard) =>
  renderToString(
    withIntl(
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceDetailView invoice={shown} user={user} />
      </QueryClientProvider>,
    ),
  ).replace(/<!-- -->/g, '');
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('InvoiceDetailView with a card payment', () => {
  it('shows the card, who paid, Stripe’s fee and each refund with its reason, day and who made it', () => {
    const text = words(page(staff));
    expect(text).toContain('$90.00 — Card, online (Visa ending 4242) — 2026-03-05');
    expect(text).toContain('Paid by Anna Muñoz (anna@example.com)');
    expect(text).toContain('Stripe’s fee: $2.91');
    expect(text).toContain('Refunded $25.00 of $90.00');
    expect(text).toContain('$25.00 on 2026-03-06 by Ada Reyes: Half hour not worked');
    // The cash payment keeps its own words.
    expect(text).toContain('$10.00 — Cash — 2026-03-05');
    expect(text).toContain('Recorded by Sam Reyes');
  });

  it('gives an admin the Refund form, with what is left to refund, and Void only for the payment not made by card', () => {
    const html = page(admin);
    expect(html).toContain('Refund this payment');
    expect(words(html)).toContain('Up to $65.00 can go back to the card.');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Refund<\/button>/);
    // A card payment is refunded, never voided: one Void button, the cash payment's.
    expect(html.match(/Void this payment/g)).toHaveLength(1);
    const cashCard = html.slice(html.indexOf('$10.00 — Cash'), html.indexOf('$90.00 — Card'));
    expect(cashCard).toContain('Void this payment');
  });

  it('shows staff the refunds but no Refund form and no Void', () => {
    const html = page(staff);
    expect(html).not.toContain('Refund this payment');
    expect(html).not.toContain('Void this payment');
  });

  it('offers no Refund form once all of the payment is refunded', () => {
    const refunded = { ...cardPayment, refundedCents: 9_000, refundableCents: 0 };
    const html = page(admin, { ...paidByCard, payments: [refunded] });
    expect(html).not.toContain('Refund this payment');
    expect(html).not.toContain('Void this payment');
  });
});
