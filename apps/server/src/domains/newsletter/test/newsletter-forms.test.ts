import { NEWSLETTER_MESSAGES } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import type { TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { unsubscribePath } from '../newsletter-signups.js';

const CONFIRM_LINK = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/;

/** The newsletter's forms without JavaScript (docs/newsletter.md): subscribe, confirm, unsubscribe. */
describe.each(engines)('newsletter pages without JavaScript on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildPageApp(engine, { smtpUrl: mailbox.url, rateLimits: false });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const subscription = (email: string) =>
    t.app.db.selectFrom('subscriptions').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('subscribes from the footer’s form, confirms by the button, and unsubscribes by the link’s button, in Spanish', async () => {
    const email = `footer.${Date.now()}@example.com`;
    const refused = await postForm(t, '/es/newsletter', { _form: 'newsletter-subscribe', email: 'nope', name: '' });
    expect(refused.statusCode).toBe(400);
    const shown = renderedInput(refused.body).form;
    expect(shown?.values).toMatchObject({ email: 'nope' });
    expect(shown?.errors).toMatchObject({ email: NEWSLETTER_MESSAGES.emailRequired });

    const sent = await postForm(t, '/es/newsletter', { _form: 'newsletter-subscribe', email, name: '', website: '' });
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe('/es/newsletter?done=check-email');
    await t.app.mailer.flush();
    const token = CONFIRM_LINK.exec((await mailbox.latestTo(email)).text)?.[1];
    expect(token).toBeDefined();

    const confirmed = await postForm(t, '/es/newsletter/confirm', { _form: 'newsletter-confirm', token: token! });
    expect(confirmed.statusCode, confirmed.body).toBe(303);
    expect(confirmed.headers.location).toBe('/es/newsletter/confirm?done=confirmed');
    expect(await subscription(email)).toMatchObject({ confirmed: true, active: true, language: 'es' });

    // A link not valid: the page again with the reason, and the token never written back into it.
    const stale = await postForm(t, '/newsletter/confirm', { _form: 'newsletter-confirm', token: 'y'.repeat(43) });
    expect(stale.statusCode).toBe(404);
    expect(renderedInput(stale.body).form?.message).toBe(NEWSLETTER_MESSAGES.linkUnknown);
    expect(stale.body).not.toContain('y'.repeat(43));

    const { id } = await subscription(email);
    const query = new URLSearchParams(unsubscribePath(t.app.secretBox, id).split('?')[1]);
    const left = await postForm(t, '/es/newsletter/unsubscribe', {
      _form: 'newsletter-unsubscribe',
      s: query.get('s')!,
      t: query.get('t')!,
    });
    expect(left.statusCode, left.body).toBe(303);
    expect(left.headers.location).toBe('/es/newsletter/unsubscribe?done=unsubscribed');
    expect(await subscription(email)).toMatchObject({ active: false });
  });
});
