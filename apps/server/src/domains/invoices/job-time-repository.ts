import type { JobItemKind } from '@ta/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The appointment's side of the time on the job, as the routes decide on it. */
export interface JobTimeAppointment {
  id: number;
  appointmentDate: string;
  clientName: string;
  staffId: number | null;
  workStartedAt: string | null;
  workEndedAt: string | null;
  workTimeByName: string | null;
  arrivedAt: string | null;
  doneAt: string | null;
}

export interface JobItemRecord {
  id: number;
  appointmentId: number;
  kind: JobItemKind;
  description: string;
  amountCents: number;
  receiptStorageKey: string | null;
  addedByName: string | null;
  createdAt: string;
}

export interface NewJobItem {
  appointmentId: number;
  kind: JobItemKind;
  description: string;
  amountCents: number;
  receiptStorageKey: string | null;
  addedById: number;
}

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/**
 * Time on the job and its items (docs/job-time.md). The phone's Start and Finish are conditional
 * UPDATEs, so two taps (or two phones) cannot start twice or finish what was not started; an item is
 * removed only while no invoice stands for the appointment, checked in the same DELETE.
 */
export function createJobTimeRepository(db: Kysely<Database>) {
  /** A non-void invoice of the appointment (a voided one no longer bills anything). */
  const standingInvoice = (appointmentId: number) =>
    db.selectFrom('invoices').select('id').where('appointmentId', '=', appointmentId).where('voidedAt', 'is', null);

  return {
    async appointment(id: number): Promise<JobTimeAppointment | undefined> {
      const row = await db
        .selectFrom('appointments as a')
        .leftJoin('users as u', 'u.id', 'a.workTimeById')
        .select([
          'a.id',
          'a.appointmentDate',
          'a.clientName',
          'a.staffId',
          'a.workStartedAt',
          'a.workEndedAt',
          'a.arrivedAt',
          'a.doneAt',
          'u.firstName',
          'u.lastName',
        ])
        .where('a.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { firstName, lastName, ...rest } = row;
      return { ...rest, workTimeByName: fullName(firstName, lastName) };
    },

    async items(appointmentId: number): Promise<JobItemRecord[]> {
      const rows = await db
        .selectFrom('jobItems as j')
        .leftJoin('users as u', 'u.id', 'j.addedById')
        .select([
          'j.id',
          'j.appointmentId',
          'j.kind',
          'j.description',
          'j.amountCents',
          'j.receiptStorageKey',
          'j.createdAt',
          'u.firstName',
          'u.lastName',
        ])
        .where('j.appointmentId', '=', appointmentId)
        .orderBy('j.id')
        .execute();
      return rows.map(({ firstName, lastName, ...rest }) => ({ ...rest, addedByName: fullName(firstName, lastName) }));
    },

    async item(appointmentId: number, itemId: number): Promise<JobItemRecord | undefined> {
      return (await this.items(appointmentId)).find((item) => item.id === itemId);
    },

    async isInvoiced(appointmentId: number): Promise<boolean> {
      return (await standingInvoice(appointmentId).executeTakeFirst()) !== undefined;
    },

    /** Records the start now; false when the work had already started. */
    async start(id: number, byId: number, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('appointments')
        .set({ workStartedAt: at, workTimeById: byId, updatedAt: at })
        .where('id', '=', id)
        .where('workStartedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Records the end now; false unless the work had started and not yet ended. */
    async finish(id: number, byId: number, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('appointments')
        .set({ workEndedAt: at, workTimeById: byId, updatedAt: at })
        .where('id', '=', id)
        .where('workStartedAt', 'is not', null)
        .where('workEndedAt', 'is', null)
        .where('workStartedAt', '<', at)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The office's typed (or corrected) start and end. */
    async setTimes(id: number, byId: number, times: { startedAt: string; endedAt: string }, now: Date) {
      await db
        .updateTable('appointments')
        .set({
          workStartedAt: times.startedAt,
          workEndedAt: times.endedAt,
          workTimeById: byId,
          updatedAt: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    async addItem(item: NewJobItem): Promise<number> {
      const row = await db.insertInto('jobItems').values(item).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Removes the item unless an invoice stands for its appointment; the removed row (for its receipt's
     * bytes), 'invoiced', or undefined when there was no such item.
     */
    async deleteItem(appointmentId: number, itemId: number): Promise<JobItemRecord | 'invoiced' | undefined> {
      const item = await this.item(appointmentId, itemId);
      if (!item) return undefined;
      const result = await db
        .deleteFrom('jobItems')
        .where('id', '=', itemId)
        .where('appointmentId', '=', appointmentId)
        .where(({ not, exists }) => not(exists(standingInvoice(appointmentId))))
        .executeTakeFirst();
      if (result.numDeletedRows > 0n) return item;
      return (await this.isInvoiced(appointmentId)) ? 'invoiced' : undefined;
    },

    /** The receipt key of one item, for serving its photo. */
    async receiptKey(appointmentId: number, itemId: number): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('jobItems')
        .select('receiptStorageKey')
        .where('id', '=', itemId)
        .where('appointmentId', '=', appointmentId)
        .executeTakeFirst();
      return row?.receiptStorageKey;
    },
  };
}
