import { NEWSLETTER_MESSAGES, type NewsletterSend, type SubscriberList } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { unsubscribePath } from '../newsletter-signups.js';
import { NEWSLETTER_BATCH } from '../newsletter-sends.js';

/** Sending a post to the subscribers (docs/newsletter.md, "Sending a post"), and the owner's list. */
describe.each(engines)('newsletter sendings on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let owner: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp(engine, { smtpUrl: mailbox.url, rateLimits: false });
    owner = await createStaff(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const call = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: cookieHeader(t, owner.cookie) });
  let posts = 0;
  const newPost = async (published: boolean) => {
    posts += 1;
    const post = await t.app.repos.blogPosts.create({
      title: `Hurricane season checklist ${posts}`,
      slug: `hurricane-checklist-${posts}`,
      excerpt: 'Five things to do before June.',
      content: 'Shutters, water, medicine, papers, a plan.',
      coverImage: null,
      published,
      authorId: owner.user.id,
    });
    return post.id;
  };
  const reader = async (email: string, state: 'subscribed' | 'waiting' | 'unsubscribed', language: 'en' | 'es') => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const row = await t.app.db
      .insertInto('subscriptions')
      .values({
        email,
        name: null,
        language,
        confirmToken: `hash-${email}`,
        confirmed: state !== 'waiting',
        confirmedAt: state === 'waiting' ? null : past,
        active: state !== 'unsubscribed',
        unsubscribedAt: state === 'unsubscribed' ? past : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('sends a published post once, to each confirmed reader in their language with their own one-click link', async () => {
    const ruth = await reader(`ruth.${engine}@example.com`, 'subscribed', 'en');
    const rosa = await reader(`rosa.${engine}@example.com`, 'subscribed', 'es');
    await reader(`waiting.${engine}@example.com`, 'waiting', 'en');
    await reader(`gone.${engine}@example.com`, 'unsubscribed', 'en');
    const draft = await newPost(false);
    const unpublished = await call('POST', `/api/admin/blog/${draft}/newsletter`);
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json()).toMatchObject({ message: NEWSLETTER_MESSAGES.postUnpublished });

    const post = await newPost(true);
    const preview = await call('POST', `/api/admin/blog/${post}/newsletter/preview`);
    expect(preview.statusCode, preview.body).toBe(202);
    await t.app.mailer.flush();
    expect((await mailbox.latestTo(owner.user.email)).subject).toBe(`[Preview] Hurricane season checklist ${posts}`);
    expect((await call('GET', `/api/admin/blog/${post}/newsletter`)).json()).toBeNull();

    // Pressed twice at once: sent once.
    const [first, second] = await Promise.all([
      call('POST', `/api/admin/blog/${post}/newsletter`),
      call('POST', `/api/admin/blog/${post}/newsletter`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({ code: 'newsletter_post_sent', message: NEWSLETTER_MESSAGES.postSent });
    await t.app.mailer.flush();

    const toRuth = await mailbox.latestTo(`ruth.${engine}@example.com`, 'Hurricane');
    expect(toRuth.text).toContain('Five things to do before June.');
    expect(toRuth.text).toContain(`/blog/hurricane-checklist-${posts}`);
    expect(toRuth.text).toContain(
      `Unsubscribe from the newsletter: http://localhost:3000${unsubscribePath(t.app.secretBox, ruth)}`,
    );
    expect(toRuth.text).toContain('Trusted Assistance, Dade City, FL 33525');
    const head = toRuth.raw.slice(0, toRuth.raw.indexOf('\r\n\r\n')).replace(/\r\n\s+/g, ' ');
    expect(head).toContain(`List-Unsubscribe: <http://localhost:3000/api${unsubscribePath(t.app.secretBox, ruth)}>`);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const toRosa = await mailbox.latestTo(`rosa.${engine}@example.com`, 'Hurricane');
    expect(toRosa.text).toContain('Léalo en nuestro blog');
    expect(toRosa.text).toContain(unsubscribePath(t.app.secretBox, rosa));
    expect(mailbox.received.some((m) => m.rcptTo.includes(`waiting.${engine}@example.com`))).toBe(false);
    expect(mailbox.received.some((m) => m.rcptTo.includes(`gone.${engine}@example.com`))).toBe(false);
    // The office's outbox never shows a reader's unsubscribe signature.
    const kept = await t.app.db.selectFrom('emailOutbox').selectAll().where('kind', '=', 'newsletter').execute();
    expect(JSON.stringify(kept)).not.toContain(unsubscribePath(t.app.secretBox, ruth).split('t=')[1]);

    // Ruth leaves in one click; the editor's figures say so.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api${unsubscribePath(t.app.secretBox, ruth)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const view = (await call('GET', `/api/admin/blog/${post}/newsletter`)).json<NewsletterSend>();
    expect(view).toMatchObject({ recipients: 2, delivered: 2, failed: 0, waiting: 0, unsubscribedSince: 1 });
  });

  it(`writes a long list in batches of ${NEWSLETTER_BATCH}, each reader once`, async () => {
    const many = NEWSLETTER_BATCH + 3;
    for (let k = 0; k < many; k += 1) await reader(`many${k}.${engine}@example.com`, 'subscribed', 'en');
    const subscribed = (await call('GET', '/api/admin/newsletter/subscribers')).json<SubscriberList>().subscribed;
    const post = await newPost(true);
    expect((await call('POST', `/api/admin/blog/${post}/newsletter`)).statusCode).toBe(202);
    await t.app.mailer.flush();
    const view = (await call('GET', `/api/admin/blog/${post}/newsletter`)).json<NewsletterSend>();
    expect(view).toMatchObject({ recipients: subscribed, delivered: subscribed, failed: 0 });
    const outbox = await t.app.db
      .selectFrom('emailOutbox')
      .select('toAddress')
      .where('onceKey', 'like', `newsletter:%`)
      .where('subject', '=', `Hurricane season checklist ${posts}`)
      .execute();
    expect(new Set(outbox.map((r) => r.toAddress)).size).toBe(outbox.length);
    expect(outbox.length).toBe(subscribed);
  });

  it('lists the subscribers to the owner, searched, and as CSV', async () => {
    const list = (await call('GET', '/api/admin/newsletter/subscribers?search=ROSA')).json<SubscriberList>();
    expect(list.items.map((s) => [s.email, s.state, s.language])).toEqual([
      [`rosa.${engine}@example.com`, 'subscribed', 'es'],
    ]);
    const csv = await call('GET', '/api/admin/newsletter/subscribers.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Email,Name,Language,State,Signed up,Confirmed,Unsubscribed');
    expect(csv.body).toContain(`gone.${engine}@example.com,,en,unsubscribed`);
    expect(csv.body).not.toContain('hash-');
  });
});
