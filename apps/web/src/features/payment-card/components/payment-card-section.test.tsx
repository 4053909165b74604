import { autopayConsentText, type Locale, type PageFormResult, type PaymentCard } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { PageFormProvider } from '../../../lib/page-form';
import { queryKeys } from '../../../lib/query-keys';
import { PaymentCardSection } from './payment-card-section';

const words = {
  en: autopayConsentText('en', 'Visa ending 4242'),
  es: autopayConsentText('es', 'Visa ending 4242'),
};
const noCard: PaymentCard = { card: null, autopay: false, consentWords: null, consentVersion: null, agreed: null };
const withCard: PaymentCard = {
  card: { label: 'Visa ending 4242', expires: '12/2029' },
  autopay: false,
  consentWords: words,
  consentVersion: 'v1a2b3',
  agreed: null,
};
const autopayOn: PaymentCard = {
  ...withCard,
  autopay: true,
  agreed: { text: words.en, at: '2026-11-30T15:00:00.000Z', by: 'Ruth Moss' },
};

/** The section as the server renders it, with the card read in place (`null`: card payments are off). */
function show(
  card: PaymentCard | null,
  {
    locale = 'en',
    search = '',
    posted = null,
  }: { locale?: Locale; search?: string; posted?: PageFormResult | null } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.paymentCard, card);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath="/profile" ssrSearch={search}>
        <PageFormProvider result={posted}>{withIntl(<PaymentCardSection />, locale)}</PageFormProvider>
      </Router>
    </QueryClientProvider>,
  );
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { html, text };
}

describe('the account page’s payment card and autopay', () => {
  it('is not there at all without card payments set up', () => {
    expect(show(null).html).toBe('');
  });

  it('offers to save a card, and says autopay needs one', () => {
    const { html, text } = show(noCard);
    expect(text).toContain('Payment card and autopay');
    expect(text).toContain('No card is saved.');
    expect(text).toContain('Save a card');
    expect(text).toContain('To turn on autopay, save a card first.');
    expect(text).not.toContain('Remove card');
    expect(text).not.toContain('Turn on autopay');
    // Without JavaScript the button is a form posted to the account page.
    expect(html).toContain('action="/profile"');
    expect(html).toContain('value="payment-card-setup"');
  });

  it('shows the card and the very words to agree to, with the box and Turn on autopay, in the page’s language', () => {
    const { html, text } = show(withCard, { locale: 'es' });
    expect(text).toContain('Visa terminada en 4242, vence 12/2029');
    expect(text).toContain('Cambiar la tarjeta');
    expect(text).toContain('Quitar la tarjeta');
    expect(text).toContain(words.es);
    expect(text).toContain('He leído estas palabras y las acepto');
    expect(text).toContain('Activar el pago automático');
    expect(html).toContain('action="/es/profile"');
    expect(html).toContain('name="consentVersion" value="v1a2b3"');
    expect(html).toContain('name="autopay" value="true"');
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="agree"/);
    // The box is labelled, so its words are read with it.
    expect(html).toContain('for="payment-card-autopay-on-agree"');
  });

  it('shows, while autopay is on, the words agreed to with when and by whom, and Turn off autopay', () => {
    const { text } = show(autopayOn);
    expect(text).toContain('Autopay is on for this card.');
    expect(text).toContain('as Ruth Moss');
    expect(text).toContain(words.en);
    expect(text).toContain('Turn off autopay');
    expect(text).not.toContain('I have read these words and I agree to them');
  });

  it('says in words what a form did, beside it', () => {
    expect(show(autopayOn, { search: 'card=autopay-on' }).text).toContain('Autopay is now on.');
    expect(show(withCard, { search: 'card=autopay-off' }).text).toContain('Autopay is now off.');
    expect(show(noCard, { search: 'card=removed' }).text).toContain('Your card was removed, and autopay is off.');
    // Back from Stripe's page before its word has reached us: the card shows in a minute.
    expect(show(noCard, { search: 'card=saved' }).text).toContain('Your card is being saved');
    expect(show(withCard, { search: 'card=saved' }).text).toContain('Your card is saved.');
  });

  it('says next to the box that it must be ticked, when the form was sent without it', () => {
    const { text } = show(withCard, {
      locale: 'es',
      posted: {
        form: 'payment-card-autopay-on',
        values: { autopay: true, agree: false, consentVersion: 'v1a2b3' },
        errors: { agree: 'Please tick the box to agree before turning on autopay' },
        message: null,
      },
    });
    expect(text).toContain('Marque la casilla para aceptar antes de activar el pago automático');
  });
});
