import type { ClientQuote, Locale, QuoteDepositView } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { clientQuoteSource } from '../api/client-quote';
import { depositLeft, QuoteDeposit } from './quote-deposit';
import { QuoteView } from './quote-view';

const unpaid: QuoteDepositView = { amountCents: 5_013, percentBp: 2_500, paid: null, byCard: true, payable: true };

const quote = (deposit: QuoteDepositView | null, status: ClientQuote['status'] = 'approved'): ClientQuote => ({
  id: 12,
  label: 'Q-0012',
  status,
  recipientName: 'Ruth Moss',
  expired: false,
  current: {
    version: 1,
    notes: null,
    validUntil: '2099-03-31',
    subtotalCents: 22_000,
    discountCents: 1_950,
    totalCents: 20_050,
    depositCents: deposit?.amountCents ?? null,
    depositPercentBp: deposit?.percentBp ?? null,
    sentAt: '2099-03-01T15:00:00.000Z',
    createdAt: '2099-03-01T14:00:00.000Z',
    lines: [
      {
        kind: 'package',
        priceItemId: null,
        description: '3-Hour Package',
        quantityHundredths: 100,
        unitCents: 19_500,
        minutes: 180,
        percentBp: null,
        amountCents: 19_500,
      },
    ],
  },
  responses:
    status === 'approved'
      ? [
          {
            version: 1,
            action: 'approved',
            typedName: 'Ruth Moss',
            message: null,
            createdAt: '2099-03-02T15:00:00.000Z',
          },
        ]
      : [],
  appointment: null,
  deposit,
});

const source = clientQuoteSource('12');

function show(node: ReactNode, { locale = 'en', search = '' }: { locale?: Locale; search?: string } = {}) {
  const queryClient = new QueryClient();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath="/quotes/12" ssrSearch={search}>
        {withIntl(node, locale)}
      </Router>
    </QueryClientProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const deposit = (value: QuoteDepositView | null, options: { byOffice?: boolean; returned?: boolean } = {}) =>
  show(
    <QuoteDeposit
      quote={quote(value)}
      source={source}
      byOffice={options.byOffice ?? false}
      returned={options.returned ?? false}
    />,
  );

describe('QuoteDeposit', () => {
  it('offers "Pay the deposit by card" as a form that works without JavaScript while the deposit is unpaid', () => {
    const html = deposit(unpaid);
    expect(text(html)).toContain('Deposit of $50.13 not paid yet');
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toContain('name="_form" value="quote-deposit"');
    expect(html).toContain('name="language" value="en"');
    expect(text(html)).toContain('Pay the deposit by card');
    const spanish = show(<QuoteDeposit quote={quote(unpaid)} source={source} byOffice={false} returned={false} />, {
      locale: 'es',
    });
    expect(text(spanish)).toContain('Pagar el depósito con tarjeta');
    expect(spanish).toContain('name="language" value="es"');
  });

  it('says when it was paid, and offers nothing more', () => {
    const html = deposit({ ...unpaid, paid: { amountCents: 5_013, paidOn: '2099-03-02' }, payable: false });
    expect(text(html)).toContain('We received your deposit of $50.13 on');
    expect(html).not.toContain('<form');
  });

  it('says the office collects it when card payments are off, or the approval could not open Stripe’s page', () => {
    const off = deposit({ ...unpaid, byCard: false, payable: false });
    expect(text(off)).toContain('The office will collect the deposit of $50.13.');
    expect(off).not.toContain('<form');
    // Stripe was down at the approval: the office collects it, and the button stays for another try.
    const down = deposit(unpaid, { byOffice: true });
    expect(text(down)).toContain('The office will collect the deposit of $50.13.');
    expect(text(down)).toContain('Pay the deposit by card');
  });

  it('says the payment is being recorded when the browser comes back from Stripe before the webhook', () => {
    const html = deposit(unpaid, { returned: true });
    expect(text(html)).toContain('is being recorded');
    expect(html).not.toContain('<form');
  });

  it('shows nothing before the approval, or without a deposit', () => {
    expect(show(<QuoteDeposit quote={quote(unpaid, 'sent')} source={source} byOffice={false} returned={false} />)).toBe(
      '',
    );
    expect(deposit(null)).toBe('');
  });

  it('counts what is left to pay', () => {
    expect(depositLeft(quote(unpaid))).toBe(5_013);
    expect(depositLeft(quote({ ...unpaid, paid: { amountCents: 3_000, paidOn: '2099-03-02' } }))).toBe(2_013);
    expect(depositLeft(quote(null))).toBe(0);
  });
});

describe('QuoteView with a deposit', () => {
  it('shows the deposit asked with the totals and in the Approve form before the approval', () => {
    const page = text(show(<QuoteView quote={quote({ ...unpaid, payable: false }, 'sent')} source={source} />));
    expect(page).toContain('Deposit asked when you approve (25% of the total) $50.13');
    expect(page).toContain('A deposit of $50.13 is asked: you pay it by card');
    const office = text(
      show(<QuoteView quote={quote({ ...unpaid, byCard: false, payable: false }, 'sent')} source={source} />),
    );
    expect(office).toContain('we will tell you how to pay it when we call you');
  });

  it('after a no-JavaScript approval whose deposit the office collects, says so (?deposit=office)', () => {
    const page = text(
      show(<QuoteView quote={quote({ ...unpaid, byCard: false, payable: false })} source={source} />, {
        search: 'answered=approved&deposit=office',
      }),
    );
    expect(page).toContain('Your approval is recorded');
    expect(page).toContain('The office will collect the deposit of $50.13.');
  });
});
