import {
  CARD_PAYMENT_MESSAGES,
  PAGE_FORM_FIELD,
  type InvoiceDetail,
  type PageFormResult,
  type PayLinkInvoice,
  type SessionUser,
} from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

/**
 * Paying an invoice by card (docs/payments.md), as the server renders the pages: the client's invoice
 * and the e-mailed pay link's page carry a Pay button that works without JavaScript (a form posted to
 * the page itself), say in words what happened after Stripe's page, and list card payments with the
 * card, who paid and what was refunded.
 */
const origin = 'https://trusted.example.com';
const token = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0';
const mary: SessionUser = {
  id: 2,
  username: 'mary',
  email: 'mary@example.com',
  firstName: 'Mary',
  lastName: 'Moss',
  role: 'client',
};
const daughter: SessionUser = {
  ...mary,
  id: 5,
  username: 'anna',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Moss',
  actingFor: { clientId: 2, name: 'Mary Moss', rights: ['billing'] },
};

const linkInvoice: PayLinkInvoice = {
  label: 'INV-000042',
  recipientName: 'Mary Moss',
  issuedOn: '2026-11-20',
  dueOn: '2026-12-04',
  totalCents: 18_000,
  paidCents: 5_000,
  balanceCents: 13_000,
  state: 'partly_paid',
  language: 'en',
  payByCard: true,
};

const invoice: InvoiceDetail = {
  id: 42,
  number: 42,
  label: 'INV-000042',
  kind: 'job',
  clientId: 2,
  recipientName: 'Mary Moss',
  appointmentId: 9,
  issuedOn: '2026-11-20',
  dueOn: '2026-12-04',
  totalCents: 18_000,
  paidCents: 15_000,
  balanceCents: 3_000,
  state: 'partly_paid',
  language: 'en',
  recipientEmail: 'mary@example.com',
  quoteId: null,
  subtotalCents: 18_000,
  discountCents: 0,
  lines: [],
  payments: [
    {
      id: 1,
      amountCents: 5_000,
      method: 'check',
      reference: '2217',
      receivedOn: '2026-11-21',
      voidedAt: null,
      refundedCents: 0,
      payerName: null,
    },
    {
      id: 2,
      amountCents: 13_000,
      method: 'online',
      reference: 'Visa ending 4242',
      receivedOn: '2026-11-22',
      voidedAt: null,
      refundedCents: 3_000,
      payerName: 'Anna Moss',
    },
  ],
  voidReason: null,
  payByCard: true,
};

/** The API as the server reads it for the page: the pay link's invoice and the client's, or 404. */
function apiWith({ link = linkInvoice, mine = invoice }: { link?: PayLinkInvoice | null; mine?: InvoiceDetail } = {}) {
  return async (path: string) => {
    if (path === `/api/pay-links/${token}` && link) return { status: 200, body: link };
    if (path === `/api/invoices/${mine.id}`) return { status: 200, body: mine };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  };
}

/** The page's text as a reader hears it, without tags. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The Pay form's opening tag and its hidden fields. */
function payForm(html: string): string {
  const form = /<form[^>]*>(?:(?!<\/form>).)*invoice-pay(?:(?!<\/form>).)*<\/form>/s.exec(html)?.[0];
  if (!form) throw new Error('No Pay form on the page');
  return form;
}

