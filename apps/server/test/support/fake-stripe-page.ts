/**
 * The fake's stand-in for Stripe Checkout's hosted page: a small HTML page a browser test fills in.
 * It is held to the site's own bar (WCAG 2.1 AA and axe's best practices: a lang, one h1 inside a
 * main landmark, labelled controls, 44 px targets), so the journeys' axe checks can include it.
 */
export type PageLanguage = 'en' | 'es';
export type TestCard = 'visa' | 'declined';

export interface CheckoutPageItem {
  name: string;
  description: string | null;
  quantity: number;
  /** Cents (or the currency's smallest unit) for the whole line. */
  amount: number;
}

export interface CheckoutPage {
  lang: PageLanguage;
  /** What the page shows: the form, or why there is none. */
  state: 'open' | 'complete' | 'expired' | 'missing';
  mode: 'payment' | 'setup';
  items: CheckoutPageItem[];
  total: number | null;
  currency: string | null;
  /** Where the form posts. */
  action: string;
  cancelUrl: string | null;
  /** A complete page links on to the success address, an expired one back to the cancel address. */
  returnUrl: string | null;
  declined: boolean;
  card: TestCard;
}

const WORDS = {
  en: {
    checkout: 'Checkout',
    saveACard: 'Save a card',
    testMode: 'Test mode: no real card is charged.',
    order: 'Your order',
    item: 'Item',
    quantity: 'Quantity',
    amount: 'Amount',
    total: 'Total',
    card: 'Card',
    visa: 'Visa ending 4242',
    declinedCard: 'Card that is declined',
    pay: 'Pay',
    saveCard: 'Save card',
    cancel: 'Cancel',
    declined: 'Your card was declined.',
    expired: 'This checkout page has expired.',
    complete: 'This checkout is already complete.',
    missing: 'This checkout page does not exist.',
    back: 'Return to the site',
  },
  es: {
    checkout: 'Pago',
    saveACard: 'Guardar una tarjeta',
    testMode: 'Modo de prueba: no se cobra ninguna tarjeta real.',
    order: 'Tu pedido',
    item: 'Artículo',
    quantity: 'Cantidad',
    amount: 'Importe',
    total: 'Total',
    card: 'Tarjeta',
    visa: 'Visa terminada en 4242',
    declinedCard: 'Tarjeta que se rechaza',
    pay: 'Pagar',
    saveCard: 'Guardar tarjeta',
    cancel: 'Cancelar',
    declined: 'Tu tarjeta fue rechazada.',
    expired: 'Esta página de pago ha caducado.',
    complete: 'Este pago ya se completó.',
    missing: 'Esta página de pago no existe.',
    back: 'Volver al sitio',
  },
} as const;

// Currencies Stripe counts in whole units (docs.stripe.com/currencies#zero-decimal).
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** `1234` usd → "$12.34" in both languages (es-US writes dollars as en-US does). */
export function formatAmount(amount: number, currency: string, lang: PageLanguage): string {
  const units = ZERO_DECIMAL.has(currency.toLowerCase()) ? amount : amount / 100;
  return new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(units);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 1.125rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { font-size: 1.75rem; margin: 0 0 0.5rem; }
  .note { color: #4a4a4a; margin: 0 0 1.5rem; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1.5rem; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.5rem 0.25rem; border-bottom: 1px solid #d0d0d0; vertical-align: top; }
  td.number, th.number { text-align: right; }
  .description { display: block; color: #4a4a4a; font-size: 1rem; }
  fieldset { border: 1px solid #8a8a8a; border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 0 0 1.5rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  .option { display: flex; align-items: center; gap: 0.75rem; min-height: 44px; cursor: pointer; }
  .option input { width: 1.25rem; height: 1.25rem; margin: 0; }
  .alert { border: 2px solid #b3261e; color: #8c1d18; background: #fdecea; border-radius: 0.5rem;
    padding: 0.75rem 1rem; margin: 0 0 1.5rem; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; }
  button { min-height: 44px; min-width: 44px; padding: 0.5rem 1.5rem; font: inherit; font-weight: 600;
    color: #fff; background: #0a4ea3; border: 0; border-radius: 0.5rem; cursor: pointer; }
  a { color: #0a4ea3; display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
`;

function page(lang: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function renderCheckoutPage(view: CheckoutPage): string {
  const w = WORDS[view.lang];
  const heading = view.mode === 'setup' ? w.saveACard : w.checkout;
  if (view.state !== 'open') {
    const message = view.state === 'expired' ? w.expired : view.state === 'complete' ? w.complete : w.missing;
    const back = view.returnUrl ? `<p><a href="${escapeHtml(view.returnUrl)}">${w.back}</a></p>` : '';
    return page(view.lang, heading, `<h1>${heading}</h1>\n<p>${message}</p>\n${back}`);
  }
  const currency = view.currency ?? 'usd';
  const money = (amount: number) => escapeHtml(formatAmount(amount, currency, view.lang));
  const rows = view.items
    .map((item) => {
      const description = item.description ? `<span class="description">${escapeHtml(item.description)}</span>` : '';
      return `<tr><td>${escapeHtml(item.name)}${description}</td><td class="number">${item.quantity}</td><td class="number">${money(item.amount)}</td></tr>`;
    })
    .join('\n');
  const order =
    view.mode === 'payment'
      ? `<table>
<caption>${w.order}</caption>
<thead><tr><th scope="col">${w.item}</th><th scope="col" class="number">${w.quantity}</th><th scope="col" class="number">${w.amount}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">${w.total}</th><td class="number">${money(view.total ?? 0)}</td></tr></tfoot>
</table>`
      : '';
  const alert = view.declined ? `<p class="alert" role="alert">${w.declined}</p>` : '';
  const checked = (card: TestCard) => (view.card === card ? ' checked' : '');
  const submit = view.mode === 'payment' ? `${w.pay} ${money(view.total ?? 0)}` : w.saveCard;
  const cancel = view.cancelUrl ? `<a href="${escapeHtml(view.cancelUrl)}">${w.cancel}</a>` : '';
  return page(
    view.lang,
    heading,
    `<h1>${heading}</h1>
<p class="note">${w.testMode}</p>
${alert}
${order}
<form method="post" action="${escapeHtml(view.action)}">
<fieldset>
<legend>${w.card}</legend>
<label class="option"><input type="radio" name="card" value="visa"${checked('visa')}> ${w.visa}</label>
<label class="option"><input type="radio" name="card" value="declined"${checked('declined')}> ${w.declinedCard}</label>
</fieldset>
<div class="actions">
<button type="submit">${submit}</button>
${cancel}
</div>
</form>`,
  );
}
