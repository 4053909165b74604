import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { ACCESS_NOTES, houseWithVisit, visitOf } from '../../../../test/support/home-watch.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

type Client = Awaited<ReturnType<typeof registerClient>>;

// "My Properties" and a visit's report are rendered with what the browser would read from the API:
// the same checks (signed out, the back office, someone else's, a trusted contact's right) and the
// same answer, with no access notes in either.
describe.each(engines)('property pages read their data as the API answers it on %s', (engine) => {
  let t: TestApp;
  let house: Awaited<ReturnType<typeof houseWithVisit>>;
  let openVisit: number;
  let other: Client;

  /** A trusted contact helping the owner in this session, holding `rights`. */
  async function contactWith(rights: string) {
    const contact = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: house.owner.user.id,
        contactUserId: contact.user.id,
        name: 'Anna Lee',
        email: contact.body.email,
        rights,
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), house.owner.user.id);
    return cookieHeader(t, contact.cookie);
  }

  beforeAll(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
    house = await houseWithVisit(t);
    // The visit today is finished (its report can be read); another is not yet.
    await t.app.db
      .updateTable('propertyVisits')
      .set({ startedAt: new Date().toISOString(), finishedAt: new Date().toISOString(), result: 'all-clear' })
      .where('id', '=', house.visitId)
      .execute();
    openVisit = await visitOf(t, house.property.id, house.staff.user.id);
    other = await registerClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the client’s properties, and refuses them as the API does', async () => {
    const list = await expectPageReadAsApi(t, '/api/properties', cookieHeader(t, house.owner.cookie));
    expect((list?.body as { id: number }[]).map((p) => p.id)).toEqual([house.property.id]);
    expect(JSON.stringify(list?.body)).not.toContain(ACCESS_NOTES);
    expect((await expectPageReadAsApi(t, '/api/properties', cookieHeader(t, other.cookie)))?.body).toEqual([]);
    expect((await expectPageReadAsApi(t, '/api/properties'))?.status).toBe(401);
    expect((await expectPageReadAsApi(t, '/api/properties', cookieHeader(t, house.staff.cookie)))?.status).toBe(403);
    expect((await expectPageReadAsApi(t, '/api/properties', await contactWith('reports')))?.status).toBe(200);
    expect((await expectPageReadAsApi(t, '/api/properties', await contactWith('billing')))?.status).toBe(403);
  });

  it('reads one property for its page as the API does: the owner and a contact with `reports`, no one else', async () => {
    const path = `/api/properties/${house.property.id}`;
    const mine = await expectPageReadAsApi(t, path, cookieHeader(t, house.owner.cookie));
    expect(mine?.status).toBe(200);
    expect(JSON.stringify(mine?.body)).not.toContain(ACCESS_NOTES);
    expect((await expectPageReadAsApi(t, path, await contactWith('reports')))?.status).toBe(200);
    expect((await expectPageReadAsApi(t, path, await contactWith('billing')))?.status).toBe(403);
    expect((await expectPageReadAsApi(t, path, cookieHeader(t, other.cookie)))?.status).toBe(404);
    expect((await expectPageReadAsApi(t, path))?.status).toBe(401);
    expect((await expectPageReadAsApi(t, path, cookieHeader(t, house.staff.cookie)))?.status).toBe(403);
    const owner = cookieHeader(t, house.owner.cookie);
    expect((await expectPageReadAsApi(t, '/api/properties/abc', owner))?.status).toBe(404);
  });

  it('reads a finished visit’s report for its owner and the back office, and refuses it as the API does', async () => {
    const path = `/api/visits/${house.visitId}/report`;
    const mine = await expectPageReadAsApi(t, path, cookieHeader(t, house.owner.cookie));
    expect(mine?.status).toBe(200);
    expect(JSON.stringify(mine?.body)).not.toContain(ACCESS_NOTES);
    expect((await expectPageReadAsApi(t, path, cookieHeader(t, house.staff.cookie)))?.status).toBe(200);
    expect((await expectPageReadAsApi(t, path, await contactWith('reports')))?.status).toBe(200);

    expect((await expectPageReadAsApi(t, path))?.status).toBe(401);
    expect((await expectPageReadAsApi(t, path, cookieHeader(t, other.cookie)))?.status).toBe(404);
    expect((await expectPageReadAsApi(t, path, await contactWith('billing')))?.status).toBe(403);
    const owner = cookieHeader(t, house.owner.cookie);
    expect((await expectPageReadAsApi(t, `/api/visits/${openVisit}/report`, owner))?.status).toBe(404);
    expect((await expectPageReadAsApi(t, '/api/visits/abc/report', owner))?.status).toBe(404);
    expect((await expectPageReadAsApi(t, `/api/visits/${'9'.repeat(21)}/report`, owner))?.status).toBe(400);
  });
});
