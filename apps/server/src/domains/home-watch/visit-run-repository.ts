import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { FindingPhoto, ItemAnswerValues, VisitResult } from '@ta/shared';
import type { Database } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';
import type { ChecklistLine } from './checklists-repository.js';
import { visitPhotoUrls } from './visit-items-repository.js';
import { fromVisits } from './visit-rows.js';

/** What the visit screen shows besides the summary and the items (never the access notes' text). */
export interface VisitRunDetails {
  clientId: number;
  summary: string | null;
  alarmCompany: string | null;
  emergencyContacts: string | null;
  accessNotesSealed: string | null;
  /** The appointment's phone, else the phone of the owner's latest request. */
  clientPhone: string | null;
}

export interface NewVisitPhoto {
  visitId: number;
  itemId: number;
  storageKey: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  uploadedById: number;
}

/**
 * Doing a visit on site (domains/home-watch/routes/staff-visits.ts): starting it (the checklist copied in), the
 * answers, the findings' photos and finishing it. Each change that depends on where the visit
 * stands checks it in the same statement, so two taps or two phones cannot start or finish a visit
 * twice, nor change an answer after the report went out.
 */
export function createVisitRunRepository(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  /** A visit that has started and not finished, as a condition on `visit_items` or `visit_photos` rows. */
  const visitOpen = (visitId: number) =>
    db
      .selectFrom('propertyVisits')
      .select('id')
      .where('id', '=', visitId)
      .where('startedAt', 'is not', null)
      .where('finishedAt', 'is', null);

  return {
    async details(visitId: number): Promise<VisitRunDetails | undefined> {
      const row = await fromVisits(db)
        .select([
          'p.clientId',
          'v.summary',
          'p.alarmCompany',
          'p.emergencyContacts',
          'p.accessNotesSealed',
          'a.clientPhone',
        ])
        .where('v.id', '=', visitId)
        .executeTakeFirst();
      if (!row) return undefined;
      const clientPhone = row.clientPhone?.trim() || (await latestRequestPhone(row.clientId));
      return { ...row, clientPhone };
    },

    /**
     * Time in: sets startedAt (only if nobody has), copies the checklist in its order and puts the
     * appointment in progress, all or nothing; `moveTo` moves the appointment to that day (a visit
     * done on another day than planned; its planned hours stay). False when the visit had already
     * started.
     */
    async start(
      visit: { id: number; appointmentId: number },
      items: readonly ChecklistLine[],
      now: Date,
      moveTo?: string,
    ): Promise<boolean> {
      const at = now.toISOString();
      return inGivenTransaction(db, async (trx) => {
        const started = await trx
          .updateTable('propertyVisits')
          .set({ startedAt: at })
          .where('id', '=', visit.id)
          .where('startedAt', 'is', null)
          .where('finishedAt', 'is', null)
          .executeTakeFirst();
        if (started.numUpdatedRows === 0n) return false;
        if (items.length > 0) {
          await trx
            .insertInto('visitItems')
            .values(items.map((item, position) => ({ visitId: visit.id, ...item, position })))
            .execute();
        }
        if (moveTo !== undefined) {
          await trx
            .updateTable('appointments')
            .set({ appointmentDate: moveTo })
            .where('id', '=', visit.appointmentId)
            .execute();
        }
        // Time in is the visit's Arrived (docs/visit-status.md); no step e-mail goes for it.
        await setAppointmentStatus(trx, visit.appointmentId, 'in-progress', at, { arrivedAt: at });
        return true;
      });
    },

    async itemOf(visitId: number, itemId: number): Promise<{ id: number; label: string } | undefined> {
      return db
        .selectFrom('visitItems')
        .select(['id', 'label'])
        .where('id', '=', itemId)
        .where('visitId', '=', visitId)
        .executeTakeFirst();
    },

    /** Saves (or overwrites) an item's answer while its visit is open; false otherwise. */
    async answer(visitId: number, itemId: number, values: ItemAnswerValues, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('visitItems')
        .set({ answer: values.answer, note: values.note, severity: values.severity, answeredAt: now.toISOString() })
        .where('id', '=', itemId)
        .where('visitId', '=', visitId)
        .where('visitId', 'in', visitOpen(visitId))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async photoCount(itemId: number): Promise<number> {
      const row = await db
        .selectFrom('visitPhotos')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('itemId', '=', itemId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Adds a photo to an item that has fewer than `limit`; undefined when it is full. The item's row
     * is locked (PostgreSQL; SQLite runs one write transaction at a time), so two uploads at the same
     * moment cannot both pass the count.
     */
    async addPhoto(photo: NewVisitPhoto, limit: number): Promise<FindingPhoto | undefined> {
      return inGivenTransaction(db, async (trx) => {
        await trx
          .selectFrom('visitItems')
          .select('id')
          .where('id', '=', photo.itemId)
          .$if(postgres, (q) => q.forUpdate())
          .executeTakeFirst();
        const { n } = await trx
          .selectFrom('visitPhotos')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('itemId', '=', photo.itemId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= limit) return undefined;
        const row = await trx
          .insertInto('visitPhotos')
          .values({ ...photo, uploadedAt: new Date().toISOString() })
          .returning(['id', 'storageKey', 'width', 'height'])
          .executeTakeFirstOrThrow();
        return { id: row.id, width: row.width, height: row.height, ...visitPhotoUrls(row.storageKey) };
      });
    },

    /** Removes a photo of an open visit; its storage key (to delete the bytes), or undefined. */
    async deletePhoto(visitId: number, photoId: number): Promise<{ storageKey: string } | undefined> {
      return db
        .deleteFrom('visitPhotos')
        .where('id', '=', photoId)
        .where('visitId', '=', visitId)
        .where('visitId', 'in', visitOpen(visitId))
        .returning('storageKey')
        .executeTakeFirst();
    },

    /**
     * Time out: the result and summary, and the appointment completed, all or nothing. False when
     * the visit was not open (finished meanwhile).
     */
    async finish(
      visit: { id: number; appointmentId: number },
      values: { result: VisitResult; summary: string | null },
      now: Date,
    ): Promise<boolean> {
      const at = now.toISOString();
      return inGivenTransaction(db, async (trx) => {
        const finished = await trx
          .updateTable('propertyVisits')
          .set({ finishedAt: at, result: values.result, summary: values.summary })
          .where('id', '=', visit.id)
          .where('startedAt', 'is not', null)
          .where('finishedAt', 'is', null)
          .executeTakeFirst();
        if (finished.numUpdatedRows === 0n) return false;
        // Time out is the visit's Done; the owner gets the report instead of a step e-mail.
        await setAppointmentStatus(trx, visit.appointmentId, 'completed', at, { doneAt: at });
        return true;
      });
    },

    /** Who may see a photo: the property's owner (once the visit is finished) and staff. */
    async photoAccess(storageKey: string): Promise<{ clientId: number; finished: boolean } | undefined> {
      const row = await db
        .selectFrom('visitPhotos as ph')
        .innerJoin('propertyVisits as v', 'v.id', 'ph.visitId')
        .innerJoin('properties as p', 'p.id', 'v.propertyId')
        .select(['p.clientId', 'v.finishedAt'])
        .where('ph.storageKey', '=', storageKey)
        .executeTakeFirst();
      return row && { clientId: row.clientId, finished: row.finishedAt !== null };
    },
  };

  async function latestRequestPhone(clientId: number): Promise<string | null> {
    const row = await db
      .selectFrom('contactRequests')
      .select('phone')
      .where('userId', '=', clientId)
      .where('phone', '!=', '')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.phone ?? null;
  }
}

/**
 * The appointment's status, with its calendar SEQUENCE raised as for any change of status, and the
 * visit's step (arrived or done) recorded at the same time; an earlier Arrived is kept.
 */
async function setAppointmentStatus(
  trx: Kysely<Database>,
  appointmentId: number,
  status: 'in-progress' | 'completed',
  at: string,
  step: { arrivedAt: string } | { doneAt: string },
): Promise<void> {
  await trx
    .updateTable('appointments')
    .set((eb) => ({
      status,
      updatedAt: at,
      calendarSequence: sql<number>`calendar_sequence + 1`,
      arrivedAt: eb.fn.coalesce('arrivedAt', eb.val(at)),
      ...('doneAt' in step ? { doneAt: step.doneAt } : {}),
    }))
    .where('id', '=', appointmentId)
    .execute();
}

export type VisitRunRepository = ReturnType<typeof createVisitRunRepository>;
