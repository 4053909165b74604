import { NEWSLETTER_MESSAGES, PAGE_FORM_FIELD, type PageFormResult } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/messages/en';
import { es } from '../i18n/messages/es';
import { render } from './entry-server';

const origin = 'https://trusted.example.com';
const noApi = async () => {
  throw new Error('no API call expected');
};
const TOKEN = 'c0nf1rm-t0ken-abcdefghijklmnopqrstuvwxyz';
const SIGNATURE = 'ab'.repeat(32);

function renderAt(url: string, form?: PageFormResult) {
  return render({ url, user: null, origin, api: noApi, ...(form ? { form } : {}) });
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`No element with id="${id}"`);
  return tag;
}

/** The `<form>` elements of the page, each whole. */
const formsOf = (html: string) => [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]);

/** The one form that says it is page form `id`. */
function pageForm(html: string, id: string): string {
  const forms = formsOf(html).filter((form) => form.includes(`name="${PAGE_FORM_FIELD}" value="${id}"`));
  expect(forms, id).toHaveLength(1);
  return forms[0] ?? '';
}

/** Whether the form posts to `action` (the attributes in any order). */
function expectPostsTo(form: string, action: string) {
  const opening = /^<form\b[^>]*>/.exec(form)?.[0] ?? '';
  expect(opening).toContain(`action="${action}"`);
  expect(opening).toContain('method="post"');
}

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'), html.lastIndexOf('</footer>'));
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** The honeypot: off-screen, hidden from screen readers, out of the Tab order, never filled in by the browser. */
function expectHoneypot(form: string) {
  const field = /<div aria-hidden="true"[^>]*>\s*<label[^>]*>Leave this empty<\/label>\s*<input[^>]*>/.exec(form)?.[0];
  expect(field).toBeDefined();
  expect(field).toContain('name="website"');
  expect(field).toContain('tabindex="-1"');
  expect(field?.toLowerCase()).toContain('autocomplete="off"');
}

describe('/newsletter', () => {
  it('says what the newsletter is and posts its form to itself, working without JavaScript', async () => {
    const page = await renderAt('/newsletter');
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Our newsletter | Trusted Assistance</title>');
    const main = mainOf(page.html);
    expect(main).toMatch(/<h1[^>]*>Our newsletter<\/h1>/);
    expect(textOf(main)).toContain(en['newsletter.intro']);
    const form = pageForm(main, 'newsletter-subscribe');
    expectPostsTo(form, '/newsletter');
    expect(tagWithId(form, 'newsletter-subscribe-email')).toMatch(/type="email"[^>]*name="email"/);
    expect(form).toMatch(/<label[^>]*for="newsletter-subscribe-email"[^>]*>E-mail<\/label>/);
    expect(tagWithId(form, 'newsletter-subscribe-name')).toContain('name="name"');
    expect(form).toMatch(/<label[^>]*for="newsletter-subscribe-name"[^>]*>Your name \(optional\)<\/label>/);
    expectHoneypot(form);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>.*Subscribe<\/button>/s);
    // The footer leaves its own small form out on this page: one form, one set of ids.
    expect(formsOf(page.html).filter((f) => f.includes('value="newsletter-subscribe"'))).toHaveLength(1);
  });

  it('says to check the e-mail once done, as a status message in the page', async () => {
    const page = await renderAt('/newsletter?done=check-email');
    const main = mainOf(page.html);
    expect(main).toMatch(/role="status"[^>]*>[\s\S]*Almost done: we sent you an e-mail\./);
    expect(textOf(main)).toContain(en['newsletter.check-email']);
    expect(main).not.toContain('<form');
  });

  it('comes back from a refused post with the typed address, its problem at the field and at the top', async () => {
    const page = await renderAt('/newsletter', {
      form: 'newsletter-subscribe',
      values: { email: 'margaret@example', name: 'Margaret' },
      errors: { email: NEWSLETTER_MESSAGES.emailRequired },
      message: null,
    });
    const form = pageForm(mainOf(page.html), 'newsletter-subscribe');
    const email = tagWithId(form, 'newsletter-subscribe-email');
    expect(email).toContain('value="margaret@example"');
    expect(email).toContain('aria-invalid="true"');
    expect(tagWithId(form, 'newsletter-subscribe-name')).toContain('value="Margaret"');
    expect(form).toMatch(/id="newsletter-subscribe-email-error"[^>]*>.*Please enter a valid email address/s);
    expect(form).toMatch(/role="alert"[^>]*autofocus=""[^>]*>.*You are not subscribed yet/s);
    expect(form).toContain('href="#newsletter-subscribe-email"');
  });

  it('is in Spanish at /es/newsletter, posting to the Spanish page, with the problems in Spanish', async () => {
    const page = await renderAt('/es/newsletter', {
      form: 'newsletter-subscribe',
      values: { email: 'margarita@' },
      errors: { email: NEWSLETTER_MESSAGES.emailRequired },
      message: null,
    });
    expect(page.lang).toBe('es-US');
    expect(page.head).toContain(`<title>${es['newsletter.title']} | Trusted Assistance</title>`);
    const main = mainOf(page.html);
    expect(main).toMatch(/<h1[^>]*>Nuestro boletín<\/h1>/);
    const form = pageForm(main, 'newsletter-subscribe');
    expectPostsTo(form, '/es/newsletter');
    expect(form).toContain('>Correo electrónico</label>');
    expect(form).toContain(es['newsletter.failed']);
    expect(form).toContain(es['errors.email-valid-address']);
    expect(form).toContain('>Deje esto vacío</label>');
    expect(textOf(main)).not.toMatch(/Subscribe|E-mail|Please enter/);
    const done = await renderAt('/es/newsletter?done=check-email');
    expect(textOf(mainOf(done.html))).toContain(es['newsletter.check-email']);
  });
});

