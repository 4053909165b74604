import {
  addDaysToDate,
  BILLING_MESSAGES,
  businessToday,
  computeTotals,
  depositCentsOf,
  draftLineInput,
  isAdminRole,
  isClientRole,
  type ClientQuote,
  type QuoteApprove,
  type QuoteChanges,
  type QuoteDraft,
  type ScheduleContact,
  type StaffQuote,
  typedNameMatches,
} from '@ta/shared';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { Repositories } from '../repositories.js';
import * as activity from './quote-events.js';
import type { QuoteRecord, QuoteVersionRecord, VersionContent } from './quotes-repository.js';
import { clientQuoteView, findQuote, isExpired, ownQuote, quoteOfLink, staffQuoteView } from './quote-views.js';
import type { UserRecord } from '../accounts/index.js';
import { createStaffAppointment } from '../appointments/index.js';
import { findContactRequest } from '../requests/index.js';
import { sendQuoteApprovedConfirmation, sendQuoteEmail, tellOfficeOfQuoteAnswer } from './quote-emails.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Quotes from a request to an appointment (docs/quotes.md). The status is the current version's: a
 * draft's lines are saved freely; a sent version is never edited, a change makes the next version
 * (staff may for a sent quote or one with changes asked; only an admin for an approved one). Every
 * total comes from computeTotals, and each version keeps the SHA-256 of its content, which an
 * approval records.
 */

type LineContent = VersionContent['lines'][number];

/**
 * The content hash: SHA-256 of canonical JSON (fixed key order) of the lines, notes, last day, totals
 * and the deposit asked. A version asking no deposit hashes as it did before deposits were added.
 */
export function versionHash(content: Omit<VersionContent, 'contentHash'>): string {
  const canonical = JSON.stringify({
    lines: content.lines.map((l) => [
      l.position,
      l.kind,
      l.priceItemId ?? null,
      l.description,
      l.quantityHundredths,
      l.unitCents,
      l.minutes ?? null,
      l.percentBp ?? null,
      l.amountCents,
    ]),
    notes: content.notes,
    validUntil: content.validUntil,
    totals: [content.subtotalCents, content.discountCents, content.totalCents],
    ...(content.depositCents === null ? {} : { deposit: [content.depositCents, content.depositPercentBp] }),
  });
  return sha256(canonical);
}

/** A version's content from typed lines: amounts and totals from computeTotals only, the deposit from its total. */
function contentOf(draft: Pick<QuoteDraft, 'lines' | 'notes' | 'validUntil' | 'deposit'>): VersionContent {
  const totals = computeTotals(draft.lines.map(draftLineInput));
  const lines: LineContent[] = totals.lines.map((line, index) => ({
    position: index + 1,
    kind: line.kind,
    priceItemId: draft.lines[index]?.priceItemId ?? null,
    description: line.description,
    quantityHundredths: line.quantityHundredths,
    unitCents: line.unitCents,
    minutes: line.minutes ?? null,
    percentBp: line.percentBp ?? null,
    amountCents: line.amountCents,
  }));
  const content = {
    notes: draft.notes,
    validUntil: draft.validUntil,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    depositCents: draft.deposit ? depositCentsOf(draft.deposit, totals.totalCents) : null,
    depositPercentBp: draft.deposit?.kind === 'percent' ? draft.deposit.percentBp : null,
    lines,
  };
  return { ...content, contentHash: versionHash(content) };
}

/**
 * A new quote from a request: to the requester, in their language, on their account when the request
 * is on one or its e-mail is a client account's. Valid for the owner's number of days from today.
 */
export async function createQuoteFromRequest(
  ctx: ServiceContext,
  actor: UserRecord,
  contactRequestId: number,
): Promise<StaffQuote> {
  return ctx.inTransaction(async (tx) => {
    const request = await findContactRequest(tx, contactRequestId);
    let clientId = request.userId;
    if (clientId === null) {
      const account = await tx.repos.users.findByEmail(request.email);
      if (account && isClientRole(account.role) && account.active) clientId = account.id;
    }
    const rules = await tx.repos.priceList.rules();
    const quote = await tx.repos.quotes.create(
      {
        contactRequestId: request.id,
        clientId,
        recipientName: `${request.firstName} ${request.lastName}`.trim(),
        recipientEmail: request.email,
        language: request.language,
        createdById: actor.id,
      },
      contentOf({
        lines: [],
        notes: null,
        validUntil: addDaysToDate(businessToday(), rules.quoteValidDays),
        deposit: null,
      }),
    );
    await tx.repos.events.record(activity.quoteCreated(actor, quote, request));
    return staffQuoteView(tx.repos, quote);
  });
}

/** Lines from the price list must name an item that exists; one that does not is kept as a free line. */
async function checkedDraft(repos: Repositories, draft: QuoteDraft): Promise<QuoteDraft> {
  const lines = [];
  for (const line of draft.lines) {
    const item = line.priceItemId ? await repos.priceList.byId(line.priceItemId) : undefined;
    lines.push({ ...line, priceItemId: item ? item.id : null });
  }
  return { ...draft, lines };
}

