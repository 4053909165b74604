import type { Kysely, Selectable } from 'kysely';
import type { Property, PropertyValues } from '@ta/shared';
import type { Database, PropertiesTable } from '../../db/types.js';

/**
 * Properties (docs/home-watch.md). The access notes column holds sealed text only: this
 * repository stores and returns it as it is given; sealing and opening is the service's, with the
 * app's secret box, so no query here can leak the plain text.
 */
export type PropertyRow = Selectable<PropertiesTable>;

/** The fields a property's form sets (the access notes come sealed, separately). */
type PropertyFields = Omit<PropertyValues, 'accessNotes' | 'clearAccessNotes'>;

export function toProperty(row: PropertyRow): Property {
  return {
    id: row.id,
    clientId: row.clientId,
    label: row.label,
    addressLine: row.addressLine,
    city: row.city,
    zip: row.zip,
    county: row.county,
    awayFrom: row.awayFrom,
    awayUntil: row.awayUntil,
    alarmCompany: row.alarmCompany,
    emergencyContacts: row.emergencyContacts,
    preferredVendors: row.preferredVendors,
    accessNotesOnFile: row.accessNotesSealed !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function createPropertiesRepository(db: Kysely<Database>) {
  return {
    async findById(id: number): Promise<PropertyRow | undefined> {
      return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async listForClient(clientId: number): Promise<PropertyRow[]> {
      return db.selectFrom('properties').selectAll().where('clientId', '=', clientId).orderBy('id').execute();
    },

    /** `accessNotesSealed`: a sealed value to store, null to clear, undefined to keep. */
    async create(clientId: number, fields: PropertyFields, accessNotesSealed: string | null): Promise<PropertyRow> {
      return db
        .insertInto('properties')
        .values({ clientId, ...fields, accessNotesSealed })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(
      id: number,
      fields: PropertyFields,
      accessNotesSealed: string | null | undefined,
    ): Promise<PropertyRow | undefined> {
      return db
        .updateTable('properties')
        .set({
          ...fields,
          ...(accessNotesSealed === undefined ? {} : { accessNotesSealed }),
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * True when `staffId` is assigned to a visit of the property that is not finished or
     * cancelled: the only people who may read its access notes.
     */
    async isAssignedToOpenVisit(propertyId: number, staffId: number): Promise<boolean> {
      const row = await db
        .selectFrom('propertyVisits as v')
        .innerJoin('appointments as a', 'a.id', 'v.appointmentId')
        .select('v.id')
        .where('v.propertyId', '=', propertyId)
        .where('a.staffId', '=', staffId)
        .where('v.finishedAt', 'is', null)
        .where('a.status', '!=', 'cancelled')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
