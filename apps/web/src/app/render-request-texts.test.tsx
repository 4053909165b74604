import { requestTextsConsentText } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const origin = 'https://trusted.example.com';
const api = async () => ({ status: 404, body: { message: 'Not found' } });
/** As React writes text into HTML. */
const inHtml = (words: string) => words.replace(/&/g, '&amp;');

/**
 * The landing form's "Text me updates" box (docs/sms.md, "A request's updates"): offered only where the
 * server says texts are set up, with the consent words beside it, in the page's language; the page's
 * state carries the word so the form hydrates as it was rendered.
 */
describe('updates by text on the landing form', () => {
  it('offers the box with the consent words where texts are set up, in English and Spanish', async () => {
    const en = await render({ url: '/', user: null, origin, api, features: { texts: true } });
    expect(en.html).toContain('Text me updates (SMS)');
    expect(en.html).toContain(inHtml(requestTextsConsentText('en')));
    expect(en.html).toContain('Text messages may cost you the usual message and data rates.');
    expect(en.state).toContain('"features":{"texts":true}');

    const es = await render({ url: '/es', user: null, origin, api, features: { texts: true } });
    expect(es.html).toContain('Quiero recibir noticias por mensaje de texto (SMS)');
    expect(es.html).toContain(inHtml(requestTextsConsentText('es')));
  });

  it('does not offer it, nor name text messages, without texts set up', async () => {
    const page = await render({ url: '/', user: null, origin, api });
    expect(page.html).toContain('Email me updates');
    expect(page.html).not.toContain('Text me updates');
    expect(page.html).not.toContain('Text messages may cost');
    expect(page.html).toContain('I agree to be contacted about my request');
    expect(page.state).not.toContain('"features"');
  });
});
