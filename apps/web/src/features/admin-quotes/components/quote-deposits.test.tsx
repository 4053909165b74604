import type { StaffQuote, StaffQuoteDeposit } from '@ta/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { QuoteDeposits } from './quote-deposits';

const version: StaffQuote['versions'][number] = {
  version: 2,
  notes: null,
  validUntil: '2099-03-31',
  subtotalCents: 20_000,
  discountCents: 0,
  totalCents: 20_000,
  depositCents: 5_000,
  depositPercentBp: 2_500,
  sentAt: '2099-03-01T15:00:00.000Z',
  createdAt: '2099-03-01T14:00:00.000Z',
  lines: [],
  contentHash: 'a'.repeat(64),
};

const quote = (deposits: StaffQuoteDeposit[], current = version): StaffQuote => ({
  id: 12,
  label: 'Q-0012',
  status: 'approved',
  contactRequestId: 3,
  clientId: 4,
  recipientName: 'Ruth Moss',
  recipientEmail: 'ruth@example.com',
  language: 'en',
  currentVersion: current.version,
  expired: false,
  versions: [current],
  responses: [],
  appointment: null,
  deposits,
  createdAt: '2099-03-01T14:00:00.000Z',
});

const paid: StaffQuoteDeposit = {
  id: 1,
  version: 2,
  amountCents: 5_000,
  feeCents: 175,
  cardLabel: 'Visa ending 4242',
  paidOn: '2099-03-02',
  payerName: 'Anna Moss',
  payerEmail: 'anna@example.com',
  invoiceId: null,
  invoiceLabel: null,
};

const show = (q: StaffQuote) =>
  renderToString(
    <Router ssrPath="/admin/quotes/12">
      <QuoteDeposits quote={q} />
    </Router>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"');

describe('QuoteDeposits', () => {
  it('says the deposit asked and that it is not paid yet', () => {
    const html = show(quote([]));
    expect(html).toContain('Version 2 asks a deposit of $50.00 (25% of the total).');
    expect(html).toContain('Not paid yet.');
  });

  it('lists each deposit paid: amount, day, who paid, the card, the fee and the invoice it was counted on', () => {
    const html = show(quote([paid]));
    expect(html).toContain('Paid.');
    expect(html).toContain('$50.00 paid by card on March 2, 2099 (version 2)');
    expect(html).toContain('By Anna Moss (anna@example.com) · Visa ending 4242 · Stripe fee $1.75');
    expect(html).toContain('Not on an invoice yet');
    const counted = show(quote([{ ...paid, invoiceId: 9, invoiceLabel: 'INV-000009' }]));
    expect(counted).toContain('href="/admin/invoices/9"');
    expect(counted).toContain('Counted on INV-000009');
  });

  it('shows nothing when no version asks a deposit and none was paid', () => {
    expect(show(quote([], { ...version, depositCents: null, depositPercentBp: null }))).toBe('');
  });
});
