import { ADMIN_SEARCH_TOO_SHORT_MESSAGE, AUTH_MESSAGES, type AdminSearchResults } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { requestRow } from '../../../../test/support/contact-requests.js';

describe.each(engines)('admin search on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t, 'staff');
    admin = await createStaff(t, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const search = (q: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/search?q=${encodeURIComponent(q)}`,
      headers: cookie ? cookieHeader(t, cookie) : {},
    });

  /** A request, a client account, a post and an appointment that all mention "Pemberton". */
  async function seed() {
    await t.app.repos.contactRequests.create(
      requestRow({
        firstName: 'Edith',
        lastName: 'Pemberton',
        email: 'edith@example.com',
        message: 'Please help me set up my new tablet for video calls.',
      }),
    );
    await registerClient(t, { lastName: 'Pemberton', username: 'epemberton', email: 'e.pemberton@example.com' });
    await t.app.db
      .insertInto('blogPosts')
      .values({
        title: 'A visit to Pemberton Park',
        slug: 'pemberton-park',
        content: 'Benches and shade.',
        excerpt: 'A day out.',
        authorId: null,
        coverImage: null,
        published: false,
        featured: false,
      })
      .execute();
    for (let i = 0; i < 7; i += 1) {
      await t.app.repos.appointments.create({
        clientId: null,
        clientName: `Edith Pemberton ${i}`,
        clientEmail: 'edith@example.com',
        serviceTypeId: 1,
        appointmentDate: `2099-07-1${i}`,
        startTime: '10:00',
        endTime: '11:00',
      });
    }
  }

  it('answers 401 signed out and 403 to clients, before reading anything', async () => {
    const client = await registerClient(t);
    expect((await search('pemberton')).statusCode).toBe(401);
    expect((await search('pemberton')).json()).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.notSignedIn });
    expect((await search('pemberton', client.cookie)).statusCode).toBe(403);
    expect((await search('x', client.cookie)).json()).toEqual({ code: 'forbidden', message: AUTH_MESSAGES.forbidden });
  });

  it('needs at least two characters', async () => {
    const res = await search(' a ', staff.cookie);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(ADMIN_SEARCH_TOO_SHORT_MESSAGE);
  });

  it('finds contacts, users, posts and appointments for an admin, at most five each', async () => {
    await seed();
    const res = await search('PEMBERTON', admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminSearchResults;
    expect(body.q).toBe('PEMBERTON');
    expect(body.contacts).toHaveLength(1);
    expect(body.contacts[0]).toMatchObject({ name: 'Edith Pemberton', email: 'edith@example.com', status: 'new' });
    expect(body.users).toEqual([expect.objectContaining({ username: 'epemberton', role: 'client', active: true })]);
    expect(body.posts).toEqual([
      expect.objectContaining({ title: 'A visit to Pemberton Park', slug: 'pemberton-park', published: false }),
    ]);
    expect(body.appointments).toHaveLength(5);
    expect(body.appointments[0]).toMatchObject({ clientName: 'Edith Pemberton 6', appointmentDate: '2099-07-16' });
  });

  it('never returns users to a staff member, who cannot reach Users', async () => {
    await seed();
    const body = (await search('pemberton', staff.cookie)).json() as AdminSearchResults;
    expect(body.users).toEqual([]);
    expect(body.contacts).toHaveLength(1);
    expect(body.posts).toHaveLength(1);
    // Even a search that matches only staff accounts' names finds nothing for staff.
    expect(((await search('rivera', staff.cookie)).json() as AdminSearchResults).users).toEqual([]);
    expect(((await search('rivera', admin.cookie)).json() as AdminSearchResults).users).toHaveLength(2);
  });

  it('treats % and _ as letters', async () => {
    await seed();
    const body = (await search('%%', admin.cookie)).json() as AdminSearchResults;
    expect(body).toMatchObject({ contacts: [], users: [], posts: [], appointments: [] });
  });
});
