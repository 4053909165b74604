import type { Locale, NewsletterSend, Subscriber, SubscriberState } from '@ta/shared';
import { sql, type Kysely } from 'kysely';
import { countOf, onPage, type PageRequest } from '../../db/paging.js';
import { containsAny } from '../../db/search.js';
import type { Database } from '../../db/types.js';

/** A newsletter subscription as stored (docs/newsletter.md); the confirmation token only as its hash. */
export interface SubscriptionRow {
  id: number;
  email: string;
  name: string | null;
  language: Locale;
  active: boolean;
  confirmed: boolean;
  confirmSentAt: string | null;
}

/** A new confirmation link for an address: its token's hash, who asked, in which language, when. */
export interface ConfirmationAsked {
  email: string;
  name: string | null;
  language: Locale;
  tokenHash: string;
  now: Date;
}

const stateOf = (row: { active: boolean; confirmed: boolean }): SubscriberState =>
  !row.active ? 'unsubscribed' : row.confirmed ? 'subscribed' : 'waiting';

/** What the back office's list and its CSV read of a subscriber. */
const SUBSCRIBER_COLUMNS = [
  'id',
  'email',
  'name',
  'language',
  'active',
  'confirmed',
  'createdAt',
  'confirmedAt',
  'unsubscribedAt',
] as const;

/** A subscriber as the back office shows it: its state in one word instead of two flags. */
const toSubscriber = ({
  active,
  confirmed,
  ...row
}: Omit<Subscriber, 'state'> & { active: boolean; confirmed: boolean }): Subscriber => ({
  ...row,
  state: stateOf({ active, confirmed }),
});

/**
 * The newsletter's subscribers (`subscriptions`): one row per address. A reader receives newsletters
 * once confirmed and while active; unsubscribing makes the row inactive, and subscribing again needs a
 * new confirmation.
 */
export function createSubscriptionsRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<SubscriptionRow | undefined> {
      return db
        .selectFrom('subscriptions')
        .select(['id', 'email', 'name', 'language', 'active', 'confirmed', 'confirmSentAt'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /**
     * Starts (or starts again) the double opt-in of an address: not confirmed, active, with the new
     * token's hash. False when another request added the address meanwhile (nothing written).
     */
    async askConfirmation(asked: ConfirmationAsked, existing: SubscriptionRow | undefined): Promise<boolean> {
      const values = {
        confirmToken: asked.tokenHash,
        confirmed: false,
        active: true,
        language: asked.language,
        confirmSentAt: asked.now.toISOString(),
      };
      if (existing) {
        await db
          .updateTable('subscriptions')
          .set({ ...values, name: asked.name ?? existing.name })
          .where('id', '=', existing.id)
          .execute();
        return true;
      }
      const inserted = await db
        .insertInto('subscriptions')
        .values({ ...values, email: asked.email, name: asked.name })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /**
     * Confirms the address whose latest link has this token hash, if sent after `sentAfter` and still
     * waiting: one statement, so a link used twice confirms once. Answers the row's id, or undefined.
     */
    async confirm(tokenHash: string, sentAfter: Date, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('subscriptions')
        .set({ confirmed: true, confirmedAt: now.toISOString() })
        .where('confirmToken', '=', tokenHash)
        .where('active', '=', true)
        .where('confirmed', '=', false)
        .where('confirmSentAt', '>', sentAfter.toISOString())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Whether a confirmed, active address has this token hash (its link was used already). */
    async confirmedWith(tokenHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('subscriptions')
        .select('id')
        .where('confirmToken', '=', tokenHash)
        .where('active', '=', true)
        .where('confirmed', '=', true)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** How many receive a post sent now: confirmed and still subscribed. */
    async countSubscribed(): Promise<number> {
      return countOf(db.selectFrom('subscriptions').where('active', '=', true).where('confirmed', '=', true));
    },

    /** Starts a post's sending; undefined when it was sent already (one row per post). */
    async startSend(postId: number, sentById: number, recipients: number): Promise<number | undefined> {
      const row = await db
        .insertInto('newsletterSends')
        .values({ postId, sentById, recipients })
        .onConflict((oc) => oc.column('postId').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async findSend(id: number) {
      return db
        .selectFrom('newsletterSends')
        .select(['id', 'postId', 'createdAt'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** A sending's next readers after `afterId`: confirmed by the time it started, still subscribed. */
    async recipients(sentAt: string, afterId: number, limit: number) {
      return db
        .selectFrom('subscriptions')
        .select(['id', 'email', 'language'])
        .where('active', '=', true)
        .where('confirmed', '=', true)
        .where('confirmedAt', '<=', sentAt)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * A post's sending as the editor shows it: its e-mails by what became of them (their once-keys name
     * the sending), and how many readers have left since.
     */
    async sendOfPost(postId: number): Promise<NewsletterSend | null> {
      const send = await db
        .selectFrom('newsletterSends as n')
        .leftJoin('users as u', 'u.id', 'n.sentById')
        .select(['n.id', 'n.recipients', 'n.createdAt', 'u.firstName', 'u.lastName'])
        .where('n.postId', '=', postId)
        .executeTakeFirst();
      if (!send) return null;
      const statuses = await db
        .selectFrom('emailOutbox')
        .select(['status', sql<number | string>`count(*)`.as('n')])
        .where('onceKey', 'like', `newsletter:${send.id}:%`)
        .groupBy('status')
        .execute();
      const count = (status: string) => Number(statuses.find((s) => s.status === status)?.n ?? 0);
      const unsubscribedSince = await countOf(
        db
          .selectFrom('subscriptions')
          .where('confirmedAt', '<=', send.createdAt)
          .where('unsubscribedAt', '>', send.createdAt),
      );
      return {
        sentAt: send.createdAt,
        sentBy: send.firstName === null ? null : `${send.firstName} ${send.lastName ?? ''}`.trim(),
        recipients: send.recipients,
        delivered: count('sent'),
        failed: count('failed'),
        waiting: count('queued'),
        unsubscribedSince,
      };
    },

    /** The back office's list, newest first, searched over the address and the name. */
    async list(search: string | undefined, page: PageRequest): Promise<{ items: Subscriber[]; total: number }> {
      let query = db.selectFrom('subscriptions');
      if (search) query = query.where((eb) => containsAny(eb, ['email', 'name'], search));
      const rows = await query.select(SUBSCRIBER_COLUMNS).orderBy('id', 'desc').$call(onPage(page)).execute();
      return {
        items: rows.map(toSubscriber),
        total: await countOf(query),
      };
    },

    /** Every subscriber, oldest first, for the CSV export. */
    async all(): Promise<Subscriber[]> {
      const rows = await db.selectFrom('subscriptions').select(SUBSCRIBER_COLUMNS).orderBy('id').execute();
      return rows.map(toSubscriber);
    },

    /** Ends a subscription; false when there is no such row. Unsubscribing twice is not an error. */
    async unsubscribe(id: number, now: Date): Promise<boolean> {
      const found = await db
        .selectFrom('subscriptions')
        .select(['id', 'active'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) return false;
      if (found.active) {
        await db
          .updateTable('subscriptions')
          .set({ active: false, unsubscribedAt: now.toISOString() })
          .where('id', '=', id)
          .execute();
      }
      return true;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
