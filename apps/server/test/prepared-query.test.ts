import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedListQuery, preparedQuery } from '../src/db/prepared-query.js';
import { createContactRequestsRepository } from '../src/domains/requests/contact-requests-repository.js';
import { createSessionsRepository } from '../src/domains/accounts/sessions-repository.js';
import { createUsersRepository } from '../src/domains/accounts/users-repository.js';
import { engines, freshDatabase, type FreshDatabase } from './fresh-database.js';

describe.each(engines)('preparedQuery on %s', (engine) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(engine);
    const post = (slug: string, published: boolean, category: string) => ({
      title: `Post ${slug}`,
      slug,
      excerpt: 'e',
      content: 'c',
      published,
      category,
      createdAt: `2026-11-0${slug.length % 9}T10:00:00.000Z`,
    });
    await fresh.handle.db
      .insertInto('blogPosts')
      .values([post('a', true, 'Tips'), post('bb', false, 'Tips'), post('ccc', true, 'News')])
      .execute();
  });
  afterEach(() => fresh.cleanup());

  it('binds each call’s values where its placeholders were, keeping the constants between them', async () => {
    const { db } = fresh.handle;
    // Placeholders on either side of a constant (the boolean) and in a limit.
    const query = preparedQuery(2, (category: string, limit: number) =>
      db
        .selectFrom('blogPosts')
        .select(['slug', 'published'])
        .where('category', '=', category)
        .where('published', '=', true)
        .orderBy('slug')
        .limit(limit),
    );
    expect((await db.executeQuery(query('Tips', 10))).rows).toEqual([{ slug: 'a', published: true }]);
    expect((await db.executeQuery(query('News', 10))).rows).toEqual([{ slug: 'ccc', published: true }]);
    expect((await db.executeQuery(query('Nothing', 10))).rows).toEqual([]);
    // The compiled text is the same each time; only the values differ.
    expect(query('Tips', 1).sql).toBe(query('News', 5).sql);
    expect(query('Tips', 1).parameters).not.toEqual(query('News', 5).parameters);
  });

  it('gives the same rows as the query built afresh', async () => {
    const { db } = fresh.handle;
    const build = (slug: string) => db.selectFrom('blogPosts').selectAll().where('slug', '=', slug);
    const query = preparedQuery(1, build);
    for (const slug of ['a', 'bb', 'zzz']) {
      expect((await db.executeQuery(query(slug))).rows).toEqual(await build(slug).execute());
    }
  });

  it('compiles a list query once per length and gives the rows of the query built afresh', async () => {
    const { db } = fresh.handle;
    const build = (slugs: string[]) =>
      db.selectFrom('blogPosts').select('slug').where('slug', 'in', slugs).orderBy('slug');
    const query = preparedListQuery(3, build);
    for (const slugs of [['a'], ['a', 'ccc'], ['zzz', 'bb', 'a'], ['nothing']]) {
      expect((await db.executeQuery(query(slugs))).rows).toEqual(await build(slugs).execute());
    }
    // One text per length: two lists of two share it, a list of three has its own.
    expect(query(['a', 'bb']).sql).toBe(query(['x', 'y']).sql);
    expect(query(['a', 'bb', 'c']).sql).not.toBe(query(['a', 'bb']).sql);
    expect(() => query([])).toThrow(/between 1 and 3/);
    expect(() => query(['a', 'b', 'c', 'd'])).toThrow(/between 1 and 3/);
  });

  it('refuses a builder that leaves an argument unbound', () => {
    const { db } = fresh.handle;
    expect(() => preparedQuery(1, (_slug: string) => db.selectFrom('blogPosts').select('slug'))).toThrow(
      /argument 0 is not bound/,
    );
  });

  it('answers the session, user and booked-time lookups as the queries built afresh (names, flags, nulls)', async () => {
    const { db } = fresh.handle;
    const { id: userId } = await db
      .insertInto('users')
      .values({
        username: 'ada.lovelace',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        passwordHash: 'x',
        role: 'client',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sessions = createSessionsRepository(db);
    await sessions.create({
      id: 'a'.repeat(64),
      userId,
      idleExpiresAt: '2099-01-01T00:00:00.000Z',
      absoluteExpiresAt: '2099-01-02T00:00:00.000Z',
      ip: null,
      userAgent: 'test',
      startedByRegistration: true,
      signInMethod: 'password',
    });
    const session = await sessions.findById('a'.repeat(64));
    expect(session).toEqual(
      await db.selectFrom('sessions').selectAll().where('id', '=', 'a'.repeat(64)).executeTakeFirst(),
    );
    expect(session).toMatchObject({ userId, startedByRegistration: true, actingForId: null });
    expect(await sessions.findById('b'.repeat(64))).toBeUndefined();

    const users = createUsersRepository(db);
    const user = await users.findById(userId);
    expect(user).toMatchObject({ id: userId, firstName: 'Ada', email: 'ada@example.com', active: true });
    expect(await users.findById(userId + 1000)).toBeUndefined();

    const requests = createContactRequestsRepository(db);
    const created = await requests.create({
      firstName: 'Dorothy',
      lastName: 'Baker',
      email: 'dorothy@example.com',
      phone: '(352) 555-0100',
      serviceInterest: 'Errands',
      message: 'Groceries on Tuesday, please.',
      newsletter: false,
      notifyByEmail: false,
      notifyBySms: false,
      consentGiven: false,
      userId: null,
      preferredDate: null,
      preferredTime: null,
      location: null,
      serviceTypeId: null,
    });
    expect((await requests.findTracked(created.trackingToken))?.booking).toBeNull();
    const appointment = (status: 'pending' | 'confirmed' | 'cancelled', startTime: string) => ({
      contactRequestId: created.id,
      clientName: 'Dorothy Baker',
      clientEmail: 'dorothy@example.com',
      clientPhone: '(352) 555-0100',
      serviceTypeId: 1,
      appointmentDate: '2099-03-04',
      startTime,
      endTime: '11:00',
      status,
    });
    await db.insertInto('appointments').values(appointment('confirmed', '09:00')).execute();
    await db.insertInto('appointments').values(appointment('cancelled', '10:00')).execute();
    expect((await requests.findTracked(created.trackingToken))?.booking).toEqual({
      date: '2099-03-04',
      start: '09:00',
      end: '11:00',
      status: 'confirmed',
    });
    // The latest one held or booked wins; codes asked together each get their own.
    await db.insertInto('appointments').values(appointment('pending', '10:30')).execute();
    const [latest, none] = await Promise.all([
      requests.findTracked(created.trackingToken),
      requests.findTracked('TA-0000-0000'),
    ]);
    expect(latest).toMatchObject({
      trackingToken: created.trackingToken,
      firstName: 'Dorothy',
      message: 'Groceries on Tuesday, please.',
      booking: { date: '2099-03-04', start: '10:30', end: '11:00', status: 'pending' },
    });
    expect(none).toBeUndefined();
    expect(await requests.findTracked('NOPE')).toBeUndefined();
  });
});
