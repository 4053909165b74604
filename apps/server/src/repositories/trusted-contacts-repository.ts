import { CIRCLE_RIGHTS, parseList, type CircleRight } from '@ta/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** A live link between a trusted contact's account and the client they help (docs/circle.md). */
export interface CircleLink {
  /** The trusted_contacts row. */
  id: number;
  clientId: number;
  clientName: string;
  contactUserId: number;
  rights: CircleRight[];
}

/** The client's circle: invitations, trusted contacts and their rights. */
export function createTrustedContactsRepository(db: Kysely<Database>) {
  return {
    /**
     * The active link letting `contactUserId` help with `clientId`'s account, or undefined when
     * there is none (never invited, not yet accepted, removed, or the client's account is inactive).
     * Read on every request of a session that is helping with an account.
     */
    async activeLink(clientId: number, contactUserId: number): Promise<CircleLink | undefined> {
      const row = await db
        .selectFrom('trustedContacts as tc')
        .innerJoin('users as client', 'client.id', 'tc.clientId')
        .select(['tc.id', 'tc.clientId', 'tc.rights', 'client.firstName', 'client.lastName'])
        .where('tc.clientId', '=', clientId)
        .where('tc.contactUserId', '=', contactUserId)
        .where('tc.status', '=', 'active')
        .where('client.active', '=', true)
        .where('client.role', '=', 'client')
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        clientId: row.clientId,
        clientName: `${row.firstName} ${row.lastName}`,
        contactUserId,
        rights: parseList(row.rights, CIRCLE_RIGHTS),
      };
    },
  };
}
