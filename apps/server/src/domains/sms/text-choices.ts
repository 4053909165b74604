import {
  joinList,
  parseList,
  SMS_KINDS,
  smsConsentText,
  type Locale,
  type StaffTexts,
  type TextChoices,
  type TextKindsInput,
  type TextsOnInput,
} from '@ta/shared';
import { conflict, notFound } from '../../lib/http-errors.js';
import { sha256 } from '../../lib/tokens.js';
import type { UserRecord } from '../accounts/index.js';
import type { ServiceContext } from '../service-context.js';
import type { TwilioGateway } from './twilio-gateway.js';

/**
 * The account holder's texts (docs/sms.md): the number, the kinds, and the consent. Texts go on only
 * with the box ticked under words that name the business, what is texted, how often, that rates may
 * apply, STOP and HELP; the words are kept as shown, with the time, the number, the language and the
 * address. Without Twilio's settings every call is 404 and the account page has no section.
 */

/** The consent words in each language. */
const consentWords = () => ({ en: smsConsentText('en'), es: smsConsentText('es') });

/** Names the exact words shown (both languages): agreeing to other words is refused. */
const versionOf = (words: { en: string; es: string }) => sha256(`${words.en}\n${words.es}`).slice(0, 16);

function textsOr404(ctx: ServiceContext): TwilioGateway {
  if (!ctx.texts) throw notFound('texts_off');
  return ctx.texts;
}

/** GET /api/user/texts. */
export async function textChoicesOf(ctx: ServiceContext, user: UserRecord): Promise<TextChoices> {
  const texts = textsOr404(ctx);
  const state = await ctx.repos.smsConsents.stateOf(user.id);
  const words = consentWords();
  return {
    phone: state.phone,
    kinds: state.consent ? parseList(state.kinds, SMS_KINDS) : [],
    consent: state.consent ? { text: state.consent.shownText, at: state.consent.givenAt } : null,
    stoppedByReply:
      !state.consent && state.phone !== null && (await ctx.repos.smsConsents.endedByStop(user.id, state.phone)),
    businessNumber: texts.number,
    consentWords: words,
    consentVersion: versionOf(words),
  };
}

/**
 * PUT /api/user/texts: texts on, to this number, for these kinds, with the box ticked under the words
 * the page showed. A new number ends the consent for the old one.
 */
export async function turnTextsOn(
  ctx: ServiceContext,
  user: UserRecord,
  input: TextsOnInput,
  language: Locale,
  ip: string | null,
): Promise<TextChoices> {
  textsOr404(ctx);
  if (input.consentVersion !== versionOf(consentWords())) throw conflict('texts_consent_changed');
  await ctx.inTransaction((tx) =>
    tx.repos.smsConsents.give(
      { userId: user.id, phone: input.phone, source: 'profile', language, shownText: smsConsentText(language), ip },
      joinList(input.kinds, SMS_KINDS),
    ),
  );
  return textChoicesOf(ctx, user);
}

/** PUT /api/user/texts/kinds: which kinds, while texts are on. */
export async function setTextKinds(ctx: ServiceContext, user: UserRecord, input: TextKindsInput): Promise<TextChoices> {
  textsOr404(ctx);
  const state = await ctx.repos.smsConsents.stateOf(user.id);
  if (!state.consent) throw conflict('texts_not_on');
  await ctx.repos.smsConsents.setKinds(user.id, joinList(input.kinds, SMS_KINDS));
  return textChoicesOf(ctx, user);
}

/** DELETE /api/user/texts: no more texts. The number is kept, to turn them on again in one step. */
export async function turnTextsOff(ctx: ServiceContext, user: UserRecord): Promise<TextChoices> {
  textsOr404(ctx);
  await ctx.repos.smsConsents.end(user.id, 'profile');
  return textChoicesOf(ctx, user);
}

/** GET /api/admin/clients/:id/texts: whether texts are set up, the kinds, every consent and the latest texts, newest first. */
export async function staffTextsOf(ctx: ServiceContext, clientId: number): Promise<StaffTexts> {
  const state = await ctx.repos.smsConsents.stateOf(clientId);
  const history = await ctx.repos.smsConsents.historyOf(clientId);
  const messages = await ctx.repos.smsMessages.aboutClient(clientId);
  return {
    available: ctx.texts !== null,
    kinds: state.consent ? parseList(state.kinds, SMS_KINDS) : [],
    consents: history.map((row) => ({
      id: row.id,
      phone: row.phone,
      source: row.source,
      language: row.language,
      text: row.shownText,
      givenAt: row.givenAt,
      endedAt: row.endedAt,
      endReason: row.endReason,
    })),
    messages: messages.map((row) => ({
      id: row.id,
      toPhone: row.toPhone,
      toContact: row.userId !== clientId,
      kind: row.kind,
      body: row.body,
      segments: row.segments,
      status: row.status,
      errorCode: row.errorCode,
      errorText: row.errorText,
      createdAt: row.createdAt,
      statusAt: row.statusAt,
    })),
  };
}
