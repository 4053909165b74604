import { businessToday, type PropertyInput } from '@ta/shared';
import { ACCESS_NOTES_PURPOSE } from '../../src/domains/home-watch/property-changes.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../helper.js';
import { photoForm } from './photos.js';
import { inOwnTransaction } from './repository-transactions.js';

/** A house's access notes: the secret no answer but the assigned staff member's may carry. */
export const ACCESS_NOTES = 'Gate code 4321, lockbox on the lanai door: 7788';

/** A client's house, its access notes sealed as the property forms store them (none when null). */
export async function houseOf(t: TestApp, clientId: number, accessNotes: string | null = ACCESS_NOTES) {
  return t.app.repos.properties.create(
    clientId,
    {
      label: 'Naples condo',
      addressLine: '12 Gulf Shore Blvd',
      city: 'Naples',
      zip: '34102',
      county: 'Collier',
      awayFrom: null,
      awayUntil: null,
      alarmCompany: 'Gulf Alarm, account 5521',
      emergencyContacts: 'Neighbor Ann, 239-555-0101',
      preferredVendors: null,
    },
    accessNotes === null ? null : t.app.secretBox.seal(accessNotes, ACCESS_NOTES_PURPOSE),
  );
}

/**
 * A short checklist for the house: a template of two items (stored out of order) and one item of
 * the house's own, so a visit has three items: "Doors locked", "No leaks", "Orchid watered". The
 * first is written in Spanish too; the others only in English.
 */
export async function shortChecklist(t: TestApp, propertyId: number): Promise<void> {
  const db = t.app.db;
  const template = await db
    .insertInto('checklistTemplates')
    .values({ name: 'Short', isDefault: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('checklistTemplateItems')
    .values([
      { templateId: template.id, section: 'Water', label: 'No leaks under the sinks', position: 1 },
      {
        templateId: template.id,
        section: 'Doors',
        sectionEs: 'Puertas',
        label: 'All doors locked',
        labelEs: 'Todas las puertas cerradas con llave',
        position: 0,
      },
    ])
    .execute();
  await db.updateTable('properties').set({ checklistTemplateId: template.id }).where('id', '=', propertyId).execute();
  await db
    .insertInto('propertyChecklistItems')
    .values({ propertyId, section: 'Lanai', label: 'Orchid on the lanai watered', position: 0 })
    .execute();
}

/** A visit of the house today (or on `date`), from early morning to the day's last minute. */
export async function visitOf(t: TestApp, propertyId: number, staffId: number | null, date = businessToday()) {
  return inOwnTransaction(t.app, (repos) =>
    repos.visits.create({
      propertyId,
      date,
      startTime: '07:00',
      endTime: '23:59',
      staffId,
      kind: 'routine',
    }),
  );
}

/** An owner, their house with a short checklist and a visit today, the staff member given it, another one, an admin. */
export async function houseWithVisit(t: TestApp, accessNotes: string | null = ACCESS_NOTES) {
  const owner = await registerClient(t);
  const [staff, other, admin] = [await createStaff(t), await createStaff(t), await createStaff(t, 'admin')];
  const property = await houseOf(t, owner.user.id, accessNotes);
  await shortChecklist(t, property.id);
  const visitId = await visitOf(t, property.id, staff.user.id);
  return { owner, staff, other, admin, property, visitId };
}

export type Caller = { cookie: string };

export function as(t: TestApp, caller: Caller | undefined) {
  return caller ? cookieHeader(t, caller.cookie) : {};
}

/** POST a photo (or several, or none) to an item of a visit. */
export async function sendPhotos(t: TestApp, caller: Caller, visitId: number, itemId: number, files: Buffer[]) {
  const url = `/api/admin/visits/${visitId}/items/${itemId}/photos`;
  const { payload, headers } = await photoForm(url, files);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...as(t, caller) } });
}

/** A property form as a client fills it in; `overrides` change any field. */
export function propertyBody(overrides: Partial<PropertyInput> = {}): PropertyInput {
  return {
    label: 'Naples condo',
    addressLine: '12 Gulf Shore Blvd',
    city: 'Naples',
    zip: '34102',
    county: 'Collier',
    awayFrom: '2099-01-04',
    awayUntil: '2099-03-29',
    alarmCompany: 'Sunshine Alarms, 239-555-0100',
    emergencyContacts: 'Nephew Tom, 239-555-0101',
    preferredVendors: null,
    accessNotes: null,
    clearAccessNotes: false,
    ...overrides,
  };
}
