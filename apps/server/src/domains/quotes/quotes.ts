import {
  addDaysToDate,
  BILLING_MESSAGES,
  businessToday,
  computeTotals,
  isAdminRole,
  isClientRole,
  quoteLabel,
  type ClientQuote,
  type QuoteApprove,
  type QuoteChanges,
  type QuoteDraft,
  type QuoteLineView,
  type QuoteSummary,
  type QuoteVersionView,
  type ScheduleContact,
  type StaffQuote,
  typedNameMatches,
} from '@ta/shared';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { Repositories } from '../repositories.js';
import * as activity from './quote-events.js';
import type {
  QuoteLineRecord,
  QuoteListRow,
  QuoteRecord,
  QuoteVersionRecord,
  VersionContent,
} from './quotes-repository.js';
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

/** The content hash: SHA-256 of canonical JSON (fixed key order) of the lines, notes, last day and totals. */
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
  });
  return sha256(canonical);
}

/** A version's content from typed lines: amounts and totals from computeTotals only. */
function contentOf(draft: Pick<QuoteDraft, 'lines' | 'notes' | 'validUntil'>): VersionContent {
  const totals = computeTotals(
    draft.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantityHundredths: line.quantity,
      unitCents: line.percent ? 0 : line.unitPrice,
      minutes: line.minutes ?? null,
      percentBp: line.kind === 'discount' ? (line.percent ?? null) : null,
    })),
  );
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
    lines,
  };
  return { ...content, contentHash: versionHash(content) };
}

const lineView = (line: QuoteLineRecord): QuoteLineView => ({
  kind: line.kind,
  priceItemId: line.priceItemId,
  description: line.description,
  quantityHundredths: line.quantityHundredths,
  unitCents: line.unitCents,
  minutes: line.minutes,
  percentBp: line.percentBp,
  amountCents: line.amountCents,
});

function versionView(version: QuoteVersionRecord, lines: QuoteLineRecord[]): QuoteVersionView {
  return {
    version: version.version,
    notes: version.notes,
    validUntil: version.validUntil,
    subtotalCents: version.subtotalCents,
    discountCents: version.discountCents,
    totalCents: version.totalCents,
    sentAt: version.sentAt,
    createdAt: version.createdAt,
    lines: lines.filter((line) => line.quoteVersionId === version.id).map(lineView),
  };
}

export const isExpired = (validUntil: string, today = businessToday()) => validUntil < today;

async function appointmentOf(repos: Repositories, quote: QuoteRecord) {
  if (quote.appointmentId === null) return null;
  const appointment = await repos.appointments.findById(quote.appointmentId);
  return appointment
    ? {
        id: appointment.id,
        appointmentDate: appointment.appointmentDate,
        startTime: appointment.startTime,
        endTime: appointment.endTime,
      }
    : null;
}

export async function findQuote(repos: Repositories, id: number): Promise<QuoteRecord> {
  const quote = await repos.quotes.findById(id);
  if (!quote) throw notFound('quote_not_found');
  return quote;
}

/** The builder's whole quote. */
export async function staffQuoteView(repos: Repositories, quote: QuoteRecord): Promise<StaffQuote> {
  const versions = await repos.quotes.versions(quote.id);
  const lines = await repos.quotes.lines(versions.map((v) => v.id));
  const current = versions.find((v) => v.version === quote.currentVersion);
  return {
    id: quote.id,
    label: quoteLabel(quote.id),
    status: quote.status,
    contactRequestId: quote.contactRequestId,
    clientId: quote.clientId,
    recipientName: quote.recipientName,
    recipientEmail: quote.recipientEmail,
    language: quote.language,
    currentVersion: quote.currentVersion,
    expired: current ? isExpired(current.validUntil) : false,
    versions: versions.map((v) => ({ ...versionView(v, lines), contentHash: v.contentHash })),
    responses: (await repos.quotes.responses(quote.id)).map((r) => ({
      id: r.id,
      version: r.version,
      action: r.action,
      typedName: r.typedName,
      message: r.message,
      createdAt: r.createdAt,
      userName: r.userName,
      onBehalfOfName: r.onBehalfOfName,
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
      contentHash: r.contentHash,
    })),
    appointment: await appointmentOf(repos, quote),
    createdAt: quote.createdAt,
  };
}

/** The newest version the client was sent; undefined for a quote never sent. */
async function sentVersion(repos: Repositories, quote: QuoteRecord) {
  const versions = await repos.quotes.versions(quote.id);
  return versions.find((v) => v.sentAt !== null);
}