describe('the pay link page, signed out', () => {
  it('shows the invoice from the business with its sums and state, and a Pay form that works without JavaScript', async () => {
    const page = await render({ url: `/pay/${token}`, user: null, origin, api: apiWith() });
    expect(page.status).toBe(200);
    expect(page.head).toContain('noindex');
    // The button and its hidden fields start in the HTML: the page starts its app at load, as the quote link does.
    expect(page.startOn).toBe('load');
    const words = text(page.html);
    expect(words).toContain('From Trusted Assistance');
    expect(words).toContain('Invoice INV-000042');
    expect(words).toMatch(/Billed to Mary Moss/);
    expect(words).toMatch(/Date November 20, 2026/);
    expect(words).toMatch(/Due December 4, 2026/);
    expect(words).toMatch(/Total \$180\.00/);
    expect(words).toMatch(/Paid \$50\.00/);
    expect(words).toMatch(/Balance due \$130\.00/);
    expect(words).toContain('Partly paid');
    expect(words).toContain("You type your card on Stripe's secure page. We never see your card number.");
    const form = payForm(page.html);
    expect(form).toContain(`action="/pay/${token}"`);
    expect(form).toContain('method="post"');
    expect(form).toContain(`name="${PAGE_FORM_FIELD}" value="invoice-pay"`);
    expect(form).toContain('name="language" value="en"');
    expect(text(form)).toContain('Pay $130.00 by card');
    expect(form).toMatch(/<button[^>]*type="submit"/);
  });

  it('is in Spanish at its Spanish address, posting there', async () => {
    const page = await render({ url: `/es/pay/${token}`, user: null, origin, api: apiWith() });
    expect(page.lang).toBe('es-US');
    const form = payForm(page.html);
    expect(form).toContain(`action="/es/pay/${token}"`);
    expect(form).toContain('name="language" value="es"');
    expect(text(form)).toContain('Pagar $130.00 con tarjeta');
    expect(text(page.html)).toContain('Pagada en parte');
    expect(text(page.html)).toContain('Nosotros nunca vemos el número de su tarjeta.');
  });

  it('answers 404 with the link’s refusal for an old or made-up link', async () => {
    const page = await render({ url: `/pay/${token}`, user: null, origin, api: apiWith({ link: null }) });
    expect(page.status).toBe(404);
    expect(text(page.html)).toContain(CARD_PAYMENT_MESSAGES.linkNotFound);
    expect(page.html).not.toContain('invoice-pay');
    const spanish = await render({ url: `/es/pay/${token}`, user: null, origin, api: apiWith({ link: null }) });
    expect(spanish.status).toBe(404);
    expect(text(spanish.html)).toContain('Este enlace de pago ya no es válido');
  });

  it('says the payment is being confirmed when back from Stripe before the webhook, and paid once it is', async () => {
    const waiting = await render({ url: `/pay/${token}?paid=card`, user: null, origin, api: apiWith() });
    // Said in words, in a polite live region (never colour alone).
    expect(waiting.html).toMatch(
      /role="status"(?:(?!role=).)*Thank you\. We are confirming your payment with Stripe; your receipt will come by e-mail\./s,
    );
    expect(waiting.html).toContain('href="?paid=card"');
    // The payment just made is not offered again while it is being confirmed.
    expect(waiting.html).not.toContain('invoice-pay');
    const paid = { ...linkInvoice, paidCents: 18_000, balanceCents: 0, state: 'paid' as const, payByCard: false };
    const done = await render({ url: `/pay/${token}?paid=card`, user: null, origin, api: apiWith({ link: paid }) });
    expect(text(done.html)).toContain('Paid in full. Thank you.');
    expect(done.html).not.toContain('confirming your payment');
    expect(done.html).not.toContain('invoice-pay');
    // Opened again later without `?paid=card`, only the state says it.
    const later = await render({ url: `/pay/${token}`, user: null, origin, api: apiWith({ link: paid }) });
    expect(text(later.html)).not.toContain('Thank you');
    expect(text(later.html)).toContain('Paid in full');
  });

  it('shows the refusal of a Pay form sent without JavaScript above its button', async () => {
    const form: PageFormResult = {
      form: 'invoice-pay',
      values: { language: 'en' },
      errors: {},
      message: CARD_PAYMENT_MESSAGES.providerDown,
      code: 'card_provider_down',
    };
    const page = await render({ url: `/pay/${token}`, user: null, origin, api: apiWith(), form });
    expect(page.html).toMatch(/role="alert"[^>]*>.*The payment page did not open.*Nothing was charged\./s);
  });
});

describe('the client’s invoice page', () => {
  it('offers the Pay button for the balance, posting to the page itself', async () => {
    const page = await render({ url: '/invoices/42', user: mary, origin, api: apiWith() });
    expect(page.status).toBe(200);
    const form = payForm(page.html);
    expect(form).toContain('action="/invoices/42"');
    expect(text(form)).toContain('Pay $30.00 by card');
    expect(text(page.html)).toContain("You type your card on Stripe's secure page. We never see your card number.");
    const spanish = await render({ url: '/es/invoices/42', user: mary, origin, api: apiWith() });
    expect(payForm(spanish.html)).toContain('action="/es/invoices/42"');
  });

  it('lists a card payment with its card, who paid it and what was refunded', async () => {
    const words = text((await render({ url: '/invoices/42', user: mary, origin, api: apiWith() })).html);
    expect(words).toContain('November 21, 2026: $50.00 by check');
    expect(words).toContain('November 22, 2026: $130.00 by card, online (Visa ending 4242)');
    expect(words).toContain('Paid by Anna Moss');
    expect(words).toContain('Refunded: $30.00');
    const spanish = text((await render({ url: '/es/invoices/42', user: mary, origin, api: apiWith() })).html);
    expect(spanish).toContain('$130.00 con tarjeta, en línea (Visa terminada en 4242)');
    expect(spanish).toContain('Pagado por Anna Moss');
    expect(spanish).toContain('Reembolsado: $30.00');
  });

  it('does not say who paid when the one billed paid by card', async () => {
    const own = {
      ...invoice,
      payments: invoice.payments.map((p) => ({ ...p, payerName: p.payerName ? 'Mary Moss' : null })),
    };
    const words = text((await render({ url: '/invoices/42', user: mary, origin, api: apiWith({ mine: own }) })).html);
    expect(words).toContain('by card, online (Visa ending 4242)');
    expect(words).not.toContain('Paid by');
  });

  it('gives a trusted contact with the billing right the same page and Pay button', async () => {
    const page = await render({ url: '/invoices/42', user: daughter, origin, api: apiWith() });
    expect(page.status).toBe(200);
    expect(text(payForm(page.html))).toContain('Pay $30.00 by card');
  });

  it('offers no Pay button when card payments are off or nothing is left, and says paid after Stripe', async () => {
    const off = { ...invoice, payByCard: false };
    const page = await render({ url: '/invoices/42', user: mary, origin, api: apiWith({ mine: off }) });
    expect(page.html).not.toContain('invoice-pay');
    expect(text(page.html)).not.toContain('by card Pay');
    const paid = { ...invoice, paidCents: 18_000, balanceCents: 0, state: 'paid' as const, payByCard: false };
    const back = await render({ url: '/invoices/42?paid=card', user: mary, origin, api: apiWith({ mine: paid }) });
    expect(text(back.html)).toContain('Paid in full. Thank you.');
    const waiting = await render({ url: '/invoices/42?paid=card', user: mary, origin, api: apiWith() });
    expect(text(waiting.html)).toContain(
      'Thank you. We are confirming your payment with Stripe; your receipt will come by e-mail.',
    );
    expect(text(waiting.html)).not.toContain('Paid in full. Thank you.');
    expect(waiting.html).not.toContain('invoice-pay');
  });
});
