import {
  CIRCLE_RIGHTS,
  CIRCLE_SMS_KINDS,
  CONSENT_METHODS,
  joinList,
  parseList,
  VISIT_STEPS,
  type CircleContact,
  type CircleLogEntry,
  type CircleRight,
  type CircleSmsKind,
  type CircleStatus,
  type ConsentMethod,
  type HelpedAccount,
  type VisitStep,
} from '@ta/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TrustedContactsTable } from '../../db/types.js';

/** A live link between a trusted contact's account and the client they help (docs/circle.md). */
export interface CircleLink {
  /** The trusted_contacts row. */
  id: number;
  clientId: number;
  clientName: string;
  contactUserId: number;
  rights: CircleRight[];
}

/** A trusted_contacts row as the server works with it; its token hash never leaves the repository. */
export type TrustedContactRecord = Omit<Selectable<TrustedContactsTable>, 'inviteTokenHash'>;

/** An invitation that can still be accepted, with the name of the client who sent it. */
export interface OpenInvitation extends TrustedContactRecord {
  clientName: string;
}

export interface NewInvitation {
  clientId: number;
  name: string;
  email: string;
  rights: readonly CircleRight[];
  visitNotices: readonly VisitStep[];
  /** Null for a contact staff propose: nobody is invited until the client (or an admin) says yes. */
  inviteTokenHash: string | null;
  inviteExpiresAt: string | null;
  invitedById: number;
  consentMethod?: ConsentMethod | null;
  consentNote?: string | null;
  /** Null while the client is still to be shown that the office added this contact. */
  clientSeenAt: string | null;
}

const RECORD_COLUMNS = [
  'tc.id',
  'tc.clientId',
  'tc.contactUserId',
  'tc.name',
  'tc.email',
  'tc.rights',
  'tc.visitNotices',
  'tc.smsKinds',
  'tc.status',
  'tc.inviteExpiresAt',
  'tc.invitedById',
  'tc.consentMethod',
  'tc.consentNote',
  'tc.createdAt',
  'tc.acceptedAt',
  'tc.removedAt',
  'tc.removedById',
  'tc.clientSeenAt',
  'tc.updatedAt',
] as const;

const consentOf = (value: string | null): ConsentMethod | null =>
  CONSENT_METHODS.find((method) => method === value) ?? null;

/** What the client (and staff) see of one person of the circle: never the invitation's token or hash. */
export function toCircleContact(row: TrustedContactRecord, lastActiveAt: string | null = null): CircleContact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    rights: parseList(row.rights, CIRCLE_RIGHTS),
    visitNotices: parseList(row.visitNotices, VISIT_STEPS),
    status: row.status as CircleStatus,
    invitedAt: row.createdAt,
    inviteExpiresAt: row.status === 'invited' ? row.inviteExpiresAt : null,
    acceptedAt: row.acceptedAt,
    removedAt: row.removedAt,
    // Staff always write down the client's consent when they add someone; a client adding someone does not.
    addedBy: row.consentMethod === null ? 'client' : 'staff',
    consentMethod: consentOf(row.consentMethod),
    consentNote: row.consentNote,
    lastActiveAt,
  };
}

