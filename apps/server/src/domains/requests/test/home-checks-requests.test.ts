import { CIRCLE_MESSAGES, PROPERTY_CHECK_SERVICE, type CircleRight, type HomeChecksRequested } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { houseOf } from '../../../../test/support/home-watch.js';

type Client = Awaited<ReturnType<typeof registerClient>>;

/**
 * "Ask for home checks" from a property's page (docs/home-watch.md, "Asking for home checks"): an
 * ordinary request to the office, the owner's, asked by the owner or by a trusted contact with `act`.
 */
describe.each(engines)('asking for home checks on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.app.mailer.flush();
    await t.close();
  });

  const ask = (who: Client, propertyId: number | string, payload: object = {}, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/home-checks`,
      headers: { ...cookieHeader(t, who.cookie), 'x-language': language },
      payload,
    });
  const requestsOf = (userId: number) =>
    t.app.db.selectFrom('contactRequests').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const outbox = (kind: string) =>
    t.app.db.selectFrom('emailOutbox').selectAll().where('kind', '=', kind).orderBy('id').execute();

  async function helping(client: Client, contact: Client, rights: CircleRight[]) {
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: contact.user.id,
        name: `${contact.body.firstName} ${contact.body.lastName}`,
        email: contact.body.email,
        rights: rights.join(','),
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
  }

  it('makes a request the office sees: the property-check service, the house as its place, the owner told', async () => {
    await createStaff(t, 'admin');
    const owner = await registerClient(t, { firstName: 'Dorothy', lastName: 'Keller' });
    const house = await houseOf(t, owner.user.id);

    const res = await ask(owner, house.id, { note: 'From January 5 to April 20, every week please' });
    expect(res.statusCode, res.body).toBe(201);
    const { requestId } = res.json<HomeChecksRequested>();
    const [request] = await requestsOf(owner.user.id);
    expect(request).toMatchObject({
      id: requestId,
      firstName: 'Dorothy',
      lastName: 'Keller',
      email: owner.body.email,
      serviceInterest: PROPERTY_CHECK_SERVICE,
      location: '12 Gulf Shore Blvd, Naples, FL 34102',
      status: 'new',
      language: 'en',
      actedById: null,
    });
    expect(request?.message).toBe(
      'Home checks asked for from the page of Naples condo (12 Gulf Shore Blvd, Naples, FL 34102). Please call to set up the visits: how often, and from when to when.\nNote: From January 5 to April 20, every week please',
    );
    // The office hears of it as of any new request; the owner gets the confirmation with the code.
    const [office] = await outbox('staff-new-request');
    expect(office?.subject).toContain(`New request: ${PROPERTY_CHECK_SERVICE} from Dorothy Keller`);
    expect(office?.textBody).toContain('Where: 12 Gulf Shore Blvd, Naples, FL 34102');
    const [confirmation] = await outbox('contact-confirmation');
    expect(confirmation?.toAddress).toBe(owner.body.email);
    for (const mail of [office, confirmation]) {
      expect(`${mail?.textBody} ${mail?.htmlBody}`).not.toMatch(/4321|7788/);
    }
    expect(request?.message).not.toMatch(/4321|7788/);
  });

  it("writes the request in the page's language, and refuses a long note or another client's property", async () => {
    const owner = await registerClient(t, { firstName: 'Rosa', lastName: 'Vega' });
    const other = await registerClient(t, { firstName: 'Bob', lastName: 'Other' });
    const house = await houseOf(t, owner.user.id);

    const res = await ask(owner, house.id, {}, 'es');
    expect(res.statusCode, res.body).toBe(201);
    const [request] = await requestsOf(owner.user.id);
    expect(request?.language).toBe('es');
    expect(request?.message).toBe(
      'Revisiones de la casa pedidas desde la página de Naples condo (12 Gulf Shore Blvd, Naples, FL 34102). Por favor, llamen para organizar las visitas: cada cuánto y desde cuándo hasta cuándo.',
    );

    const long = await ask(owner, house.id, { note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    for (const id of [house.id, 999999, 'abc']) {
      const refused = await ask(other, id);
      expect(refused.statusCode).toBe(404);
    }
    expect(await requestsOf(owner.user.id)).toHaveLength(1);
    expect(await requestsOf(other.user.id)).toHaveLength(0);
  });

  it("lets a trusted contact with 'act' ask on the owner's behalf, and refuses one without it", async () => {
    const owner = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const daughter = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
    const viewer = await registerClient(t, { firstName: 'Tom', lastName: 'Lee' });
    const house = await houseOf(t, owner.user.id);

    await helping(owner, viewer, ['appointments', 'reports']);
    const refused = await ask(viewer, house.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CIRCLE_MESSAGES.noRight);

    await helping(owner, daughter, ['reports', 'act']);
    const res = await ask(daughter, house.id);
    expect(res.statusCode, res.body).toBe(201);
    const requests = await requestsOf(owner.user.id);
    expect(requests).toHaveLength(1);
    // The owner's request (her name and e-mail), recorded as asked by the contact.
    expect(requests[0]).toMatchObject({ firstName: 'Mary', email: owner.body.email, actedById: daughter.user.id });
    expect(await requestsOf(daughter.user.id)).toHaveLength(0);
  });
});
