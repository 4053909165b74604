import type { Kysely } from 'kysely';
import { CIRCLE_RIGHTS, parseList, VISIT_STEPS, type Locale, type VisitStep } from '@ta/shared';
import type { Database } from '../db/types.js';

/** Someone e-mailed when a visit reaches a step, in their own language. */
export interface VisitStepRecipient {
  email: string;
  language: Locale;
}

/**
 * Who hears of a visit's step besides the staff (docs/visit-status.md): the client's account, when
 * it is active and its choice includes the step; and each trusted contact of that client who is
 * active, holds the `appointments` right, has an active account and chose the step. Read-only over
 * the circle's table; the circle's own routes change it.
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

    /** The trusted contacts of `clientId` to e-mail about `step`, one per address. */
    async trustedContacts(clientId: number, step: VisitStep): Promise<VisitStepRecipient[]> {
      const rows = await db
        .selectFrom('trustedContacts as tc')
        .innerJoin('users as cu', 'cu.id', 'tc.contactUserId')
        .select(['tc.rights', 'tc.visitNotices', 'cu.email', 'cu.language'])
        .where('tc.clientId', '=', clientId)
        .where('tc.status', '=', 'active')
        .where('cu.active', '=', true)
        .orderBy('tc.id')
        .execute();
      const byAddress = new Map<string, VisitStepRecipient>();
      for (const row of rows) {
        if (!parseList(row.rights, CIRCLE_RIGHTS).includes('appointments')) continue;
        if (!parseList(row.visitNotices, VISIT_STEPS).includes(step)) continue;
        const key = row.email.trim().toLowerCase();
        if (!byAddress.has(key)) byAddress.set(key, { email: row.email, language: row.language });
      }
      return [...byAddress.values()];
    },
  };
}

export type VisitStepRecipients = ReturnType<typeof createVisitStepRecipients>;
