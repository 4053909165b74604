import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The app_settings row of the owner's public review page. */
const REVIEW_URL_KEY = 'feedback.review_url';

export interface NewFeedbackRequest {
  appointmentId: number;
  clientId: number | null;
  staffId: number | null;
  serviceTypeId: number | null;
  tokenHash: string;
}

/** An answer with what the back office shows beside it. */
export interface FeedbackAnswerRow {
  id: number;
  appointmentId: number;
  clientId: number | null;
  clientName: string;
  staffId: number | null;
  staffFirstName: string | null;
  staffLastName: string | null;
  serviceTypeId: number | null;
  serviceName: string | null;
  date: string;
  stars: number;
  comment: string | null;
  answeredAt: string;
}

/**
 * Feedback after a visit (docs/feedback.md): one request per finished visit, found by its token's
 * hash, answered once; the answers the back office reads; the owner's public review page.
 */
export function createFeedbackRepository(db: Kysely<Database>) {
  /** A request with its visit, staff member and service. */
  const withVisit = () =>
    db
      .selectFrom('visitFeedback as f')
      .innerJoin('appointments as a', 'a.id', 'f.appointmentId')
      .leftJoin('users as s', 's.id', 'f.staffId')
      .leftJoin('serviceTypes as t', 't.id', 'f.serviceTypeId');
  const answers = () =>
    withVisit()
      .select([
        'f.id',
        'f.appointmentId',
        'f.clientId',
        'a.clientName',
        'f.staffId',
        's.firstName as staffFirstName',
        's.lastName as staffLastName',
        'f.serviceTypeId',
        't.name as serviceName',
        'a.appointmentDate as date',
        'f.stars',
        'f.comment',
        'f.answeredAt',
      ])
      .where('f.answeredAt', 'is not', null);
  const asAnswer = (row: Awaited<ReturnType<ReturnType<typeof answers>['executeTakeFirstOrThrow']>>) =>
    ({ ...row, stars: row.stars ?? 0, answeredAt: row.answeredAt ?? '' }) satisfies FeedbackAnswerRow;

  return {
    /** The request of a finished visit; false when the visit already has one (a Done tapped twice). */
    async add(request: NewFeedbackRequest): Promise<boolean> {
      const result = await db
        .insertInto('visitFeedback')
        .values(request)
        .onConflict((oc) => oc.column('appointmentId').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The request a link's token opens, with its visit's day, service and staff member. */
    async findByTokenHash(tokenHash: string) {
      return withVisit()
        .select([
          'f.id',
          'f.appointmentId',
          'f.stars',
          'f.answeredAt',
          'a.appointmentDate as date',
          'a.clientName',
          's.firstName as staffFirstName',
          's.lastName as staffLastName',
          't.name as serviceName',
        ])
        .where('f.tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Records the answer, only if none is recorded yet: one conditional update, so two answers sent at
     * once record the first and refuse the second. False when it was answered already.
     */
    async answer(id: number, answer: { stars: number; comment: string | null }, at: string): Promise<boolean> {
      const result = await db
        .updateTable('visitFeedback')
        .set({ stars: answer.stars, comment: answer.comment, answeredAt: at })
        .where('id', '=', id)
        .where('answeredAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Every answer whose visit fell on or after `fromDate` (YYYY-MM-DD), newest visit first. */
    async answersSince(fromDate: string): Promise<FeedbackAnswerRow[]> {
      const rows = await answers()
        .where('a.appointmentDate', '>=', fromDate)
        .orderBy('a.appointmentDate', 'desc')
        .orderBy('f.id', 'desc')
        .execute();
      return rows.map(asAnswer);
    },

    /** How many visits on or after `fromDate` were asked, answered or not. */
    async requestedSince(fromDate: string): Promise<number> {
      const row = await db
        .selectFrom('visitFeedback as f')
        .innerJoin('appointments as a', 'a.id', 'f.appointmentId')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('a.appointmentDate', '>=', fromDate)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A client's answers, newest visit first. */
    async answersOfClient(clientId: number): Promise<FeedbackAnswerRow[]> {
      const rows = await answers()
        .where('f.clientId', '=', clientId)
        .orderBy('a.appointmentDate', 'desc')
        .orderBy('f.id', 'desc')
        .execute();
      return rows.map(asAnswer);
    },

    async reviewUrl(): Promise<string | null> {
      const row = await db
        .selectFrom('appSettings')
        .select('value')
        .where('key', '=', REVIEW_URL_KEY)
        .executeTakeFirst();
      return row?.value ? row.value : null;
    },

    async setReviewUrl(url: string, byId: number): Promise<void> {
      const now = new Date().toISOString();
      await db
        .insertInto('appSettings')
        .values({ key: REVIEW_URL_KEY, value: url, updatedAt: now, updatedById: byId })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: url, updatedAt: now, updatedById: byId }))
        .execute();
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