/** The quote as the client reads it: the newest version sent (a draft in the making is not shown). */
export async function clientQuoteView(repos: Repositories, quote: QuoteRecord): Promise<ClientQuote> {
  const version = await sentVersion(repos, quote);
  if (!version || quote.status === 'withdrawn') throw notFound('quote_not_found');
  const lines = await repos.quotes.lines([version.id]);
  return {
    id: quote.id,
    label: quoteLabel(quote.id),
    status: quote.status,
    recipientName: quote.recipientName,
    expired: isExpired(version.validUntil),
    current: versionView(version, lines),
    responses: (await repos.quotes.responses(quote.id)).map((r) => ({
      version: r.version,
      action: r.action,
      typedName: r.typedName,
      message: r.message,
      createdAt: r.createdAt,
    })),
    appointment: await appointmentOf(repos, quote),
  };
}

export const summaryOf = (row: QuoteListRow): QuoteSummary => ({ ...row, label: quoteLabel(row.id) });

/**
 * A new quote from a request: to the requester, in their language, on their account when the request
 * is on one or its e-mail is a client account's. Valid for the owner's number of days from today.
 */
export async function createQuoteFromRequest(
  ctx: ServiceContext,
  actor: UserRecord,
  contactRequestId: number,
): Promise<StaffQuote> {
  const request = await findContactRequest(ctx.repos, contactRequestId);
  let clientId = request.userId;
  if (clientId === null) {
    const account = await ctx.repos.users.findByEmail(request.email);
    if (account && isClientRole(account.role) && account.active) clientId = account.id;
  }
  const rules = await ctx.repos.priceList.rules();
  const quote = await ctx.repos.quotes.create(
    {
      contactRequestId: request.id,
      clientId,
      recipientName: `${request.firstName} ${request.lastName}`.trim(),
      recipientEmail: request.email,
      language: request.language,
      createdById: actor.id,
    },
    contentOf({ lines: [], notes: null, validUntil: addDaysToDate(businessToday(), rules.quoteValidDays) }),
  );
  await ctx.repos.events.record(activity.quoteCreated(actor, quote, request));
  return staffQuoteView(ctx.repos, quote);
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
  const quote = await findQuote(ctx.repos, id);
  if (quote.status !== 'draft') throw conflict('quote_not_editable');
  if (draft.version !== quote.currentVersion) throw conflict('quote_version_changed');
  const saved = await ctx.repos.quotes.saveDraft(id, draft.version, contentOf(await checkedDraft(ctx.repos, draft)));
  if (!saved) throw conflict('quote_not_editable');
  return staffQuoteView(ctx.repos, await findQuote(ctx.repos, id));
}

/** Send: the draft goes out with a fresh link; an older e-mail's link stops working. */
export async function sendQuote(ctx: ServiceContext, actor: UserRecord, id: number): Promise<StaffQuote> {
  const quote = await findQuote(ctx.repos, id);
  if (quote.status !== 'draft') throw conflict('quote_not_editable');
  const version = (await ctx.repos.quotes.versions(id)).find((v) => v.version === quote.currentVersion);
  if (!version) throw notFound('quote_not_found');
  if ((await ctx.repos.quotes.lines([version.id])).length === 0) {
    throw badRequest('lines_required');
  }
  if (isExpired(version.validUntil)) throw badRequest('quote_valid_until_required');
  const token = randomToken();
  if (!(await ctx.repos.quotes.markSent(id, version.version, sha256(token)))) {
    throw conflict('quote_not_editable');
  }
  await sendQuoteEmail(ctx, quote, version, token);
  await ctx.repos.events.record(activity.quoteSent(actor, quote, version.version));
  return staffQuoteView(ctx.repos, await findQuote(ctx.repos, id));
}

/** An approved quote is the client's agreement: only an admin may change or withdraw it. */
function checkMayChange(actor: UserRecord, quote: QuoteRecord) {
  if (quote.status === 'approved' && !isAdminRole(actor.role)) throw forbidden('quote_approved_staff');
}

/** New version: a copy of the current one, as a draft; it needs a new approval. */
export async function newQuoteVersion(ctx: ServiceContext, actor: UserRecord, id: number): Promise<StaffQuote> {
  const quote = await findQuote(ctx.repos, id);
  checkMayChange(actor, quote);
  if (quote.status === 'draft' || quote.status === 'withdrawn') throw conflict('quote_not_open');
  if (!(await ctx.repos.quotes.newVersion(id, quote.currentVersion, actor.id))) {
    throw conflict('quote_version_changed');
  }
  await ctx.repos.events.record(activity.quoteVersionMade(actor, quote, quote.currentVersion + 1));
  return staffQuoteView(ctx.repos, await findQuote(ctx.repos, id));
}

