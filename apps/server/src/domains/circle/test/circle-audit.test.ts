import { CIRCLE_MESSAGES, type CircleLogEntry, type CircleRight } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { houseOf } from '../../../../test/support/home-watch.js';

type Client = Awaited<ReturnType<typeof registerClient>>;

/**
 * The access log keeps what the client was promised (docs/circle.md, "Access log"): each time a
 * trusted contact looks at the client's data or does something for them, and each attempt the
 * server refused, with what was tried and never the values typed.
 */
describe.each(engines)('the access log of a client circle on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.app.mailer.flush();
    await t.close();
  });

  const as = (who: Client) => cookieHeader(t, who.cookie);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Client, payload?: object) =>
    t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

  async function daughterOf(client: Client, rights: CircleRight[]) {
    const contact = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
    const link = await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: contact.user.id,
        name: 'Anna Lee',
        email: contact.body.email,
        rights: rights.join(','),
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
    return { contact, linkId: link.id };
  }

  const logOf = async (client: Client) => {
    const response = await call('GET', '/api/circle/log', client);
    expect(response.statusCode).toBe(200);
    return (response.json() as CircleLogEntry[]).map((entry) => entry.summary);
  };

  it("records each look at the client's data once a day per page, and nothing of the client's own looks", async () => {
    const mary = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const house = await houseOf(t, mary.user.id);
    await call('GET', '/api/appointments', mary);
    const { contact } = await daughterOf(mary, ['appointments', 'reports', 'requests']);
    for (const url of ['/api/appointments', '/api/appointments', '/api/properties', `/api/properties/${house.id}`])
      expect((await call('GET', url, contact)).statusCode, url).toBe(200);
    expect((await call('GET', '/api/contact/user', contact)).statusCode).toBe(200);

    // A look is recorded once its answer has gone out, so the last one may land a moment after it.
    let log: string[] = [];
    await expect.poll(async () => (log = await logOf(mary)).length).toBeGreaterThanOrEqual(4);
    expect(log.filter((line) => line === 'Anna Lee for Mary Smith looked at the appointments')).toHaveLength(1);
    expect(log).toContain('Anna Lee for Mary Smith looked at the properties');
    expect(log).toContain('Anna Lee for Mary Smith looked at a property');
    expect(log).toContain('Anna Lee for Mary Smith looked at the requests');
    expect(log.some((line) => line.startsWith('Mary Smith'))).toBe(false);
  });

  it('records every refused attempt with what was tried, never what was typed', async () => {
    const mary = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const house = await houseOf(t, mary.user.id);
    const { contact, linkId } = await daughterOf(mary, ['appointments', 'reports']);

    const codes = await call('PATCH', `/api/properties/${house.id}`, contact, { accessNotes: 'Alarm 998877' });
    expect(codes.statusCode).toBe(403);
    expect(codes.json().message).toBe(CIRCLE_MESSAGES.ownerOnly);
    const request = await call('POST', '/api/callback', contact, { name: 'Anna', phone: '3525550142' });
    expect(request.statusCode).toBe(403);
    expect((await call('GET', '/api/invoices', contact)).statusCode).toBe(403);

    let log = await logOf(mary);
    expect(log).toContain("Anna Lee for Mary Smith was refused: change a property's details or its access codes");
    expect(log).toContain('Anna Lee for Mary Smith was refused: ask for a call back');
    expect(log).toContain('Anna Lee for Mary Smith was refused: look at the invoices');

    // Removed: what she still tries is recorded too, for the client whose account it was.
    await t.app.db.updateTable('trustedContacts').set({ status: 'removed' }).where('id', '=', linkId).execute();
    const late = await call('GET', '/api/appointments', contact);
    expect(late.json().message).toBe(CIRCLE_MESSAGES.accessEnded);
    log = await logOf(mary);
    expect(log).toContain('Anna Lee for Mary Smith was refused (access ended): look at the appointments');

    const stored = JSON.stringify(await t.app.db.selectFrom('events').selectAll().orderBy('id').execute());
    expect(stored).not.toContain('998877');
    expect(stored).not.toContain('3525550142');
  });
});