/** Save: only the current version, only while it is a draft. */
export async function saveQuoteDraft(ctx: ServiceContext, id: number, draft: QuoteDraft): Promise<StaffQuote> {
  return ctx.inTransaction(async (tx) => {
    const quote = await findQuote(tx.repos, id);
    if (quote.status !== 'draft') throw conflict('quote_not_editable');
    if (draft.version !== quote.currentVersion) throw conflict('quote_version_changed');
    const content = contentOf(await checkedDraft(tx.repos, draft));
    if (!(await tx.repos.quotes.saveDraft(id, draft.version, content))) throw conflict('quote_not_editable');
    return staffQuoteView(tx.repos, await findQuote(tx.repos, id));
  });
}

/** Send: the draft goes out with a fresh link; an older e-mail's link stops working. */
export async function sendQuote(ctx: ServiceContext, actor: UserRecord, id: number): Promise<StaffQuote> {
  return ctx.inTransaction(async (tx) => {
    const quote = await findQuote(tx.repos, id);
    if (quote.status !== 'draft') throw conflict('quote_not_editable');
    const version = (await tx.repos.quotes.versions(id)).find((v) => v.version === quote.currentVersion);
    if (!version) throw notFound('quote_not_found');
    if ((await tx.repos.quotes.lines([version.id])).length === 0) {
      throw badRequest('lines_required');
    }
    if (isExpired(version.validUntil)) throw badRequest('quote_valid_until_required');
    const token = randomToken();
    if (!(await tx.repos.quotes.markSent(id, version.version, sha256(token)))) {
      throw conflict('quote_not_editable');
    }
    await sendQuoteEmail(tx, quote, version, token);
    await tx.repos.events.record(activity.quoteSent(actor, quote, version.version));
    return staffQuoteView(tx.repos, await findQuote(tx.repos, id));
  });
}

/** An approved quote is the client's agreement: only an admin may change or withdraw it. */
function checkMayChange(actor: UserRecord, quote: QuoteRecord) {
  if (quote.status === 'approved' && !isAdminRole(actor.role)) throw forbidden('quote_approved_staff');
}

/** New version: a copy of the current one, as a draft; it needs a new approval. */
export async function newQuoteVersion(ctx: ServiceContext, actor: UserRecord, id: number): Promise<StaffQuote> {
  return ctx.inTransaction(async (tx) => {
    const quote = await findQuote(tx.repos, id);
    checkMayChange(actor, quote);
    if (quote.status === 'draft' || quote.status === 'withdrawn') throw conflict('quote_not_open');
    if (!(await tx.repos.quotes.newVersion(id, quote.currentVersion, actor.id))) {
      throw conflict('quote_version_changed');
    }
    await tx.repos.events.record(activity.quoteVersionMade(actor, quote, quote.currentVersion + 1));
    return staffQuoteView(tx.repos, await findQuote(tx.repos, id));
  });
}

/** Withdraw: the quote can no longer be answered and its link stops working. */
export async function withdrawQuote(ctx: ServiceContext, actor: UserRecord, id: number): Promise<StaffQuote> {
  return ctx.inTransaction(async (tx) => {
    const quote = await findQuote(tx.repos, id);
    checkMayChange(actor, quote);
    if (!(await tx.repos.quotes.withdraw(id))) throw conflict('quote_not_open');
    await tx.repos.events.record(activity.quoteWithdrawn(actor, quote));
    return staffQuoteView(tx.repos, await findQuote(tx.repos, id));
  });
}

/** Who answers and from where: recorded with the answer. */
export interface Answerer {
  /** The signed-in person, if any. */
  userId: number | null;
  /** The client a trusted contact answers for. */
  onBehalfOfId: number | null;
  ipAddress: string;
  userAgent: string | null;
}

/** A client's answer to a quote: approved with the typed name, or changes asked for with a message. */
export type Answer = ({ action: 'approved' } & QuoteApprove) | ({ action: 'changes_requested' } & QuoteChanges);

/** The client, or a trusted contact for them (`who`), answers a quote of the client's account. */
export async function answerClientQuote(
  ctx: ServiceContext,
  clientId: number,
  id: number,
  who: Answerer,
  answer: Answer,
): Promise<ClientQuote> {
  return ctx.inTransaction(async (tx) => answerQuote(tx, await ownQuote(tx.repos, clientId, id), who, answer));
}

/**
 * Anyone holding the newest e-mailed link answers, signed out (`from`: where from). The signed-in client
 * whose quote it is (`signedIn`, not acting for someone else) is recorded as the one who answered;
 * anyone else is not.
 */
