import type { NotaryEntryInput } from '@ta/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NotaryEntriesTable } from '../../db/types.js';

/** A stored entry with who wrote it and the appointment it belongs to; the ID number still sealed. */
export type NotaryEntryRecord = Selectable<NotaryEntriesTable> & {
  enteredByName: string | null;
  appointmentDate: string | null;
  appointmentStart: string | null;
  appointmentClient: string | null;
};

/** The columns a form writes: the input less the number in clear, plus the sealed one. */
export type NotaryEntryColumns = Omit<NotaryEntryInput, 'idNumber' | 'fee' | 'correctsEntryId'> & {
  feeCents: number;
  idNumberSealed: string | null;
};

/**
 * The notary journal (docs/notary-journal.md). Entries are never deleted; `update` is the same-day
 * edit the route allows. Nothing here opens the sealed ID number.
 */
export function createNotaryJournalRepository(db: Kysely<Database>) {
  const entries = () =>
    db
      .selectFrom('notaryEntries as n')
      .leftJoin('users as u', 'u.id', 'n.enteredById')
      .leftJoin('appointments as a', 'a.id', 'n.appointmentId')
      .selectAll('n')
      .select([
        'u.firstName as enteredByFirst',
        'u.lastName as enteredByLast',
        'a.appointmentDate as appointmentDate',
        'a.startTime as appointmentStart',
        'a.clientName as appointmentClient',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];
  const toRecord = ({ enteredByFirst, enteredByLast, ...row }: Row): NotaryEntryRecord => ({
    ...row,
    enteredByName: enteredByFirst ? `${enteredByFirst} ${enteredByLast ?? ''}`.trim() : null,
  });

  return {
    async create(
      values: NotaryEntryColumns & { correctsEntryId: number | null },
      enteredById: number,
      now: Date,
    ): Promise<number> {
      const row = await db
        .insertInto('notaryEntries')
        .values({ ...values, enteredById, createdAt: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Rewrites an entry's fields; `idNumberSealed: undefined` keeps the number on file. */
    async update(
      id: number,
      values: Omit<NotaryEntryColumns, 'idNumberSealed'> & { idNumberSealed?: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('notaryEntries')
        .set({ ...values, updatedAt: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async find(id: number): Promise<NotaryEntryRecord | undefined> {
      const row = await entries().where('n.id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Entries whose act happened in [from, to), oldest first (the journal's order). */
    async between(from: Date, to: Date): Promise<NotaryEntryRecord[]> {
      const rows = await entries()
        .where('n.actAt', '>=', from.toISOString())
        .where('n.actAt', '<', to.toISOString())
        .orderBy('n.actAt')
        .orderBy('n.id')
        .execute();
      return rows.map(toRecord);
    },

    /** For each of `ids`, the entries that correct it. */
    async correctionsOf(ids: readonly number[]): Promise<Map<number, number[]>> {
      const found = new Map<number, number[]>();
      if (ids.length === 0) return found;
      const rows = await db
        .selectFrom('notaryEntries')
        .select(['id', 'correctsEntryId'])
        .where('correctsEntryId', 'in', [...ids])
        .orderBy('id')
        .execute();
      for (const row of rows) {
        if (row.correctsEntryId === null) continue;
        found.set(row.correctsEntryId, [...(found.get(row.correctsEntryId) ?? []), row.id]);
      }
      return found;
    },

    /** Notary Services appointments from `from` to `to` (yyyy-MM-dd), not cancelled, nearest first. */
    async notaryAppointments(from: string, to: string) {
      return db
        .selectFrom('appointments as a')
        .innerJoin('serviceTypes as s', 's.id', 'a.serviceTypeId')
        .select(['a.id', 'a.appointmentDate as date', 'a.startTime', 'a.clientName', 'a.location'])
        .where('s.name', '=', 'Notary Services')
        .where('a.status', '!=', 'cancelled')
        .where('a.appointmentDate', '>=', from)
        .where('a.appointmentDate', '<=', to)
        .orderBy('a.appointmentDate', 'desc')
        .orderBy('a.startTime', 'desc')
        .limit(50)
        .execute();
    },

    async appointmentExists(id: number): Promise<boolean> {
      return !!(await db.selectFrom('appointments').select('id').where('id', '=', id).executeTakeFirst());
    },
  };
}

export type NotaryJournalRepository = ReturnType<typeof createNotaryJournalRepository>;
