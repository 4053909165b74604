import { smsSize, type CircleRight, type SmsKind } from '@ta/shared';
import { errorText, type JobKind } from '../../jobs/job-queue.js';
import type { JobContext, ServiceContext } from '../service-context.js';
import { sendableAt } from './quiet-hours.js';
import type { TextRecipient } from './sms-messages-repository.js';
import { TextRefused } from './twilio-gateway.js';

/**
 * Writing and sending texts (docs/sms.md). A service writes a text with the work that causes it
 * (`textAboutClient`, in its transaction when it has one), to each person who chose that kind and
 * whose consent is in force; the `sms` job sends it through Twilio at the first hour the client's
 * quiet hours allow (9 pm to 8 am waits for the morning; a sign-in code asked for now does not wait).
 */

/** Where Twilio reports each text's delivery (the status webhook). */
export const STATUS_WEBHOOK_PATH = '/api/sms/status';

/** How every text starts: the business's name. */
const BUSINESS_PREFIX = 'Trusted Assistance';

/** Sealed-value purpose of a text's whole words (a sign-in code). */
const SEALED_PURPOSE = 'sms_messages.body';

/** What a text says, for one recipient in their language; `hide` is a part the office never reads (a code). */
export interface TextWords {
  body: string;
  hide?: string;
}

export interface TextAbout {
  clientId: number;
  kind: SmsKind;
  /** One text per event: with the recipient's id it keys the text (a second write of it is dropped). */
  event: string;
  write: (recipient: TextRecipient) => TextWords;
  /** The kinds that go at once, whatever the hour (a sign-in code asked for now). */
  now?: boolean;
  /** The right a trusted contact needs for this text: the appointments right unless said (a report's: reports). */
  circleRight?: CircleRight;
}

/**
 * Writes the text of `about` to each person who chose its kind for this client (docs/sms.md), and its
 * job. Nothing without Twilio's settings. Returns the texts written.
 */
export async function textAboutClient(ctx: ServiceContext, about: TextAbout, at: Date = new Date()): Promise<number> {
  if (!ctx.texts) return 0;
  const recipients = await ctx.repos.smsMessages.recipientsFor(about.clientId, about.kind, about.circleRight);
  if (recipients.length === 0) return 0;
  const sendAfter = about.now ? at : sendableAt(at, ctx.texts.quietHours);
  return ctx.inTransaction(async (tx) => {
    let written = 0;
    for (const recipient of recipients) {
      const id = await tx.repos.smsMessages.add({
        userId: recipient.userId,
        clientId: about.clientId,
        toPhone: recipient.phone,
        kind: about.kind,
        language: recipient.language,
        ...storedWords(ctx, about.write(recipient)),
        onceKey: `${about.event}-${recipient.userId}`,
        sendAfter: sendAfter.toISOString(),
      });
      if (id === null) continue;
      await tx.enqueue('sms', { messageId: id }, sendAfter > at ? { startAfter: sendAfter } : undefined);
      written += 1;
    }
    return written;
  });
}

/** The kind of a text about a request, sent under the consent given with that request's form. */
export const REQUEST_UPDATE = 'request_update';

/** Where a request's text goes, as the writer of its words needs it. */
export type RequestTextsTo = NonNullable<Awaited<ReturnType<ServiceContext['repos']['contactRequests']['textsTo']>>>;

export interface TextAboutRequest {
  requestId: number;
  /** One text per event of a request (`received`): a second write of it is dropped. Null: each its own. */
  event: string | null;
  write: (to: RequestTextsTo) => TextWords;
}

/**
 * Writes a text about a request to the number its form gave, when its "Text me updates" box was ticked
 * with the consent (docs/sms.md, "A request's updates"), and its job; held for quiet hours like any text.
 * Nothing without Twilio's settings. Returns the texts written (0 or 1).
 */
export async function textAboutRequest(ctx: ServiceContext, about: TextAboutRequest, at = new Date()): Promise<number> {
  if (!ctx.texts) return 0;
  const to = await ctx.repos.contactRequests.textsTo(about.requestId);
  if (!to) return 0;
  const words = about.write(to);
  const sendAfter = sendableAt(at, ctx.texts.quietHours);
  return ctx.inTransaction(async (tx) => {
    const id = await tx.repos.smsMessages.add({
      userId: to.userId,
      clientId: to.userId,
      requestId: to.id,
      toPhone: to.phone,
      kind: REQUEST_UPDATE,
      language: to.language,
      ...storedWords(ctx, words),
      onceKey: about.event ? `request-${to.id}-${about.event}` : null,
      sendAfter: sendAfter.toISOString(),
    });
    if (id === null) return 0;
    await tx.enqueue('sms', { messageId: id }, sendAfter > at ? { startAfter: sendAfter } : undefined);
    return 1;
  });
}

/** A text's words as stored: a part the office never reads (a code) hidden, the whole sealed until sent. */
function storedWords(ctx: ServiceContext, words: TextWords) {
  return {
    body: words.hide ? words.body.split(words.hide).join('•'.repeat(words.hide.length)) : words.body,
    bodySealed: words.hide ? ctx.secretBox.seal(words.body, SEALED_PURPOSE) : null,
    segments: smsSize(words.body).segments,
  };
}

