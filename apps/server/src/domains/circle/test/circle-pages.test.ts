import { CIRCLE_MESSAGES, type CircleLogEntry } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, registerClient, sessionCookie, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

type Client = Awaited<ReturnType<typeof registerClient>>;

const TOKEN = 'k3Y_abcdefghijklmnopqrstuvwxyz0123456789';

// The circle's pages read their data and do their forms by the JSON routes' own operations
// (http/operations.ts): the same answers and refusals as the API, and a contact refused on a page is
// recorded in the client's access log as the call that was refused (docs/circle.md, "Access log").
describe.each(engines)('the circle’s pages, read and sent without JavaScript, on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.app.mailer.flush();
    await t.close();
  });

  const as = (who: Client) => cookieHeader(t, who.cookie);

  /** Mary invites Anna to her circle; the invitation's link holds TOKEN. */
  async function invited(mary: Client) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/circle',
      headers: as(mary),
      payload: { name: 'Anna Lee', email: 'anna@example.com', rights: ['appointments'], visitNotices: [] },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    await t.app.db
      .updateTable('trustedContacts')
      .set({ inviteTokenHash: sha256(TOKEN) })
      .where('id', '=', id)
      .execute();
    return id;
  }

  /** Anna helps with Mary's account in her session. */
  async function helperOf(mary: Client) {
    const anna = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: mary.user.id,
        contactUserId: anna.user.id,
        name: 'Anna Lee',
        email: anna.body.email,
        rights: 'appointments',
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(anna.cookie), mary.user.id);
    return anna;
  }

  const logOf = async (client: Client) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/circle/log', headers: as(client) });
    return (res.json() as CircleLogEntry[]).map((entry) => entry.summary);
  };

  it('reads the holder’s circle, its log and the accounts she helps with, and an invitation by its link', async () => {
    const mary = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    await invited(mary);
    const circle = await expectPageReadAsApi(t, '/api/circle', as(mary));
    expect(circle).toMatchObject({ status: 200, body: [{ name: 'Anna Lee', status: 'invited' }] });
    expect((await expectPageReadAsApi(t, '/api/circle/log', as(mary)))?.status).toBe(200);
    expect(await expectPageReadAsApi(t, '/api/circle/accounts', as(mary))).toMatchObject({ status: 200, body: [] });

    const invitation = await expectPageReadAsApi(t, `/api/circle/invitations/${TOKEN}`);
    expect(invitation).toMatchObject({ status: 200, body: { clientName: 'Mary Smith', name: 'Anna Lee' } });
    const wrong = await expectPageReadAsApi(t, `/api/circle/invitations/${TOKEN.replace('k3Y', 'zzz')}`);
    expect(wrong).toMatchObject({ status: 404, body: { code: 'circle_invitation_invalid' } });
  });

  it('refuses a helper the holder’s reads and forms, recording each as the call refused', async () => {
    const mary = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const anna = await helperOf(mary);

    // Read at once, as the /circle page reads them.
    const read = '/circle?read=%2Fapi%2Fcircle&read=%2Fapi%2Fcircle%2Flog&read=%2Fapi%2Fcircle%2Faccounts';
    const { reads } = renderedInput((await t.app.inject({ method: 'GET', url: read, headers: as(anna) })).body);
    expect(reads.map(({ path, status }) => [path, status])).toEqual([
      ['/api/circle', 403],
      ['/api/circle/log', 403],
      // Her own accounts are hers to see, whichever account she works on.
      ['/api/circle/accounts', 200],
    ]);
    expect(reads[0]?.body).toMatchObject({ code: 'circle_owner_only' });

    const form = await postForm(
      t,
      '/circle',
      { _form: 'circle-invite', name: 'Ben Lee', email: 'ben@example.com', rights: 'appointments' },
      as(anna),
    );
    expect(form.statusCode).toBe(403);
    expect(renderedInput(form.body).form).toMatchObject({ form: 'circle-invite', message: CIRCLE_MESSAGES.ownerOnly });
    const removed = await postForm(t, '/circle', { _form: 'circle-remove', id: '1' }, as(anna));
    expect(removed.statusCode).toBe(403);

    const log = await logOf(mary);
    expect(log).toContain('Anna Lee for Mary Smith was refused: look at the circle');
    expect(log).toContain('Anna Lee for Mary Smith was refused: read the access log');
    expect(log).toContain('Anna Lee for Mary Smith was refused: invite someone to the circle');
    expect(log).toContain('Anna Lee for Mary Smith was refused: remove someone from the circle');
    expect(log.some((line) => line.includes('/circle'))).toBe(false);
    const contacts = await t.app.db.selectFrom('trustedContacts').select('email').orderBy('id').execute();
    expect(contacts.map((contact) => contact.email)).not.toContain('ben@example.com');
  });

  it('makes the account of an invitation accepted from the Spanish page in Spanish, signed in and helping', async () => {
    const mary = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    await invited(mary);
    const accepted = await postForm(t, `/es/circle/accept/${TOKEN}`, {
      _form: 'circle-accept-new',
      firstName: 'Anna',
      lastName: 'Lee',
      password: 'Harbor-Lantern-Morning-7',
      confirmPassword: 'Harbor-Lantern-Morning-7',
    });
    expect(accepted.statusCode, accepted.body).toBe(303);
    expect(accepted.headers.location).toBe('/es/dashboard');
    const anna = await t.app.repos.users.findByEmail('anna@example.com');
    expect(anna?.language).toBe('es');
    const cookie = sessionCookie(t, accepted) as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, cookie) });
    expect(me.json()).toMatchObject({ email: 'anna@example.com', actingFor: { clientId: mary.user.id } });
  });

  it('logs a helper’s look at the client’s data on a page as the API read, and a refused form as its call', async () => {
    const mary = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const anna = await helperOf(mary);

    // The appointments page reads the list with her `appointments` right: a look, logged as the API's would be.
    const page = await t.app.inject({
      method: 'GET',
      url: '/appointments?read=%2Fapi%2Fappointments',
      headers: as(anna),
    });
    expect(renderedInput(page.body).reads).toMatchObject([{ path: '/api/appointments', status: 200 }]);
    expect(await logOf(mary)).toContain('Anna Lee for Mary Smith looked at the appointments');

    // Without the `billing` right the invoices page's read is refused, and the refusal names the call.
    const invoices = await t.app.inject({ method: 'GET', url: '/invoices?read=%2Fapi%2Finvoices', headers: as(anna) });
    expect(renderedInput(invoices.body).reads).toMatchObject([{ path: '/api/invoices', status: 403 }]);
    // A form of another domain refused for want of `act`: logged as what the call would have done.
    const callback = await postForm(
      t,
      '/call-me-back',
      { _form: 'callback', name: 'Anna Lee', phone: '(239) 555-0142', bestTime: 'morning', note: '' },
      as(anna),
    );
    expect(callback.statusCode).toBe(403);

    const log = await logOf(mary);
    expect(log).toContain('Anna Lee for Mary Smith was refused: look at the invoices');
    expect(log).toContain('Anna Lee for Mary Smith was refused: ask for a call back');
    expect(log.some((line) => line.includes('/call-me-back') || line.includes('GET /invoices'))).toBe(false);
  });
});
