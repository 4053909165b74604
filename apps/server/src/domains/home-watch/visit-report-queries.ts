import type { Kysely } from 'kysely';
import type { FindingDecision, FindingSeverity, ItemAnswer, Locale, VisitKind, VisitResult } from '@ta/shared';
import type { Database } from '../../db/types.js';
import { fromVisits } from './visit-rows.js';

/** What a report says about its visit, property and owner (never the property's access notes). */
export interface VisitReportHeader {
  id: number;
  kind: VisitKind;
  date: string;
  staffFirstName: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  result: VisitResult | null;
  summary: string | null;
  reportSentAt: string | null;
  propertyId: number;
  label: string | null;
  addressLine: string;
  city: string;
  zip: string;
  ownerId: number;
  ownerEmail: string;
  ownerFirstName: string;
  ownerLastName: string;
  ownerLanguage: Locale;
  /** The phone on the visit's appointment, if the office wrote one. */
  ownerPhone: string | null;
}

/** A finding's photo with the key its bytes are stored under (lib: domains/photos/photo-storage.ts). */
export interface ReportPhoto {
  id: number;
  itemId: number;
  storageKey: string;
  width: number;
  height: number;
}

/** One checklist item with what deciding about it needs to know. */
export interface FindingRecord {
  id: number;
  visitId: number;
  section: string;
  label: string;
  answer: ItemAnswer | null;
  note: string | null;
  decision: FindingDecision | null;
  finishedAt: string | null;
  ownerId: number;
}

/** The finding a request was made from, for the request's page in the back office. */
export interface RequestFinding {
  visitId: number;
  itemId: number;
  label: string;
  propertyName: string;
  note: string | null;
  severity: FindingSeverity | null;
}

/**
 * The reads and writes of visit reports (visit-report*.ts) and the owner's decisions
 * about findings (domains/home-watch/finding-decisions.ts).
 */
export function createVisitReportQueries(db: Kysely<Database>) {
  return {
    async header(visitId: number): Promise<VisitReportHeader | undefined> {
      return fromVisits(db)
        .select([
          'v.id',
          'v.kind',
          'a.appointmentDate as date',
          'st.firstName as staffFirstName',
          'v.startedAt',
          'v.finishedAt',
          'v.result',
          'v.summary',
          'v.reportSentAt',
          'p.id as propertyId',
          'p.label',
          'p.addressLine',
          'p.city',
          'p.zip',
          'c.id as ownerId',
          'c.email as ownerEmail',
          'c.firstName as ownerFirstName',
          'c.lastName as ownerLastName',
          'c.language as ownerLanguage',
          'a.clientPhone as ownerPhone',
        ])
        .where('v.id', '=', visitId)
        .executeTakeFirst();
    },

    async photos(visitId: number): Promise<ReportPhoto[]> {
      return db
        .selectFrom('visitPhotos')
        .select(['id', 'itemId', 'storageKey', 'width', 'height'])
        .where('visitId', '=', visitId)
        .orderBy('id')
        .execute();
    },

    /**
     * Marks a finished visit's report as sent, unless it already was: true for the one caller that
     * gets to send it.
     */
    async claimReportSending(visitId: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('propertyVisits')
        .set({ reportSentAt: at })
        .where('id', '=', visitId)
        .where('finishedAt', 'is not', null)
        .where('reportSentAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives the report back to be sent again (its sending failed). */
    async releaseReportSending(visitId: number): Promise<void> {
      await db.updateTable('propertyVisits').set({ reportSentAt: null }).where('id', '=', visitId).execute();
    },

    async finding(itemId: number): Promise<FindingRecord | undefined> {
      return db
        .selectFrom('visitItems as i')
        .innerJoin('propertyVisits as v', 'v.id', 'i.visitId')
        .innerJoin('properties as p', 'p.id', 'v.propertyId')
        .select([
          'i.id',
          'i.visitId',
          'i.section',
          'i.label',
          'i.answer',
          'i.note',
          'i.decision',
          'v.finishedAt',
          'p.clientId as ownerId',
        ])
        .where('i.id', '=', itemId)
        .executeTakeFirst();
    },

    /** Records the owner's decision unless one was made already: true when this one counts. */
    async decide(itemId: number, decision: FindingDecision, note: string | null, at: string): Promise<boolean> {
      const result = await db
        .updateTable('visitItems')
        .set({ decision, decisionNote: note, decidedAt: at })
        .where('id', '=', itemId)
        .where('decision', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async linkRepairRequest(itemId: number, requestId: number): Promise<void> {
      await db.updateTable('visitItems').set({ repairRequestId: requestId }).where('id', '=', itemId).execute();
    },

    /** The finding a request was made from, if it was. */
    async findingForRequest(requestId: number): Promise<RequestFinding | null> {
      const row = await db
        .selectFrom('visitItems as i')
        .innerJoin('propertyVisits as v', 'v.id', 'i.visitId')
        .innerJoin('properties as p', 'p.id', 'v.propertyId')
        .select([
          'i.id as itemId',
          'i.visitId',
          'i.label',
          'i.note',
          'i.severity',
          'p.label as propertyLabel',
          'p.addressLine',
        ])
        .where('i.repairRequestId', '=', requestId)
        .orderBy('i.id')
        .executeTakeFirst();
      if (!row) return null;
      return {
        visitId: row.visitId,
        itemId: row.itemId,
        label: row.label,
        propertyName: row.propertyLabel || row.addressLine,
        note: row.note,
        severity: row.severity,
      };
    },
  };
}

export type VisitReportQueries = ReturnType<typeof createVisitReportQueries>;