/** The kind of a staff member's answer in a text thread: sent under no consent of a kind, as a reply. */
export const STAFF_REPLY = 'staff_reply';

/**
 * A staff member's answer in the inbox's text thread with `phone` (docs/sms.md): a reply to someone who
 * wrote to us, so it goes at once and needs no consent to a kind of text; a number that replied STOP
 * gets nothing. Signed with the staff member's first name, after the business's.
 */
export async function textStaffReply(
  ctx: ServiceContext,
  thread: { phone: string; userId: number | null },
  staffFirstName: string,
  text: string,
): Promise<void> {
  if (!ctx.texts) return;
  const body = `${BUSINESS_PREFIX} (${staffFirstName}): ${text}`;
  await ctx.inTransaction(async (tx) => {
    const id = await tx.repos.smsMessages.add({
      userId: thread.userId,
      clientId: thread.userId,
      toPhone: thread.phone,
      kind: STAFF_REPLY,
      language: 'en',
      body,
      bodySealed: null,
      segments: smsSize(body).segments,
      onceKey: null,
      sendAfter: new Date().toISOString(),
    });
    if (id !== null) await tx.enqueue('sms', { messageId: id });
  });
}

/** Why a text was not sent, in words the owner reads on the client's page. */
export const NOT_SENT = {
  consentEnded: 'Not sent: texts to this number were stopped before it went.',
  stopped: 'Not sent: this number replied STOP. It gets texts again once it replies START.',
  textsOff: 'Not sent: text messages are no longer set up.',
  sealedGone: 'Not sent: its sign-in code is no longer kept. The person can ask for a new one.',
  afterTries: (last: string | null) =>
    `Twilio could not be reached after several tries.${last ? ` The last: ${last}` : ''}`,
} as const;

/** Whether the consent a text was written under is still in force for its number. */
async function consentHolds(
  ctx: JobContext,
  message: { kind: string; requestId: number | null; userId: number | null; toPhone: string },
): Promise<boolean> {
  if (message.kind === REQUEST_UPDATE) {
    const to = message.requestId ? await ctx.repos.contactRequests.textsTo(message.requestId) : undefined;
    return to?.phone === message.toPhone;
  }
  const consent = message.userId ? (await ctx.repos.smsConsents.stateOf(message.userId)).consent : undefined;
  return consent?.phone === message.toPhone;
}

/**
 * The `sms` job: sends one text through Twilio. Idempotent: a text no longer queued is left alone. A
 * retry first asks Twilio whether the last try went through after all (Twilio keeps no idempotency
 * key), so a text never goes twice. A consent ended since it was written sends nothing. Twilio's final
 * refusal (a landline, a number that replied STOP) ends it as failed; anything else is tried again.
 */
export function smsDeliveryKind(ctx: JobContext, statusCallback: string): JobKind<{ messageId: number }> {
  const repo = ctx.repos.smsMessages;
  return {
    name: 'sms',
    async run({ payload }) {
      const message = await repo.byId(payload.messageId);
      if (!message || message.status !== 'queued') return;
      const texts = ctx.texts;
      if (!texts) return repo.markFailed(message.id, 'texts_off', NOT_SENT.textsOff);
      if (await ctx.repos.smsConsents.isStopped(message.toPhone)) {
        return repo.markFailed(message.id, 'stopped', NOT_SENT.stopped);
      }
      // A reply in a text thread answers someone who wrote to us; every other text needs its consent: a
      // request's text the one given with that request, any other the account's.
      if (message.kind !== STAFF_REPLY && !(await consentHolds(ctx, message))) {
        return repo.markFailed(message.id, 'consent_ended', NOT_SENT.consentEnded);
      }
      let body = message.body;
      if (message.bodySealed) {
        try {
          body = ctx.secretBox.open(message.bodySealed, SEALED_PURPOSE);
        } catch {
          return repo.markFailed(message.id, 'sealed_gone', NOT_SENT.sealedGone);
        }
      }
      const tries = await repo.countTry(message.id);
      if (tries > 1) {
        const sent = await texts.findSent(message.toPhone, body, new Date(message.createdAt));
        if (sent) return repo.markSent(message.id, sent.sid, sent.segments);
      }
      try {
        const sent = await texts.send({ to: message.toPhone, body, statusCallback });
        await repo.markSent(message.id, sent.sid, sent.segments);
      } catch (error) {
        if (error instanceof TextRefused) {
          ctx.logger.warn({ smsId: message.id, code: error.code }, 'Twilio refused a text');
          return repo.markFailed(message.id, String(error.code), error.message);
        }
        await repo.noteError(message.id, errorText(error));
        throw error;
      }
    },
    async dead({ payload }) {
      const message = await repo.byId(payload.messageId);
      if (message) await repo.markFailed(message.id, 'gave_up', NOT_SENT.afterTries(message.errorText));
    },
  };
}
