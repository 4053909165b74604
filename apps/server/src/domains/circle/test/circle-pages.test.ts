import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CIRCLE_MESSAGES, type CircleLogEntry } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, registerClient, sessionCookie, type TestApp } from '../../../../test/helper.js';
import { postForm } from '../../../../test/page-form-posts.js';

type Client = Awaited<ReturnType<typeof registerClient>>;
interface Read {
  status: number;
  body: unknown;
}

const TOKEN = 'k3Y_abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A built web root whose renderer reads what the circle's pages read (at once, as the real pages do)
 * and echoes the answers, with the form's result: the page reads and forms are checked without
 * building apps/web.
 */
async function readingWebRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-web-reads-'));
  await fs.mkdir(path.join(root, 'dist/client/assets'), { recursive: true });
  await fs.mkdir(path.join(root, 'dist/server'), { recursive: true });
  await fs.writeFile(path.join(root, 'package.json'), '{"type":"module"}');
  await fs.writeFile(
    path.join(root, 'dist/client/index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  await fs.writeFile(
    path.join(root, 'dist/server/entry-server.js'),
    `export async function render({ url, user, form, display, api }) {
       const accept = url.split('/circle/accept/')[1];
       const paths = accept
         ? ['/api/circle/invitations/' + accept]
         : ['/api/circle', '/api/circle/log', '/api/circle/accounts'];
       const reads = Object.fromEntries(await Promise.all(paths.map(async (p) => [p, await api(p)])));
       const input = { url, user: user ? user.username : null, form: form ?? null, display, reads };
       return {
         status: 200,
         head: '<title>Reads</title>',
         html: '<pre id="render-input">' + encodeURIComponent(JSON.stringify(input)) + '</pre>',
         state: '',
         startOn: 'load',
       };
     }`,
  );
  return root;
}

const readsOf = (html: string) => (renderedInput(html) as unknown as { reads: Record<string, Read> }).reads;

// The circle's pages read their data and do their forms by the JSON routes' own operations
// (http/operations.ts): the same answers and refusals as the API, and a contact refused on a page is
// recorded in the client's access log as the call that was refused (docs/circle.md, "Access log").
describe.each(engines)('the circle’s pages, read and sent without JavaScript, on %s', (engine) => {
  let t: TestApp;
  let dirs: string[];
  beforeEach(async () => {
    dirs = [await readingWebRoot(), await fs.mkdtemp(path.join(os.tmpdir(), 'ta-photos-'))];
    t = await buildTestApp(engine, { web: 'production', webRoot: dirs[0], photosDir: dirs[1] });
  });
  afterEach(async () => {
    await t.app.mailer.flush();
    await t.close();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  const as = (who: Client) => cookieHeader(t, who.cookie);
  const page = (url: string, who?: Client) => t.app.inject({ method: 'GET', url, headers: who ? as(who) : {} });

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
    const reads = readsOf((await page('/circle', mary)).body);
    expect(reads['/api/circle']).toMatchObject({ status: 200, body: [{ name: 'Anna Lee', status: 'invited' }] });
    expect(reads['/api/circle/log']?.status).toBe(200);
    expect(reads['/api/circle/accounts']).toEqual({ status: 200, body: [] });

    const invitation = readsOf((await page(`/circle/accept/${TOKEN}`)).body);
    expect(invitation[`/api/circle/invitations/${TOKEN}`]).toMatchObject({
      status: 200,
      body: { clientName: 'Mary Smith', name: 'Anna Lee' },
    });
    const wrong = readsOf((await page(`/circle/accept/${TOKEN.replace('k3Y', 'zzz')}`)).body);
    expect(Object.values(wrong)).toEqual([
      { status: 404, body: expect.objectContaining({ code: 'circle_invitation_invalid' }) },
    ]);
  });

  it('refuses a helper the holder’s reads and forms, recording each as the call refused', async () => {
    const mary = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const anna = await helperOf(mary);

    const reads = readsOf((await page('/circle', anna)).body);
    expect(reads['/api/circle']).toMatchObject({ status: 403, body: { code: 'circle_owner_only' } });
    expect(reads['/api/circle/log']).toMatchObject({ status: 403, body: { code: 'circle_owner_only' } });
    // Her own accounts are hers to see, whichever account she works on.
    expect(reads['/api/circle/accounts']?.status).toBe(200);

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
    const contacts = await t.app.db.selectFrom('trustedContacts').select('email').execute();
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
});
