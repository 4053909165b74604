import { randomBytes } from 'node:crypto';
import type { APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import type { StaffVisit, VisitItem } from '@ta/shared';
import { businessDatePlus } from './appointments';
import { withDatabase } from './database';
import type { SignedInAccount } from './fixtures';
import { testPhotos } from './photos';
import { registerClient, type TestUser } from './users';

type StorageState = SignedInAccount['storageState'];

/** What a house with a report is made of, as the pages show it. */
export const HOUSE = {
  label: 'The beach condo',
  addressLine: '12 Gulf Shore Drive',
  city: 'Naples',
  zip: '34102',
  county: 'Collier',
  alarmCompany: 'Gulf Alarm, (239) 555-0100',
  accessNotes: 'Gate 1234, lockbox 5678',
  checked: { section: 'Outside', label: 'Doors and windows locked' },
  finding: { section: 'Kitchen', label: 'Under the kitchen sink', note: 'Water on the floor of the cabinet.' },
  summary: 'The house was closed and dry except for the kitchen.',
} as const;

export interface HouseWithReport {
  client: TestUser;
  /** The owner's signed-in cookies, for `test.use({ storageState })` or `browser.newContext`. */
  storageState: StorageState;
  propertyId: number;
  visitId: number;
  /** The urgent finding, waiting for the owner's decision; it has two photos. */
  findingId: number;
  /** The day of the visit (the business's today), yyyy-MM-dd. */
  date: string;
}

/** A client address of its own, so the setup never spends the shared address's budgets (e2e/README.md). */
const ownAddress = () => `10.251.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

async function expectStatus<T>(what: string, response: APIResponse, status: number): Promise<T> {
  if (response.status() !== status) {
    throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A client registered through the API, signed in, with nothing yet. */
export async function newClient(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<{ user: TestUser; storageState: StorageState }> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const user = await registerClient(api);
    return { user, storageState: await api.storageState() };
  } finally {
    await api.dispose();
  }
}

/**
 * A client's house and a finished visit of it, made on the real server as the people would make them:
 * the client adds the house (with its codes); an admin gives it a two-item checklist and a visit for
 * tomorrow, assigned to herself; she starts it today, answers one item OK and the other with an urgent
 * finding, its note and two photos, and finishes (the report is e-mailed). The finding then waits for
 * the owner's decision. Every call comes from an address of its own.
 */
export async function houseWithReport(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  admin: SignedInAccount,
): Promise<HouseWithReport> {
  const { user: client, storageState } = await newClient(playwright, baseURL);
  const headers = { 'X-Forwarded-For': ownAddress() };
  const owner = await playwright.request.newContext({ baseURL, storageState, extraHTTPHeaders: headers });
  const office = await playwright.request.newContext({
    baseURL,
    storageState: admin.storageState,
    extraHTTPHeaders: headers,
  });
  try {
    const { checked, finding, summary, ...fields } = HOUSE;
    const property = await expectStatus<{ id: number }>(
      'add the property',
      await owner.post('/api/properties', { data: fields }),
      201,
    );

    const template = await expectStatus<{ id: number }>(
      'add a checklist',
      await office.post('/api/admin/checklists', {
        data: {
          name: `Beach condo ${randomBytes(3).toString('hex')}`,
          sections: [
            { name: checked.section, items: [{ label: checked.label }] },
            { name: finding.section, items: [{ label: finding.label }] },
          ],
        },
      }),
      201,
    );
    await expectStatus(
      'give the property its checklist',
      await office.put(`/api/admin/properties/${property.id}/checklist`, {
        data: { templateId: template.id, extraItems: [] },
      }),
      200,
    );
    const adminId = withDatabase(
      (db) =>
        db.prepare<[string], { id: number }>('select id from users where username = ?').get(admin.user.username)?.id,
    );
    if (adminId === undefined) throw new Error(`no user ${admin.user.username}`);
    const planned = await expectStatus<{ id: number }>(
      'plan a visit',
      await office.post(`/api/admin/properties/${property.id}/visits`, {
        data: { date: businessDatePlus(1), startTime: '10:00', staffId: adminId },
      }),
      201,
    );

    const visitPath = `/api/admin/visits/${planned.id}`;
    const started = await expectStatus<StaffVisit>(
      'start the visit',
      await office.post(`${visitPath}/start`, { data: { moveToToday: true } }),
      200,
    );
    const itemOf = (label: string): VisitItem => {
      const item = started.items.find((i) => i.label === label);
      if (!item) throw new Error(`no item "${label}" in ${JSON.stringify(started.items)}`);
      return item;
    };
    const ok = itemOf(checked.label);
    const issue = itemOf(finding.label);
    await expectStatus('answer OK', await office.put(`${visitPath}/items/${ok.id}`, { data: { answer: 'ok' } }), 200);
    await expectStatus(
      'answer the finding',
      await office.put(`${visitPath}/items/${issue.id}`, {
        data: { answer: 'issue', note: finding.note, severity: 'urgent' },
      }),
      200,
    );
    for (const photo of await testPhotos(2)) {
      await expectStatus(
        'add a photo',
        await office.post(`${visitPath}/items/${issue.id}/photos`, { multipart: { photos: photo } }),
        201,
      );
    }
    const finished = await expectStatus<StaffVisit>(
      'finish the visit',
      await office.post(`${visitPath}/finish`, { data: { result: 'urgent', summary } }),
      200,
    );
    return {
      client,
      storageState,
      propertyId: property.id,
      visitId: planned.id,
      findingId: issue.id,
      date: finished.date,
    };
  } finally {
    await owner.dispose();
    await office.dispose();
  }
}

/** "June 2, 2026" for a calendar date, as the client area writes a day in English. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
