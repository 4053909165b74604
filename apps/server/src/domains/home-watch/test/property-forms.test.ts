import { Writable } from 'node:stream';
import fs from 'node:fs/promises';
import { PROPERTY_MESSAGES, type ClientPropertyDetail, type Property, type PropertySummary } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { echoWebRoot, renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm, type FormFields } from '../../../../test/page-form-posts.js';
import { houseOf } from '../../../../test/support/home-watch.js';

/** The gate code that goes in through the form and never comes out. */
const SECRET = 'Gate 5530, lockbox 8812, alarm 4242#';

/** The property form as a browser sends it: every field a string, the unticked box left out. */
const propertyFields = (form: 'property-new' | 'property-edit', overrides: FormFields = {}): FormFields => ({
  _form: form,
  label: 'Sarasota house',
  addressLine: '8 Bayfront Dr',
  city: 'Sarasota',
  zip: '34236',
  county: 'Sarasota',
  awayFrom: '2099-01-04',
  awayUntil: '2099-03-29',
  alarmCompany: '',
  emergencyContacts: 'Niece Carla, 941-555-0102',
  preferredVendors: '',
  accessNotes: SECRET,
  ...overrides,
});

/** A client's property pages without JavaScript (docs/home-watch.md, "Without JavaScript"), on both engines. */
describe.each(engines)('property forms without JavaScript on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    webRoot = await echoWebRoot();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp(
      engine,
      { web: 'production', webRoot, rateLimits: false },
      { logger: { level: 'trace', stream } },
    );
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  const detail = async (cookie: string, id: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: cookieHeader(t, cookie) })
    ).json<ClientPropertyDetail>();
  const properties = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/properties', headers: cookieHeader(t, cookie) })).json<
      PropertySummary[]
    >();

  /** A trusted contact of `owner` helping with her account in this session, holding `rights`. */
  async function contactWith(ownerId: number, rights: string) {
    const contact = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: ownerId,
        contactUserId: contact.user.id,
        name: 'Anna Lee',
        email: contact.body.email,
        rights,
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), ownerId);
    return cookieHeader(t, contact.cookie);
  }

  it('adds a property, changes it and asks for home checks, each back on the property’s page saying so', async () => {
    const owner = await registerClient(t);
    const headers = cookieHeader(t, owner.cookie);

    const added = await postForm(t, '/properties/new', propertyFields('property-new'), headers);
    expect(added.statusCode, added.body).toBe(303);
    const [property] = await properties(owner.cookie);
    expect(property).toMatchObject({ label: 'Sarasota house', city: 'Sarasota', accessNotesOnFile: true });
    expect(added.headers.location).toBe(`/properties/${property!.id}?added=1`);

    // Blank codes keep what is on file; the box ticked ("on") removes them.
    const saved = await postForm(
      t,
      `/es/properties/${property!.id}`,
      propertyFields('property-edit', { label: 'La casa', accessNotes: '' }),
      headers,
    );
    expect(saved.statusCode, saved.body).toBe(303);
    expect(saved.headers.location).toBe(`/es/properties/${property!.id}?saved=1`);
    expect((await detail(owner.cookie, property!.id)).property).toMatchObject({
      label: 'La casa',
      accessNotesOnFile: true,
    });
    await postForm(
      t,
      `/properties/${property!.id}`,
      propertyFields('property-edit', { accessNotes: '', clearAccessNotes: 'on' }),
      headers,
    );
    expect((await detail(owner.cookie, property!.id)).property.accessNotesOnFile).toBe(false);

    const asked = await postForm(
      t,
      `/properties/${property!.id}`,
      { _form: 'home-checks-request', note: 'Away from January to March' },
      headers,
    );
    expect(asked.statusCode, asked.body).toBe(303);
    expect(asked.headers.location).toBe(`/properties/${property!.id}?asked=1#home-checks`);
    const request = await t.app.db
      .selectFrom('contactRequests')
      .selectAll()
      .where('userId', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(request)).toContain('Away from January to March');

    // A blank note is none, as the browser's call sends it.
    const blank = await postForm(t, `/properties/${property!.id}`, { _form: 'home-checks-request', note: '' }, headers);
    expect(blank.statusCode, blank.body).toBe(303);
  });

  it('shows the page again with what to fix and what was typed, but never the access notes', async () => {
    const owner = await registerClient(t);
    const headers = cookieHeader(t, owner.cookie);
    const wrong = await postForm(
      t,
      '/properties/new',
      propertyFields('property-new', { zip: '341', county: '', awayUntil: '2098-01-01' }),
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    const form = renderedInput(wrong.body).form;
    expect(form?.form).toBe('property-new');
    expect(form?.errors).toMatchObject({
      zip: PROPERTY_MESSAGES.zipInvalid,
      county: PROPERTY_MESSAGES.countyRequired,
    });
    expect(form?.values).toMatchObject({ label: 'Sarasota house', addressLine: '8 Bayfront Dr', zip: '341' });
    expect(form?.values).not.toHaveProperty('accessNotes');
    expect(decodeURIComponent(wrong.body)).not.toContain(SECRET);
    expect(await properties(owner.cookie)).toEqual([]);

    const house = await houseOf(t, owner.user.id);
    const editWrong = await postForm(
      t,
      `/properties/${house.id}`,
      propertyFields('property-edit', { addressLine: '', label: 'Renamed' }),
      headers,
    );
    expect(editWrong.statusCode).toBe(400);
    const edited = renderedInput(editWrong.body).form;
    expect(edited?.errors).toMatchObject({ addressLine: PROPERTY_MESSAGES.addressRequired });
    expect(edited?.values).toMatchObject({ label: 'Renamed' });
    expect(decodeURIComponent(editWrong.body)).not.toContain(SECRET);
    expect((await detail(owner.cookie, house.id)).property.label).toBe('Naples condo');

    const long = await postForm(
      t,
      `/properties/${house.id}`,
      { _form: 'home-checks-request', note: 'x'.repeat(1001) },
      headers,
    );
    expect(long.statusCode).toBe(400);
    expect(Object.keys(renderedInput(long.body).form?.errors ?? {})).toEqual(['note']);

    expect(logLines.join('\n')).not.toContain(SECRET);
  });

  it('refuses a stranger’s property as not found, a contact without the right, and sends the signed-out to sign in', async () => {
    const owner = await registerClient(t);
    const house = await houseOf(t, owner.user.id);
    const stranger = cookieHeader(t, (await registerClient(t)).cookie);

    const theirs = await postForm(t, `/properties/${house.id}`, propertyFields('property-edit'), stranger);
    expect(theirs.statusCode).toBe(404);
    expect(renderedInput(theirs.body).form?.message).toBe(PROPERTY_MESSAGES.notFound);
    const askTheirs = await postForm(
      t,
      `/properties/${house.id}`,
      { _form: 'home-checks-request', note: '' },
      stranger,
    );
    expect(askTheirs.statusCode).toBe(404);
    expect((await detail(owner.cookie, house.id)).property.label).toBe('Naples condo');

    // A contact who may read the reports may neither change the house nor ask for checks; adding one is the holder's.
    const reader = await contactWith(owner.user.id, 'reports');
    expect((await postForm(t, `/properties/${house.id}`, propertyFields('property-edit'), reader)).statusCode).toBe(
      403,
    );
    expect(
      (await postForm(t, `/properties/${house.id}`, { _form: 'home-checks-request', note: '' }, reader)).statusCode,
    ).toBe(403);
    expect((await postForm(t, '/properties/new', propertyFields('property-new'), reader)).statusCode).toBe(403);
    const noRequest = await t.app.db
      .selectFrom('contactRequests')
      .select('id')
      .where('userId', '=', owner.user.id)
      .execute();
    expect(noRequest).toEqual([]);
    expect(await properties(owner.cookie)).toHaveLength(1);

    // With the `act` right a contact asks for checks, but still may not change the house.
    const actor = await contactWith(owner.user.id, 'reports,act');
    const asked = await postForm(t, `/properties/${house.id}`, { _form: 'home-checks-request', note: '' }, actor);
    expect(asked.statusCode, asked.body).toBe(303);
    expect((await postForm(t, `/properties/${house.id}`, propertyFields('property-edit'), actor)).statusCode).toBe(403);

    const signedOut = await postForm(t, `/properties/${house.id}`, { _form: 'home-checks-request', note: '' });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe(`/auth?next=${encodeURIComponent(`/properties/${house.id}`)}`);
    const signedOutNew = await postForm(t, '/es/properties/new', propertyFields('property-new'));
    expect(signedOutNew.headers.location).toBe(`/es/auth?next=${encodeURIComponent('/properties/new')}`);
  });

  it('renders a property’s page with what the API reads for it', async () => {
    const owner = await registerClient(t);
    const house = await houseOf(t, owner.user.id);
    const path = `/api/properties/${house.id}`;
    expect(t.app.pageReads.has(path)).toBe(true);
    const page = await t.app.inject({
      method: 'GET',
      url: `/?read=${encodeURIComponent(path)}`,
      headers: cookieHeader(t, owner.cookie),
    });
    const [read] = renderedInput(page.body).reads;
    expect(read?.status).toBe(200);
    expect((read?.body as ClientPropertyDetail).property).toMatchObject<Partial<Property>>({
      id: house.id,
      accessNotesOnFile: true,
    });
    expect(page.body).not.toContain('Gate code');
  });
});

/** Asking for home checks is counted once per address, whether it comes from the API or the page. */
describe.each(engines)('asking for home checks shares its limit with the page form on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine);
  });
  afterAll(() => t.close());

  it('refuses the eleventh ask in an hour, from the page, after ten from the API', async () => {
    const owner = await registerClient(t);
    const house = await houseOf(t, owner.user.id, null);
    const headers = cookieHeader(t, owner.cookie);
    for (let i = 0; i < 10; i += 1) {
      const api = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${house.id}/home-checks`,
        headers,
        payload: {},
      });
      expect(api.statusCode, api.body).toBe(201);
    }
    const page = await postForm(t, `/properties/${house.id}`, { _form: 'home-checks-request', note: '' }, headers);
    expect(page.statusCode).toBe(429);
    expect(renderedInput(page.body).form?.code).toBe('rate_limited');
  });
});
