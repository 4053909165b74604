import {
  defaultBusiness,
  newConversationId,
  phoneForPeople,
  SMS_STATUSES,
  smsConsentText,
  TEXT_MESSAGE_SERVICE,
  usPhoneE164,
  type Locale,
  type SmsStatus,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { ChatService } from '../chat/index.js';
import type { ServiceContext } from '../service-context.js';
import { smsKeyword } from './keywords.js';

/**
 * What Twilio tells us (docs/sms.md): a text a person sent to the business, and what became of a text we
 * sent. STOP, START and HELP are honoured at once, for every account that shares the number, and
 * answered in the language they were written in.
 */

/** What the incoming webhook answers: the reply to text back, or none. */
export interface IncomingOutcome {
  reply: string | null;
  /** For the log: what the text was taken as (never its words or the number). */
  taken: 'stop' | 'start' | 'help' | 'message';
  accounts: number;
}

/**
 * A text to the business: a keyword is acted on at once; anything else is a message for the office, in
 * the staff inbox's text thread with that number (docs/sms.md). A number no account keeps and with no
 * thread yet also becomes a request with a tracking code, which the reply gives.
 */
export async function receiveText(
  ctx: ServiceContext,
  chat: ChatService,
  fields: Record<string, string>,
): Promise<IncomingOutcome> {
  const from = usPhoneE164(fields.From ?? '') ?? fields.From ?? '';
  const body = (fields.Body ?? '').trim();
  const keyword = smsKeyword(body);
  if (!keyword) return messageForOffice(ctx, chat, from, body);
  const intl = mailIntl(keyword.language);
  if (keyword.keyword === 'stop') {
    const ended = await ctx.inTransaction(async (tx) => {
      await tx.repos.smsConsents.stopNumber(from);
      return tx.repos.smsConsents.endForNumber(from);
    });
    return { reply: intl.t('sms.reply.stop'), taken: 'stop', accounts: ended.length };
  }
  if (keyword.keyword === 'help') {
    const reply = intl.t('sms.reply.help', { phone: defaultBusiness.phoneDisplay, email: defaultBusiness.email });
    return { reply, taken: 'help', accounts: 0 };
  }
  await ctx.repos.smsConsents.unstopNumber(from);
  const started = await startAgain(ctx, from, keyword.language);
  return {
    reply: intl.t(started > 0 ? 'sms.reply.start' : 'sms.reply.start-unknown'),
    taken: 'start',
    accounts: started,
  };
}

/** The longest text kept as one message in the inbox (Twilio joins a long text's parts: 1,600 at most). */
const MESSAGE_MAX = 2000;

async function messageForOffice(
  ctx: ServiceContext,
  chat: ChatService,
  from: string,
  body: string,
): Promise<IncomingOutcome> {
  if (!body) return { reply: null, taken: 'message', accounts: 0 };
  const thread = await ctx.repos.chat.textThreadWith(from);
  const accountId = thread?.userId ?? (await ctx.repos.smsConsents.accountAt(from));
  const account = accountId === undefined || accountId === null ? undefined : await ctx.repos.users.findById(accountId);
  const name = account ? `${account.firstName} ${account.lastName}` : phoneForPeople(from);
  let reply: string | null = null;
  const conversationId = thread?.id ?? newConversationId();
  if (!thread) {
    await ctx.inTransaction(async (tx) => {
      await tx.repos.chat.startTextThread(conversationId, from, account?.id ?? null, name, new Date());
      if (!account) reply = await requestFromUnknownNumber(tx, from, body);
    });
  }
  await chat.visitorMessage(
    ctx,
    { conversationId, message: body.slice(0, MESSAGE_MAX), senderName: name, senderPhone: from },
    { user: account ?? null },
  );
  return { reply, taken: 'message', accounts: account ? 1 : 0 };
}

/** An unknown number's first text: a request with a tracking code, in the office's list; the reply gives the code. */
async function requestFromUnknownNumber(tx: ServiceContext, from: string, body: string): Promise<string> {
  const request = await tx.repos.contactRequests.create({
    kind: 'request',
    bestTime: null,
    language: 'en',
    userId: null,
    actedById: null,
    firstName: phoneForPeople(from),
    lastName: '',
    email: '',
    phone: from,
    serviceInterest: TEXT_MESSAGE_SERVICE,
    serviceTypeId: null,
    message: body.slice(0, MESSAGE_MAX),
    preferredDate: null,
    preferredTime: null,
    location: null,
    newsletter: false,
    notifyByEmail: false,
    notifyBySms: false,
    consentGiven: false,
  });
  const intl = mailIntl('en');
  return intl.t('sms.reply.new-request', {
    code: request.trackingToken,
    link: intl.link(tx.publicUrl, '/track-request'),
  });
}

/**
 * START from a number a STOP ended: a new consent for each account that still keeps the number and
 * whose last consent that STOP ended, recorded with the words of the START reply (what they were told).
 */
async function startAgain(ctx: ServiceContext, phone: string, language: Locale): Promise<number> {
  const stopped = await ctx.repos.smsConsents.stoppedAt(phone);
  if (stopped.length === 0) return 0;
  const shownText = `${smsConsentText(language)}\n\n${mailIntl(language).t('sms.reply.start')}`;
  await ctx.inTransaction(async (tx) => {
    for (const account of stopped) {
      const kinds = (await tx.repos.smsConsents.stateOf(account.userId)).kinds;
      await tx.repos.smsConsents.give(
        { userId: account.userId, phone, source: 'start_reply', language, shownText, ip: null },
        kinds,
      );
    }
  });
  return stopped.length;
}

const REPORTED: readonly SmsStatus[] = SMS_STATUSES.filter((status) => status !== 'queued');
const isReported = (value: string): value is 'sent' | 'delivered' | 'undelivered' | 'failed' =>
  (REPORTED as readonly string[]).includes(value);

/** Twilio's delivery report for a text we sent: its status moves on (never back); other statuses are ignored. */
export async function reportDelivery(ctx: ServiceContext, fields: Record<string, string>): Promise<boolean> {
  const sid = fields.MessageSid ?? fields.SmsSid ?? '';
  const status = fields.MessageStatus ?? fields.SmsStatus ?? '';
  if (!sid || !isReported(status)) return false;
  const row = await ctx.repos.smsMessages.reportStatus(sid, status, fields.ErrorCode || null);
  return row !== undefined;
}
