import type { Locale } from '@ta/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** A trusted contact's live link to a client, with their own account's address and language. */
export interface CircleMemberRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  language: Locale;
  /** Comma-separated rights and visit steps, as stored. */
  rights: string;
  visitNotices: string;
}

/** Who in a client's circle can hear of the client's affairs (domains/circle/circle-recipients.ts). */
export function createCircleRecipientQueries(db: Kysely<Database>) {
  return {
    /**
     * The client's active trusted contacts whose own account is active, oldest link first. Nobody
     * when the client's own account is inactive: a closed account's notices go to nobody.
     */
    async activeMembers(clientId: number): Promise<CircleMemberRow[]> {
      return db
        .selectFrom('trustedContacts as tc')
        .innerJoin('users as contact', 'contact.id', 'tc.contactUserId')
        .innerJoin('users as client', 'client.id', 'tc.clientId')
        .select([
          'contact.id as userId',
          'contact.firstName',
          'contact.lastName',
          'contact.email',
          'contact.language',
          'tc.rights',
          'tc.visitNotices',
        ])
        .where('tc.clientId', '=', clientId)
        .where('tc.status', '=', 'active')
        .where('contact.active', '=', true)
        .where('client.active', '=', true)
        .orderBy('tc.id')
        .execute();
    },
  };
}
