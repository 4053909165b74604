import type { Kysely } from 'kysely';
import { parseList, VISIT_STEPS, type Locale, type VisitStep } from '@ta/shared';
import type { Database } from '../../db/types.js';

/**
 * The client's side of who hears of a visit's step (docs/visit-status.md): the client's account, when
 * it is active and its choice includes the step. Their trusted contacts come from circleRecipients
 * (domains/circle/circle-recipients.ts): those holding the appointments right who chose the step.
 */
export function createVisitStepRecipients(db: Kysely<Database>) {
  return {
    /** The client's own choice and language, or undefined when the account is gone or inactive. */
    async client(clientId: number): Promise<{ steps: VisitStep[]; language: Locale } | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['visitNotices', 'language'])
        .where('id', '=', clientId)
        .where('role', '=', 'client')
        .where('active', '=', true)
        .executeTakeFirst();
      return row && { steps: parseList(row.visitNotices, VISIT_STEPS), language: row.language };
    },
  };
}

export type VisitStepRecipients = ReturnType<typeof createVisitStepRecipients>;