/** The client's circle: invitations, trusted contacts and their rights. */
export function createTrustedContactsRepository(db: Kysely<Database>) {
  const records = () => db.selectFrom('trustedContacts as tc').select(RECORD_COLUMNS);

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

    /**
     * A client's whole circle, newest first: invitations, active contacts and removed ones (the
     * client sees the history), each with the last time the contact did something for the client.
     */
    async listForClient(clientId: number): Promise<CircleContact[]> {
      const rows = await records()
        .select((eb) =>
          eb
            .selectFrom('events')
            .select((e) => e.fn.max('events.createdAt').as('at'))
            .whereRef('events.actorId', '=', 'tc.contactUserId')
            .where('events.onBehalfOfId', '=', clientId)
            .as('lastActiveAt'),
        )
        .where('tc.clientId', '=', clientId)
        .orderBy('tc.createdAt', 'desc')
        .orderBy('tc.id', 'desc')
        .execute();
      return rows.map(({ lastActiveAt, ...row }) =>
        toCircleContact(row, lastActiveAt == null ? null : String(lastActiveAt)),
      );
    },

    /** One row of `clientId`'s circle, whatever its status. */
    async findForClient(clientId: number, id: number): Promise<TrustedContactRecord | undefined> {
      return records().where('tc.clientId', '=', clientId).where('tc.id', '=', id).executeTakeFirst();
    },

    /** The invitation or membership of `email` in the client's circle that is not removed. */
    async findLiveByEmail(clientId: number, email: string): Promise<TrustedContactRecord | undefined> {
      return records()
        .where('tc.clientId', '=', clientId)
        .where('tc.email', '=', email.toLowerCase())
        .where('tc.status', '<>', 'removed')
        .executeTakeFirst();
    },

    /** A new invitation. Throws a unique violation when the address is already live in this circle. */
    async invite(input: NewInvitation): Promise<TrustedContactRecord> {
      const { id } = await db
        .insertInto('trustedContacts')
        .values({
          clientId: input.clientId,
          name: input.name,
          email: input.email.toLowerCase(),
          rights: joinList(input.rights, CIRCLE_RIGHTS),
          visitNotices: joinList(input.visitNotices, VISIT_STEPS),
          status: input.inviteTokenHash === null ? 'proposed' : 'invited',
          inviteTokenHash: input.inviteTokenHash,
          inviteExpiresAt: input.inviteExpiresAt,
          invitedById: input.invitedById,
          consentMethod: input.consentMethod ?? null,
          consentNote: input.consentNote ?? null,
          clientSeenAt: input.clientSeenAt,
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await records().where('tc.id', '=', id).executeTakeFirst()) as TrustedContactRecord;
    },

    /**
     * The invitation this token opens, while it can still be accepted: not yet accepted, not
     * removed, not expired at `nowIso`, and sent by an active client account.
     */
    async findOpenInvitation(tokenHash: string, nowIso: string): Promise<OpenInvitation | undefined> {
      const row = await records()
        .innerJoin('users as client', 'client.id', 'tc.clientId')
        .select(['client.firstName', 'client.lastName'])
        .where('tc.inviteTokenHash', '=', tokenHash)
        .where('tc.status', '=', 'invited')
        .where('tc.inviteExpiresAt', '>', nowIso)
        .where('client.active', '=', true)
        .where('client.role', '=', 'client')
        .executeTakeFirst();
      if (!row) return undefined;
      const { firstName, lastName, ...record } = row;
      return { ...record, clientName: `${firstName} ${lastName}` };
    },

    /**
     * Accepts the invitation for `contactUserId`: one update that only an open invitation with this
     * token passes, so a token is spent once even when two accepts race. The token is cleared.
     */
    async accept(tokenHash: string, contactUserId: number, nowIso: string): Promise<TrustedContactRecord | undefined> {
      const updated = await db
        .updateTable('trustedContacts')
        .set({ status: 'active', contactUserId, acceptedAt: nowIso, inviteTokenHash: null, updatedAt: nowIso })
        .where('inviteTokenHash', '=', tokenHash)
        .where('status', '=', 'invited')
        .where('inviteExpiresAt', '>', nowIso)
        .returning('id')
        .executeTakeFirst();
      return updated && records().where('tc.id', '=', updated.id).executeTakeFirst();
    },

    /**
     * The client's (or an admin's) yes to a contact staff proposed: one update that only a row still
     * `proposed` passes, so two confirmations send one invitation. `clientSeenAt` null: the client
     * is still to be shown it (an admin confirmed).
     */
    async confirm(
      clientId: number,
      id: number,
      invitation: { inviteTokenHash: string; inviteExpiresAt: string; clientSeenAt: string | null },
    ): Promise<TrustedContactRecord | undefined> {
      const updated = await db
        .updateTable('trustedContacts')
        .set({ status: 'invited', ...invitation, updatedAt: new Date().toISOString() })
        .where('clientId', '=', clientId)
        .where('id', '=', id)
        .where('status', '=', 'proposed')
        .returning('id')
        .executeTakeFirst();
      return updated && records().where('tc.id', '=', updated.id).executeTakeFirst();
    },

    /** The names of contacts the office added to the circle that the client has not been shown yet. */
    async addedByOfficeUnseen(clientId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('trustedContacts')
        .select('name')
        .where('clientId', '=', clientId)
        .where('clientSeenAt', 'is', null)
        .where('status', 'in', ['invited', 'active'])
        .orderBy('id')
        .execute();
      return rows.map((row) => row.name);
    },

    /** The client has seen the office's additions to their circle. */
    async markSeenByClient(clientId: number): Promise<void> {
      await db
        .updateTable('trustedContacts')
        .set({ clientSeenAt: new Date().toISOString() })
        .where('clientId', '=', clientId)
        .where('clientSeenAt', 'is', null)
        .execute();
    },

    /** New rights and visit e-mails for a person of the circle who is not removed. */
    async update(
      clientId: number,
      id: number,
      changes: { rights: readonly CircleRight[]; visitNotices: readonly VisitStep[] },
    ): Promise<TrustedContactRecord | undefined> {
      const updated = await db
        .updateTable('trustedContacts')
        .set({
          rights: joinList(changes.rights, CIRCLE_RIGHTS),
          visitNotices: joinList(changes.visitNotices, VISIT_STEPS),
          updatedAt: new Date().toISOString(),
        })
        .where('clientId', '=', clientId)
        .where('id', '=', id)
        .where('status', '<>', 'removed')
        .returning('id')
        .executeTakeFirst();
      return updated && records().where('tc.id', '=', updated.id).executeTakeFirst();
    },

    /**
     * Ends a person's place in the circle (an invitation not yet accepted stops working too). Their
     * sessions see it on their next request; the app also tells open chat sockets
     * (plugins/app/repositories.ts). Undefined when there is no such live row.
     */
    async remove(clientId: number, id: number, removedById: number): Promise<TrustedContactRecord | undefined> {
      const nowIso = new Date().toISOString();
      const updated = await db
        .updateTable('trustedContacts')
        .set({ status: 'removed', removedAt: nowIso, removedById, inviteTokenHash: null, updatedAt: nowIso })
        .where('clientId', '=', clientId)
        .where('id', '=', id)
        .where('status', '<>', 'removed')
        .returning('id')
        .executeTakeFirst();
      return updated && records().where('tc.id', '=', updated.id).executeTakeFirst();
    },

    /** The accounts `contactUserId` helps with now (active links to active clients), by name. */
    async helpedAccounts(contactUserId: number): Promise<HelpedAccount[]> {
      const rows = await db
        .selectFrom('trustedContacts as tc')
        .innerJoin('users as client', 'client.id', 'tc.clientId')
        .select(['tc.clientId', 'tc.rights', 'tc.visitNotices', 'tc.smsKinds', 'client.firstName', 'client.lastName'])
        .where('tc.contactUserId', '=', contactUserId)
        .where('tc.status', '=', 'active')
        .where('client.active', '=', true)
        .where('client.role', '=', 'client')
        .orderBy('client.firstName')
        .orderBy('client.lastName')
        .orderBy('tc.clientId')
        .execute();
      return rows.map((row) => ({
        clientId: row.clientId,
        name: `${row.firstName} ${row.lastName}`,
        rights: parseList(row.rights, CIRCLE_RIGHTS),
        visitNotices: parseList(row.visitNotices, VISIT_STEPS),
        smsKinds: parseList(row.smsKinds, CIRCLE_SMS_KINDS),
      }));
    },

    /** The contact's own choice of texts for one account they help with (docs/sms.md). */
    async setContactSmsKinds(
      clientId: number,
      contactUserId: number,
      smsKinds: readonly CircleSmsKind[],
    ): Promise<boolean> {
      const result = await db
        .updateTable('trustedContacts')
        .set({ smsKinds: joinList(smsKinds, CIRCLE_SMS_KINDS), updatedAt: new Date().toISOString() })
        .where('clientId', '=', clientId)
        .where('contactUserId', '=', contactUserId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The contact's own choice of visit-step e-mails for one account they help with. */
    async setContactNotices(
      clientId: number,
      contactUserId: number,
      visitNotices: readonly VisitStep[],
    ): Promise<boolean> {
      const result = await db
        .updateTable('trustedContacts')
        .set({ visitNotices: joinList(visitNotices, VISIT_STEPS), updatedAt: new Date().toISOString() })
        .where('clientId', '=', clientId)
        .where('contactUserId', '=', contactUserId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The access log: what was done on the client's behalf or to their circle, newest first. */
    async log(clientId: number, limit: number): Promise<CircleLogEntry[]> {
      const rows = await db
        .selectFrom('events')
        .leftJoin('users as actor', 'actor.id', 'events.actorId')
        .leftJoin('trustedContacts as about', (join) =>
          join.onRef('about.id', '=', 'events.subjectId').on('events.subjectType', '=', 'trusted_contact'),
        )
        .select([
          'events.createdAt',
          'events.type',
          'events.summary',
          'actor.firstName',
          'actor.lastName',
          'about.name as contactName',
        ])
        .where('events.onBehalfOfId', '=', clientId)
        .orderBy('events.createdAt', 'desc')
        .orderBy('events.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        at: row.createdAt,
        actorName: row.firstName === null ? 'A deleted account' : `${row.firstName} ${row.lastName}`,
        action: row.type,
        contactName: row.contactName,
        summary: row.summary,
      }));
    },
  };
}

export type TrustedContactsRepository = ReturnType<typeof createTrustedContactsRepository>;