/** Withdraw: the quote can no longer be answered and its link stops working. */
export async function withdrawQuote(ctx: ServiceContext, actor: UserRecord, id: number): Promise<StaffQuote> {
  const quote = await findQuote(ctx.repos, id);
  checkMayChange(actor, quote);
  if (!(await ctx.repos.quotes.withdraw(id))) throw conflict('quote_not_open');
  await ctx.repos.events.record(activity.quoteWithdrawn(actor, quote));
  return staffQuoteView(ctx.repos, await findQuote(ctx.repos, id));
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

type Answer = ({ action: 'approved' } & QuoteApprove) | ({ action: 'changes_requested' } & QuoteChanges);

/**
 * Approve or ask for changes, on the version the client read: a quote changed since gets 409, as does
 * one no longer open; an expired one cannot be approved. The office hears of each answer; the client
 * gets a confirmation of an approval.
 */
export async function answerQuote(
  ctx: ServiceContext,
  quote: QuoteRecord,
  who: Answerer,
  answer: Answer,
): Promise<ClientQuote> {
  if (!['sent', 'changes_requested'].includes(quote.status)) throw conflict('quote_not_open');
  if (answer.version !== quote.currentVersion) throw conflict('quote_version_changed');
  const version = (await ctx.repos.quotes.versions(quote.id)).find((v) => v.version === quote.currentVersion);
  if (!version) throw notFound('quote_not_found');
  if (answer.action === 'approved' && isExpired(version.validUntil)) throw conflict('quote_expired');
  if (answer.action === 'approved' && !typedNameMatches(answer.typedName, await namesThatMaySign(ctx, quote, who))) {
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
  if (!(await ctx.repos.quotes.respond(response, answer.action))) {
    throw conflict('quote_version_changed');
  }
  await recordAnswer(ctx, quote, version, who, answer);
  await tellOfficeOfQuoteAnswer(ctx, quote, version, response);
  if (answer.action === 'approved') {
    await sendQuoteApprovedConfirmation(ctx, quote, version, {
      typedName: response.typedName,
      createdAt: new Date().toISOString(),
    });
  }
  return clientQuoteView(ctx.repos, await findQuote(ctx.repos, quote.id));
}

/**
 * The names an approval may be signed with (docs/quotes.md): the one the quote is addressed to and its
 * client's account's, and a trusted contact approving for the client (billing right) her own.
 */
async function namesThatMaySign(ctx: ServiceContext, quote: QuoteRecord, who: Answerer): Promise<string[]> {
  const names = [quote.recipientName];
  const client = quote.clientId === null ? undefined : await ctx.repos.users.findById(quote.clientId);
  if (client) names.push(`${client.firstName} ${client.lastName}`);
  if (who.onBehalfOfId !== null && who.userId !== null && who.userId !== who.onBehalfOfId) {
    const contact = await ctx.repos.users.findById(who.userId);
    if (contact) names.push(`${contact.firstName} ${contact.lastName}`);
  }
  return names;
}

/** The answer in the activity feed, from the API and the no-JavaScript forms alike. */
async function recordAnswer(
  ctx: ServiceContext,
  quote: QuoteRecord,
  version: QuoteVersionRecord,
  who: Answerer,
  answer: Answer,
): Promise<void> {
  const actor = who.userId === null ? undefined : await ctx.repos.users.findById(who.userId);
  const client = who.onBehalfOfId === null ? undefined : await ctx.repos.users.findById(who.onBehalfOfId);
  await ctx.repos.events.record(activity.quoteAnswered(actor ?? null, quote, version, answer, client));
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
  const quote = await findQuote(ctx.repos, id);
  if (quote.status !== 'approved') throw conflict('quote_not_approved');
  if (quote.appointmentId !== null) throw conflict('quote_already_scheduled');
  if (quote.contactRequestId === null) throw conflict('quote_not_approved');
  // Booked as Schedule books the request, on the quote's account: the one the approval came from
  // (a request sent signed out was matched to its client's account when the quote was made).
  const request = await findContactRequest(ctx.repos, quote.contactRequestId);
  const appointment = await createStaffAppointment(ctx, actor, booking, {
    request: { ...request, userId: quote.clientId ?? request.userId },
  });
  if (!(await ctx.repos.quotes.setAppointment(id, appointment.id))) throw conflict('quote_already_scheduled');
  await ctx.repos.events.record(activity.quoteScheduled(actor, quote, appointment));
  return staffQuoteView(ctx.repos, await findQuote(ctx.repos, id));
}
