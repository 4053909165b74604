import { AUTH_MESSAGES, type BlogPost, type SessionUser } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/messages/en';
import { es } from '../i18n/messages/es';
import { priceListApi, seededPriceList } from '../features/landing/test-fixtures';
import { render } from './entry-server';

const origin = 'https://trusted.example.com';
const noApi = async () => {
  throw new Error('no API call expected');
};
/** The home page reads the price list before rendering. */
const homeApi = priceListApi();

/** The text of the HTML, without tags and React's text separators, to look for sentences. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('the home page in Spanish (/es)', () => {
  it('has its headings, buttons and labels in Spanish, and no English left in the page’s own words', async () => {
    const result = await render({ url: '/es', user: null, origin, api: homeApi });
    expect(result.status).toBe(200);
    expect(result.lang).toBe('es-US');
    const text = textOf(result.html);
    expect(result.html).toMatch(/<h1[^>]*>Ayuda para cada día, de gente de confianza<\/h1>/);
    for (const id of [
      'landing.why.title',
      'landing.services.title',
      'landing.steps.title',
      'landing.pricing.title',
      'landing.testimonials.title',
      'site.where-we-help',
      'landing.contact.title',
      'landing.cta.title',
    ] as const) {
      expect(result.html, id).toMatch(new RegExp(`<h2[^>]*>${es[id].replace(/[.?¿]/g, '\\$&')}</h2>`));
    }
    for (const words of ['Comenzar', 'Ver los servicios', 'Paso 1: ', 'El más pedido', 'Pedir un presupuesto']) {
      expect(text).toContain(words);
    }
    for (const english of [
      'Everyday help from people you can trust',
      'Most Popular',
      'Get Started',
      'Request Quote',
      'Good to know',
      'Step 1',
      'Opening hours',
      'Skip to main content',
    ]) {
      expect(text).not.toContain(english);
    }
    expect(result.head).toContain(`<meta name="description" content="${es['landing.meta.description'].slice(0, 30)}`);
  });

  it('writes the package prices as money in es-US, with Intl', async () => {
    const result = await render({ url: '/es', user: null, origin, api: homeApi });
    const money = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const text = textOf(result.html);
    for (const amount of [195, 325]) expect(text).toContain(`${money.format(amount)} precio fijo`);
    expect(text).toContain('A medida según su proyecto');
    // The structured data for search engines keeps its one format.
    expect(result.head).toContain('"priceRange":"$195-$325"');
  });

  it('shows the price list’s packages and notes in Spanish, as the owner last set them', async () => {
    const [three, five] = seededPriceList.packages;
    if (!three || !five) throw new Error('the fixture has two packages');
    const list = {
      packages: [
        { ...three, amountCents: 20550, popular: false },
        { ...five, popular: true },
      ],
      minimumMinutes: 120,
      travelFees: true,
      notaryFeeCents: 800,
      discounts: true,
    };
    const result = await render({ url: '/es', user: null, origin, api: priceListApi(list) });
    const text = textOf(result.html);
    expect(text).toContain('Paquete de 3 horas $205.50 precio fijo');
    expect(text).toContain('La visita más pedida.');
    expect(text).not.toContain('3-Hour Package');
    for (const note of [
      'Los paquetes normales tienen un mínimo de 2 horas.',
      es['landing.pricing.notes.travel'],
      'Los servicios de notario se cobran por firma ($8).',
      es['landing.pricing.notes.discounts'],
    ])
      expect(text).toContain(note);
    expect(result.head).toContain('"priceRange":"$205.5-$325"');

    const english = textOf((await render({ url: '/', user: null, origin, api: priceListApi(list) })).html);
    expect(english).toContain('3-Hour Package $205.50 flat rate');
    expect(english).toContain('Standard packages have a 2-hour minimum.');
    expect(english).toContain('Notary services are charged per signature ($8).');

    // Without travel fees, discounts or a minimum, those notes are left out; groceries always show.
    const plain = textOf(
      (
        await render({
          url: '/',
          user: null,
          origin,
          api: priceListApi({ ...list, minimumMinutes: 0, travelFees: false, discounts: false, notaryFeeCents: null }),
        })
      ).html,
    );
    for (const id of ['minimum', 'travel', 'discounts', 'notary'] as const)
      expect(plain).not.toContain(en[`landing.pricing.notes.${id}`].slice(0, 20));
    expect(plain).toContain(en['landing.pricing.notes.groceries']);
  });

  it('keeps the clients’ words in English, marked as English, with the labels around them in Spanish', async () => {
    const result = await render({ url: '/es', user: null, origin, api: homeApi });
    expect(result.html).toMatch(/<blockquote lang="en-US"[^>]*><p>After my knee surgery/);
    expect(result.html).toContain('Nuestros clientes escribieron estas palabras en inglés.');
    expect(result.html).toContain(`${es['landing.services.errands.title']}</span>`);
    const english = await render({ url: '/', user: null, origin, api: homeApi });
    expect(english.html).toMatch(/<blockquote class="[^"]*"><p>After my knee surgery/);
    expect(english.html).not.toContain(en['landing.testimonials.in-english']);
  });

  it('keeps the language in the links that work without JavaScript', async () => {
    const result = await render({ url: '/es', user: null, origin, api: homeApi });
    expect(result.html).toContain('href="/es?quote=open#quote-request"');
    const open = await render({ url: '/es?quote=open', user: null, origin, api: homeApi });
    expect(open.html).toContain('href="/es#pricing"');
    expect(textOf(open.html)).toContain('Cerrar el formulario de presupuesto');
  });

  it('names the dashboard entry in Spanish for a signed-in client', async () => {
    const client: SessionUser = {
      id: 2,
      username: 'ana',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Ruiz',
      role: 'client',
    };
    const text = textOf((await render({ url: '/es', user: client, origin, api: homeApi })).html);
    expect(text).toContain('Sesión iniciada como Ana Ruiz');
    expect(text).toContain('Mi panel');
    expect(text).not.toContain('My Dashboard');
  });
});

describe('the error pages in Spanish', () => {
  it('answers an unknown Spanish address with a Spanish 404 page', async () => {
    const result = await render({ url: '/es/no-existe', user: null, origin, api: noApi });
    expect(result.status).toBe(404);
    expect(result.head).toContain('<title>Página no encontrada | Trusted Assistance</title>');
    const main = mainOf(result.html);
    expect(main).toContain('Página no encontrada</h1>');
    // The Spanish home page has one address: /es, never /es/.
    expect(main).toContain('href="/es"');
    expect(result.html).not.toContain('href="/es/"');
    expect(main).toContain('href="/es/track-request"');
    // One full stop after the hours' own "p. m.".
    expect(main).toContain(
      'Atendemos el teléfono de lunes a viernes, de 8 a.m. a 6 p.m., y los sábados, de 9 a.m. a 3 p.m.</p>',
    );
  });

  it('keeps the English access-denied sentence exactly as the server says it', () => {
    expect(en['error-pages.access-denied.text']).toBe(AUTH_MESSAGES.forbidden);
  });
});

describe('the blog in Spanish', () => {
  const post: BlogPost = {
    id: 1,
    title: 'Getting your home ready for summer',
    slug: 'home-ready-for-summer',
    excerpt: 'A short checklist before you head north.',
    content: 'First line\nSecond line',
    coverImage: null,
    published: true,
    commentsClosed: false,
    category: 'news',
    createdAt: '2025-05-16T14:00:00.000Z',
    updatedAt: null,
  };
  const api = async (path: string) =>
    path === '/api/blog'
      ? { status: 200, body: [post] }
      : path === `/api/blog/${post.slug}`
        ? { status: 200, body: post }
        : { status: 404, body: { message: 'Not found' } };

  it('shows the list with Spanish words around English posts, and dates in es-US', async () => {
    const result = await render({ url: '/es/blog', user: null, origin, api });
    expect(result.html).toContain('Consejos y noticias</h1>');
    expect(result.html).toContain('Nuestros artículos están escritos en inglés.');
    expect(result.html).toContain('<time dateTime="2025-05-16T14:00:00.000Z">16 de mayo de 2025</time>');
    expect(result.html).toMatch(/<h2 lang="en-US"[^>]*>Getting your home ready for summer<\/h2>/);
    expect(result.html).toMatch(
      /href="\/es\/blog\/home-ready-for-summer"[^>]*><span>Leer más<span class="sr-only"> sobre /,
    );
  });

  it('marks a post as English, with English as its canonical address and no other-language versions', async () => {
    const result = await render({ url: `/es/blog/${post.slug}`, user: null, origin, api });
    expect(result.status).toBe(200);
    expect(result.html).toMatch(/<article aria-labelledby="post-title" lang="en-US">/);
    expect(result.html).toContain('<p lang="es-US"');
    expect(textOf(result.html)).toContain('Volver al blog');
    expect(textOf(result.html)).toContain('¿Tiene preguntas sobre este artículo?');
    expect(result.head).toContain(`<link rel="canonical" href="${origin}/blog/${post.slug}" />`);
    expect(result.head).not.toContain('hreflang');
  });

  it('answers a missing post in Spanish', async () => {
    const result = await render({ url: '/es/blog/no-existe', user: null, origin, api });
    expect(result.status).toBe(404);
    expect(result.html).toContain('Artículo no encontrado</h1>');
    expect(result.html).toMatch(/href="\/es\/blog"[^>]*>Volver al blog/);
  });
});
