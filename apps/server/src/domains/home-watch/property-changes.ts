import { PROPERTY_FIELDS, type Property, type PropertyValues } from '@ta/shared';
import { notFound } from '../../lib/http-errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ServiceContext } from '../service-context.js';
import { toProperty, type PropertyRow } from './properties-repository.js';
import type { UserRecord } from '../accounts/index.js';
import * as activity from './home-watch-events.js';

/** The purpose a property's access notes are sealed for (lib/secret-box.ts binds it in). */
export const ACCESS_NOTES_PURPOSE = 'property-access-notes';

type Person = Pick<UserRecord, 'id' | 'firstName' | 'lastName'>;

/**
 * The access notes to store: text is sealed (replacing what is on file, even with "remove" ticked:
 * the new text is what the person typed last), "remove" clears them (null), blank keeps them
 * (undefined). The plain text goes no further than the seal.
 */
function sealedNotes(secretBox: SecretBox, values: PropertyValues): string | null | undefined {
  if (values.accessNotes) return secretBox.seal(values.accessNotes, ACCESS_NOTES_PURPOSE);
  return values.clearAccessNotes ? null : undefined;
}

/** The form's fields stored as they are (a staff form's `clientId` and the notes are not among them). */
function formFields(fields: PropertyValues) {
  return {
    label: fields.label,
    addressLine: fields.addressLine,
    city: fields.city,
    zip: fields.zip,
    county: fields.county,
    awayFrom: fields.awayFrom,
    awayUntil: fields.awayUntil,
    alarmCompany: fields.alarmCompany,
    emergencyContacts: fields.emergencyContacts,
    preferredVendors: fields.preferredVendors,
  };
}

/**
 * A new property of `owner`, added by the owner or (`actor` not the owner) by staff; the access notes
 * are sealed with the app's key (`ctx.secretBox`). Stored with its events.
 */
export async function createProperty(
  ctx: ServiceContext,
  actor: Person,
  owner: Person,
  values: PropertyValues,
): Promise<Property> {
  const sealed = sealedNotes(ctx.secretBox, values) ?? null;
  return ctx.inTransaction(async (tx) => {
    const row = await tx.repos.properties.create(owner.id, formFields(values), sealed);
    await tx.repos.events.record(activity.propertyCreated(actor, row, actor.id === owner.id ? undefined : owner));
    if (sealed !== null) await tx.repos.events.record(activity.accessNotesChanged(actor, row, false));
    return toProperty(row);
  });
}

const FIELDS_COMPARED = PROPERTY_FIELDS;

/** Every field of the form saved over `before`; an event for what changed (never the notes' text). */
export async function updateProperty(
  ctx: ServiceContext,
  actor: Person,
  before: PropertyRow,
  values: PropertyValues,
): Promise<Property> {
  const fields = formFields(values);
  const sealed = sealedNotes(ctx.secretBox, values);
  return ctx.inTransaction(async (tx) => {
    const after = await tx.repos.properties.update(before.id, fields, sealed);
    if (!after) throw notFound('property_not_found');
    if (FIELDS_COMPARED.some((key) => before[key] !== after[key])) {
      await tx.repos.events.record(activity.propertyUpdated(actor, after));
    }
    // Removing notes that were never on file changes nothing worth recording.
    if (sealed !== undefined && (sealed !== null || before.accessNotesSealed !== null)) {
      await tx.repos.events.record(activity.accessNotesChanged(actor, after, sealed === null));
    }
    return toProperty(after);
  });
}