export async function answerQuoteByLink(
  ctx: ServiceContext,
  token: string,
  signedIn: UserRecord | null,
  from: Answerer,
  answer: Answer,
): Promise<ClientQuote> {
  return ctx.inTransaction(async (tx) => {
    const quote = await quoteOfLink(tx.repos, token);
    const own = signedIn !== null && quote.clientId !== null && signedIn.id === quote.clientId;
    return answerQuote(tx, quote, own ? { ...from, userId: signedIn.id, onBehalfOfId: null } : from, answer);
  });
}

/**
 * Approve or ask for changes, on the version the client read: a quote changed since gets 409, as does
 * one no longer open; an expired one cannot be approved. The office hears of each answer; the client
 * gets a confirmation of an approval. Runs in the caller's transaction (`tx`).
 */
async function answerQuote(
  tx: ServiceContext,
  quote: QuoteRecord,
  who: Answerer,
  answer: Answer,
): Promise<ClientQuote> {
  if (!['sent', 'changes_requested'].includes(quote.status)) throw conflict('quote_not_open');
  if (answer.version !== quote.currentVersion) throw conflict('quote_version_changed');
  const version = (await tx.repos.quotes.versions(quote.id)).find((v) => v.version === quote.currentVersion);
  if (!version) throw notFound('quote_not_found');
  if (answer.action === 'approved' && isExpired(version.validUntil)) throw conflict('quote_expired');
  if (answer.action === 'approved' && !typedNameMatches(answer.typedName, await namesThatMaySign(tx, quote, who))) {
    throw badRequest('quote_name_not_on_quote', { typedName: BILLING_MESSAGES.nameNotOnQuote });
  }
  const response = {
    quoteId: quote.id,
    version: version.version,
    action: answer.action,
    typedName: answer.action === 'approved' ? answer.typedName : null,
    message: answer.action === 'changes_requested' ? answer.message : null,
    ...who,
    contentHash: version.contentHash,
  };
  if (!(await tx.repos.quotes.respond(response, answer.action))) {
    throw conflict('quote_version_changed');
  }
  await recordAnswer(tx, quote, version, who, answer);
  await tellOfficeOfQuoteAnswer(tx, quote, version, response);
  if (answer.action === 'approved') {
    await sendQuoteApprovedConfirmation(tx, quote, version, {
      typedName: response.typedName,
      createdAt: new Date().toISOString(),
    });
  }
  return clientQuoteView(tx, await findQuote(tx.repos, quote.id));
}

/**
 * The names an approval may be signed with (docs/quotes.md): the one the quote is addressed to and its
 * client's account's, and a trusted contact approving for the client (billing right) her own.
 */
async function namesThatMaySign(tx: ServiceContext, quote: QuoteRecord, who: Answerer): Promise<string[]> {
  const names = [quote.recipientName];
  const client = quote.clientId === null ? undefined : await tx.repos.users.findById(quote.clientId);
  if (client) names.push(`${client.firstName} ${client.lastName}`);
  if (who.onBehalfOfId !== null && who.userId !== null && who.userId !== who.onBehalfOfId) {
    const contact = await tx.repos.users.findById(who.userId);
    if (contact) names.push(`${contact.firstName} ${contact.lastName}`);
  }
  return names;
}

/** The answer in the activity feed, from the API and the no-JavaScript forms alike. */
async function recordAnswer(
  tx: ServiceContext,
  quote: QuoteRecord,
  version: QuoteVersionRecord,
  who: Answerer,
  answer: Answer,
): Promise<void> {
  const actor = who.userId === null ? undefined : await tx.repos.users.findById(who.userId);
  const client = who.onBehalfOfId === null ? undefined : await tx.repos.users.findById(who.onBehalfOfId);
  await tx.repos.events.record(activity.quoteAnswered(actor ?? null, quote, version, answer, client));
}

/**
 * Schedule in one step: an approved quote becomes an appointment booked as the back office's Schedule
 * books a request (appointment-changes.ts: the confirmation with its calendar file, the staff member's
 * notice, a new request moving to in-progress), and the quote shows it.
 */
export async function scheduleQuote(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  booking: ScheduleContact,
): Promise<StaffQuote> {
  return ctx.inTransaction(async (tx) => {
    const quote = await findQuote(tx.repos, id);
    if (quote.status !== 'approved') throw conflict('quote_not_approved');
    if (quote.appointmentId !== null) throw conflict('quote_already_scheduled');
    if (quote.contactRequestId === null) throw conflict('quote_not_approved');
    // Booked as Schedule books the request, on the quote's account: the one the approval came from
    // (a request sent signed out was matched to its client's account when the quote was made).
    const request = await findContactRequest(tx, quote.contactRequestId);
    const appointment = await createStaffAppointment(tx, actor, booking, {
      request: { ...request, userId: quote.clientId ?? request.userId },
    });
    if (!(await tx.repos.quotes.setAppointment(id, appointment.id))) throw conflict('quote_already_scheduled');
    await tx.repos.events.record(activity.quoteScheduled(actor, quote, appointment));
    return staffQuoteView(tx.repos, await findQuote(tx.repos, id));
  });
}
