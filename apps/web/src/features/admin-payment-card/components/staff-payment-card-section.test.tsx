import type { StaffPaymentCard } from '@ta/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { StaffPaymentCardView } from './staff-payment-card-section';

const card: StaffPaymentCard = {
  card: { label: 'Visa ending 9995', expires: '12/2029' },
  autopay: true,
  consentedAt: '2026-11-30T15:00:00.000Z',
  consentedBy: 'Ruth Moss',
  consentText: 'I allow Trusted Assistance to charge my Visa ending 9995 …',
  tries: [
    {
      id: 4,
      invoiceId: 31,
      invoiceLabel: 'INV-000031',
      tryNumber: 3,
      amountCents: 12_500,
      outcome: 'failed',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      nextTryOn: null,
      triedAt: '2026-12-12T17:00:00.000Z',
    },
  ],
};

const text = (node: Parameters<typeof withIntl>[0]) =>
  renderToString(withIntl(node))
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&#x2019;/g, '’');

const turnOff = { pending: false, done: false, error: null, run: () => {} };

describe('a client’s card and autopay in the back office', () => {
  it('shows the card’s label, the consent with when and who, and each try with its invoice', () => {
    const html = text(<StaffPaymentCardView card={card} turnOff={turnOff} />);
    expect(html).toContain('Visa ending 9995, expires 12/2029');
    expect(html).toContain('On — agreed Nov 30, 2026');
    expect(html).toContain('by Ruth Moss');
    expect(html).toContain(card.consentText);
    expect(html).toContain('href="/admin/invoices/31"');
    expect(html).toContain(
      'Declined (insufficient_funds: Your card has insufficient funds.). Nothing was charged. No other try.',
    );
  });

  it('lets the office turn autopay off, and offers no way to turn it on', () => {
    expect(text(<StaffPaymentCardView card={card} turnOff={turnOff} />)).toContain(
      'Turn autopay off (the client asked)',
    );
    const off = text(<StaffPaymentCardView card={{ ...card, autopay: false }} turnOff={turnOff} />);
    expect(off).not.toContain('Turn autopay off');
    expect(off).not.toMatch(/Turn autopay on|Turn on autopay|Save a card/);
    expect(off).not.toContain(card.consentText);
  });
});
