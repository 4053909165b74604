import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoWebRoot, renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { postForm } from '../../../../test/page-form-posts.js';
import { inOwnTransaction } from '../../../../test/support/repository-transactions.js';

/**
 * The answer to a finding on the report's page without JavaScript (docs/home-watch.md, "Without
 * JavaScript"): page form `finding-decision` on `/reports/:id`, done by the JSON route's operation.
 */
describe.each(engines)('answering a finding without JavaScript on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;
  let staffId: number;

  beforeAll(async () => {
    webRoot = await echoWebRoot();
    t = await buildTestApp(engine, { web: 'production', webRoot, rateLimits: false });
    staffId = (await createStaff(t)).user.id;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  /** A finished home check of the client's house with one issue found; its visit and the issue's ids. */
  async function reportWithIssue(clientId: number) {
    const property = await t.app.repos.properties.create(
      clientId,
      {
        label: 'Gulf Shore condo',
        addressLine: '12 Gulf Shore Blvd',
        city: 'Naples',
        zip: '34102',
        county: 'Collier',
        awayFrom: '2026-12-01',
        awayUntil: '2027-04-15',
        alarmCompany: null,
        emergencyContacts: null,
        preferredVendors: null,
      },
      null,
    );
    const visitId = await inOwnTransaction(t.app, (repos) =>
      repos.visits.create({
        propertyId: property.id,
        date: '2026-12-07',
        startTime: '09:00',
        endTime: '10:00',
        staffId,
        kind: 'routine',
      }),
    );
    const { id: itemId } = await t.app.db
      .insertInto('visitItems')
      .values({
        visitId,
        section: 'Water',
        label: 'No leaks under kitchen and bathroom sinks',
        position: 0,
        answer: 'issue',
        note: 'Slow drip under the kitchen sink',
        severity: 'attention',
        answeredAt: '2026-12-07T14:20:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('propertyVisits')
      .set({ startedAt: '2026-12-07T14:05:00.000Z', finishedAt: '2026-12-07T14:52:00.000Z', result: 'issues' })
      .where('id', '=', visitId)
      .execute();
    return { visitId, itemId };
  }

  const decisionOf = async (itemId: number) =>
    (await t.app.db.selectFrom('visitItems').select('decision').where('id', '=', itemId).executeTakeFirstOrThrow())
      .decision;

  it('asks for the repair with the note and comes back to the report at that finding', async () => {
    const client = await registerClient(t);
    const { visitId, itemId } = await reportWithIssue(client.user.id);
    const res = await postForm(
      t,
      `/reports/${visitId}`,
      { _form: 'finding-decision', itemId: String(itemId), decision: 'repair', note: 'Call me first, please' },
      cookieHeader(t, client.cookie),
    );
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/reports/${visitId}?decided=${itemId}#finding-${itemId}`);
    expect(await decisionOf(itemId)).toBe('repair');
    const request = await t.app.db
      .selectFrom('contactRequests')
      .select(['message', 'userId'])
      .where('userId', '=', client.user.id)
      .executeTakeFirstOrThrow();
    expect(request.message).toContain('Call me first, please');
  });

  it('keeps the Spanish page, and says no action needed', async () => {
    const client = await registerClient(t);
    const { visitId, itemId } = await reportWithIssue(client.user.id);
    const res = await postForm(
      t,
      `/es/reports/${visitId}`,
      { _form: 'finding-decision', itemId: String(itemId), decision: 'no-action', note: '' },
      cookieHeader(t, client.cookie),
    );
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/es/reports/${visitId}?decided=${itemId}#finding-${itemId}`);
    expect(await decisionOf(itemId)).toBe('no-action');
  });

  it('shows the report again with the reason when no button was pressed, or the finding is not theirs', async () => {
    const client = await registerClient(t);
    const stranger = await registerClient(t);
    const { visitId, itemId } = await reportWithIssue(client.user.id);

    const none = await postForm(
      t,
      `/reports/${visitId}`,
      { _form: 'finding-decision', itemId: String(itemId), note: 'Hello' },
      cookieHeader(t, client.cookie),
    );
    expect(none.statusCode).toBe(400);
    expect(renderedInput(none.body).form).toMatchObject({
      form: 'finding-decision',
      values: { itemId: String(itemId), note: 'Hello' },
      errors: { decision: 'Please choose what should happen' },
    });

    const theirs = await postForm(
      t,
      `/reports/${visitId}`,
      { _form: 'finding-decision', itemId: String(itemId), decision: 'repair' },
      cookieHeader(t, stranger.cookie),
    );
    expect(theirs.statusCode).toBe(404);
    expect(renderedInput(theirs.body).form?.form).toBe('finding-decision');
    expect(await decisionOf(itemId)).toBeNull();
  });

  it('sends someone signed out to sign in first, then back to the report', async () => {
    const client = await registerClient(t);
    const { visitId, itemId } = await reportWithIssue(client.user.id);
    const res = await postForm(t, `/reports/${visitId}`, {
      _form: 'finding-decision',
      itemId: String(itemId),
      decision: 'repair',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/auth?next=${encodeURIComponent(`/reports/${visitId}`)}`);
    expect(await decisionOf(itemId)).toBeNull();
  });
});
