import { CIRCLE_SMS_KINDS, type CircleRight, type Locale, type SmsKind, type SmsStatus } from '@ta/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SmsMessagesTable } from '../../db/types.js';

export type SmsMessageRow = Selectable<SmsMessagesTable>;
export type NewSmsMessage = Omit<Insertable<SmsMessagesTable>, 'id' | 'createdAt' | 'status' | 'tries'>;

/** Someone a text about a client goes to: the client, or a trusted contact who chose it for them. */
export interface TextRecipient {
  userId: number;
  phone: string;
  language: Locale;
  firstName: string;
  /** A trusted contact's copy: nothing only the client should read. */
  copy: boolean;
}

/** Whether a comma-separated list holds a word. */
const holds = (list: string, word: string) => list.split(',').includes(word);

/**
 * The texts sent (docs/sms.md) and who gets one. A text is written with the work that causes it and a
 * `sms` job; the job moves it from queued to sent (or failed), and Twilio's delivery reports on to
 * delivered or undelivered. `once_key` keeps one text per event and person.
 */
export function createSmsMessagesRepository(db: Kysely<Database>) {
  const now = () => new Date().toISOString();
  return {
    /**
     * Who gets a text of `kind` about `clientId`: the client when they chose it, and, for the kinds a
     * trusted contact may get, each active contact with the appointments right who chose it for this
     * client (and holds `circleRight`: a report's text needs the reports right); each with a consent in force
     * for their number on an active account. One text a number.
     */
    async recipientsFor(
      clientId: number,
      kind: SmsKind,
      circleRight: CircleRight = 'appointments',
    ): Promise<TextRecipient[]> {
      const consented = db
        .selectFrom('users as u')
        .innerJoin('smsConsents as c', (join) =>
          join.onRef('c.userId', '=', 'u.id').onRef('c.phone', '=', 'u.smsPhone').on('c.endedAt', 'is', null),
        )
        .select(['u.id', 'u.smsKinds', 'c.phone', 'u.language', 'u.firstName'])
        .where('u.active', '=', true);
      const client = await consented.where('u.id', '=', clientId).executeTakeFirst();
      const recipients: TextRecipient[] = [];
      if (client && holds(client.smsKinds, kind)) {
        recipients.push({
          userId: client.id,
          phone: client.phone,
          language: client.language,
          firstName: client.firstName,
          copy: false,
        });
      }
      if ((CIRCLE_SMS_KINDS as readonly string[]).includes(kind)) {
        const contacts = await consented
          .innerJoin('trustedContacts as tc', 'tc.contactUserId', 'u.id')
          .select(['tc.smsKinds as forClient', 'tc.rights'])
          .where('tc.clientId', '=', clientId)
          .where('tc.status', '=', 'active')
          .orderBy('tc.id')
          .execute();
        for (const contact of contacts) {
          if (!holds(contact.forClient, kind) || !holds(contact.rights, circleRight)) continue;
          recipients.push({
            userId: contact.id,
            phone: contact.phone,
            language: contact.language,
            firstName: contact.firstName,
            copy: true,
          });
        }
      }
      return recipients.filter((r, index) => recipients.findIndex((other) => other.phone === r.phone) === index);
    },

    /**
     * Writes a text; null when its `onceKey` was written before (the event's text exists). Its time is
     * the app's clock, the one a retry compares with Twilio's record of the text (texting.ts, findSent).
     */
    async add(message: NewSmsMessage): Promise<number | null> {
      const row = await db
        .insertInto('smsMessages')
        .values({ createdAt: new Date().toISOString(), ...message })
        .onConflict((oc) => oc.column('onceKey').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async byId(id: number): Promise<SmsMessageRow | undefined> {
      return db.selectFrom('smsMessages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Counts a try of a queued text; the try's number. */
    async countTry(id: number): Promise<number> {
      const row = await db
        .updateTable('smsMessages')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', id)
        .returning('tries')
        .executeTakeFirstOrThrow();
      return row.tries;
    },

    /** Twilio took it: its id and segments; the sealed text is dropped. */
    async markSent(id: number, sid: string, segments: number): Promise<void> {
      await db
        .updateTable('smsMessages')
        .set({
          status: 'sent',
          twilioSid: sid,
          segments,
          sentAt: now(),
          statusAt: now(),
          bodySealed: null,
          errorText: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .execute();
    },

    /** Given up for good, with why; the sealed text is dropped. */
    async markFailed(id: number, errorCode: string, errorText: string): Promise<void> {
      await db
        .updateTable('smsMessages')
        .set({ status: 'failed', errorCode, errorText, statusAt: now(), bodySealed: null })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .execute();
    },

    /** A try that failed and will be tried again: why, in words. */
    async noteError(id: number, errorText: string): Promise<void> {
      await db.updateTable('smsMessages').set({ errorText }).where('id', '=', id).execute();
    },

    /**
     * Twilio's delivery report: sent, delivered, undelivered or failed. A report never moves a text
     * back (a late "sent" after "delivered" changes nothing). The text's client, or null for none.
     */
    async reportStatus(
      sid: string,
      status: Extract<SmsStatus, 'sent' | 'delivered' | 'undelivered' | 'failed'>,
      errorCode: string | null,
    ): Promise<SmsMessageRow | undefined> {
      const earlier: SmsStatus[] = status === 'sent' ? ['queued'] : ['queued', 'sent'];
      await db
        .updateTable('smsMessages')
        .set({ status, statusAt: now(), ...(errorCode ? { errorCode } : {}) })
        .where('twilioSid', '=', sid)
        .where('status', 'in', earlier)
        .execute();
      return db.selectFrom('smsMessages').selectAll().where('twilioSid', '=', sid).executeTakeFirst();
    },

    /** The texts about a client, newest first (the back office's client page). */
    async aboutClient(clientId: number, limit = 20): Promise<SmsMessageRow[]> {
      return db
        .selectFrom('smsMessages')
        .selectAll()
        .where('clientId', '=', clientId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type SmsMessagesRepository = ReturnType<typeof createSmsMessagesRepository>;