describe('/newsletter/confirm', () => {
  it('shows the button and changes nothing on opening; the token is in the hidden field only', async () => {
    const page = await renderAt(`/newsletter/confirm?token=${TOKEN}`);
    expect(page.status).toBe(200);
    const main = mainOf(page.html);
    expect(main).toMatch(/<h1[^>]*>Confirm your subscription<\/h1>/);
    const form = pageForm(main, 'newsletter-confirm');
    expectPostsTo(form, '/newsletter/confirm');
    expect(form).toContain(`<input type="hidden" name="token" value="${TOKEN}"/>`);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>.*Yes, send me the newsletter<\/button>/s);
    expect(page.html.split(TOKEN)).toHaveLength(2);
    expect(page.head).toContain('noindex');
  });

  it('says the link is not valid without a token, or when the post was refused', async () => {
    const bare = await renderAt('/newsletter/confirm');
    expect(bare.status).toBe(200);
    const main = mainOf(bare.html);
    expect(main).toContain(NEWSLETTER_MESSAGES.linkUnknown);
    expect(main).not.toContain('<form');
    expect(main).toMatch(/href="\/newsletter"[^>]*>Subscribe again</);

    const refused = await renderAt('/newsletter/confirm', {
      form: 'newsletter-confirm',
      values: {},
      errors: {},
      message: NEWSLETTER_MESSAGES.linkUnknown,
      code: 'newsletter_link_unknown',
    });
    const refusedMain = mainOf(refused.html);
    expect(refusedMain).toMatch(/role="alert"[^>]*>.*Your subscription is not confirmed/s);
    expect(refusedMain.split(NEWSLETTER_MESSAGES.linkUnknown)).toHaveLength(2);
    expect(refusedMain).not.toContain('<form');
  });

  it('thanks the reader once confirmed, with a link to the blog', async () => {
    const page = await renderAt('/newsletter/confirm?done=confirmed');
    const main = mainOf(page.html);
    expect(main).toMatch(/role="status"[^>]*>[\s\S]*You are subscribed\. Thank you!/);
    expect(main).toMatch(/href="\/blog"[^>]*>Read our tips and news</);
    expect(main).not.toContain('<form');

    const spanish = await renderAt('/es/newsletter/confirm?done=confirmed');
    expect(mainOf(spanish.html)).toContain(es['newsletter.confirmed']);
    expect(mainOf(spanish.html)).toContain('href="/es/blog"');
  });
});

describe('/newsletter/unsubscribe', () => {
  it('asks, with one button; the link’s parts are in hidden fields only', async () => {
    const page = await renderAt(`/newsletter/unsubscribe?s=12&t=${SIGNATURE}`);
    expect(page.status).toBe(200);
    const main = mainOf(page.html);
    expect(main).toMatch(/<h1[^>]*>Unsubscribe<\/h1>/);
    expect(main).toContain('Stop the newsletter to this address?');
    const form = pageForm(main, 'newsletter-unsubscribe');
    expectPostsTo(form, '/newsletter/unsubscribe');
    expect(form).toContain('<input type="hidden" name="s" value="12"/>');
    expect(form).toContain(`<input type="hidden" name="t" value="${SIGNATURE}"/>`);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>.*Unsubscribe<\/button>/s);
    expect(page.html.split(SIGNATURE)).toHaveLength(2);

    const spanish = await renderAt(`/es/newsletter/unsubscribe?s=12&t=${SIGNATURE}`);
    expectPostsTo(pageForm(mainOf(spanish.html), 'newsletter-unsubscribe'), '/es/newsletter/unsubscribe');
  });

  it('says the link is not valid when it lacks its parts', async () => {
    for (const url of ['/newsletter/unsubscribe', '/newsletter/unsubscribe?s=12&t=short']) {
      const page = await renderAt(url);
      expect(page.status, url).toBe(200);
      expect(mainOf(page.html), url).toContain(NEWSLETTER_MESSAGES.linkUnknown);
      expect(mainOf(page.html), url).not.toContain('<form');
    }
  });

  it('says no more newsletters will come once done, and how to subscribe again', async () => {
    const page = await renderAt('/newsletter/unsubscribe?done=unsubscribed');
    const main = mainOf(page.html);
    expect(main).toMatch(/role="status"[^>]*>[\s\S]*You will get no more newsletters\./);
    expect(textOf(main)).toContain(en['newsletter.unsubscribed.again']);
    expect(main).toMatch(/href="\/newsletter"[^>]*>Subscribe again</);
  });
});

describe('the footer’s newsletter form', () => {
  it('posts to /newsletter (or /es/newsletter) as a page form on every other page', async () => {
    for (const [url, action, label] of [
      ['/no-such-page', '/newsletter', 'E-mail for the newsletter'],
      ['/es/privacy-policy', '/es/newsletter', 'Correo para el boletín'],
    ] as const) {
      const footer = footerOf((await renderAt(url)).html);
      const form = pageForm(footer, 'newsletter-subscribe');
      expect(form, url).toContain(`action="${action}"`);
      expect(form, url).toContain('method="post"');
      expect(tagWithId(form, 'footer-newsletter-email'), url).toMatch(/type="email"[^>]*name="email"/);
      expect(form, url).toMatch(new RegExp(`for="footer-newsletter-email"[^>]*>${label}</label>`));
      expect(form, url).toContain('type="submit"');
      if (url === '/no-such-page') expectHoneypot(form);
    }
  });
});
