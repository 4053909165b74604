import {
  businessToday,
  invoiceLabel,
  quoteLabel,
  type ClientQuote,
  type QuoteDepositView,
  type QuoteLineView,
  type QuoteListQuery,
  type QuoteSummary,
  type QuoteVersionView,
  type StaffQuote,
} from '@ta/shared';
import { notFound } from '../../lib/http-errors.js';
import { sha256 } from '../../lib/tokens.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import type { QuoteLineRecord, QuoteListRow, QuoteRecord, QuoteVersionRecord } from './quotes-repository.js';

/**
 * What a quote looks like to the back office and to the client (docs/quotes.md), and the reads that
 * find it: by id for staff, on the client's account, or by the e-mailed link's token.
 */

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
    depositCents: version.depositCents,
    depositPercentBp: version.depositPercentBp,
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
    deposits: (await repos.quoteDeposits.ofQuote(quote.id)).map((d) => ({
      id: d.id,
      version: d.quoteVersion,
      amountCents: d.amountCents,
      feeCents: d.feeCents,
      cardLabel: d.cardLabel,
      paidOn: d.paidOn,
      payerName: d.payerName,
      payerEmail: d.payerEmail,
      invoiceId: d.invoiceId,
      invoiceLabel: d.invoiceNumber === null ? null : invoiceLabel(d.invoiceNumber),
    })),
    createdAt: quote.createdAt,
  };
}

/** The newest version the client was sent; undefined for a quote never sent. */
async function sentVersion(repos: Repositories, quote: QuoteRecord) {
  const versions = await repos.quotes.versions(quote.id);
  return versions.find((v) => v.sentAt !== null);
}

/**
 * What is left of a version's deposit to pay: what it asks less every deposit paid with the quote (one
 * paid on an earlier version counts toward a new version's).
 */
export async function depositDue(
  repos: Repositories,
  quote: Pick<QuoteRecord, 'id'>,
  version: Pick<QuoteVersionRecord, 'depositCents'>,
): Promise<{ askedCents: number; paidCents: number; dueCents: number; lastPaidOn: string | null }> {
  const paid = await repos.quoteDeposits.ofQuote(quote.id);
  const askedCents = version.depositCents ?? 0;
  const paidCents = paid.reduce((sum, d) => sum + d.amountCents, 0);
  return { askedCents, paidCents, dueCents: Math.max(0, askedCents - paidCents), lastPaidOn: paid[0]?.paidOn ?? null };
}

/** What a version's deposit is for the client (docs/quotes.md, "Deposits"); null when it asks none. */
export async function depositView(
  ctx: Pick<ServiceContext, 'repos' | 'stripe'>,
  quote: QuoteRecord,
  version: QuoteVersionRecord,
): Promise<QuoteDepositView | null> {
  if (version.depositCents === null) return null;
  const { paidCents, dueCents, lastPaidOn } = await depositDue(ctx.repos, quote, version);
  const byCard = ctx.stripe !== null;
  const payable =
    byCard &&
    dueCents > 0 &&
    quote.status === 'approved' &&
    quote.currentVersion === version.version &&
    (await ctx.repos.quoteDeposits.invoiceOfQuote(quote.id)) === undefined;
  return {
    amountCents: version.depositCents,
    percentBp: version.depositPercentBp,
    paid: lastPaidOn === null ? null : { amountCents: paidCents, paidOn: lastPaidOn },
    byCard,
    payable,
  };
}

/** The quote as the client reads it: the newest version sent (a draft in the making is not shown). */
export async function clientQuoteView(
  ctx: Pick<ServiceContext, 'repos' | 'stripe'>,
  quote: QuoteRecord,
): Promise<ClientQuote> {
  const repos = ctx.repos;
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
    deposit: await depositView(ctx, quote, version),
  };
}

const summaryOf = (row: QuoteListRow): QuoteSummary => ({ ...row, label: quoteLabel(row.id) });

/** The back office's list, by status (all when none) and request. */
export async function listQuotes(
  ctx: ServiceContext,
  { status, contactRequestId }: QuoteListQuery,
): Promise<QuoteSummary[]> {
  const rows = await ctx.repos.quotes.list({ status: status === 'all' ? undefined : status, contactRequestId });
  return rows.map(summaryOf);
}

/** One quote as the builder shows it. */
export async function staffQuote(ctx: ServiceContext, id: number): Promise<StaffQuote> {
  return staffQuoteView(ctx.repos, await findQuote(ctx.repos, id));
}

/**
 * A quote of the client's account, as long as it was not withdrawn; someone else's answers 404 as one
 * that does not exist.
 */
export async function ownQuote(repos: Repositories, clientId: number, id: number): Promise<QuoteRecord> {
  const quote = await repos.quotes.findById(id);
  if (!quote || quote.clientId !== clientId || quote.status === 'withdrawn') {
    throw notFound('quote_not_found');
  }
  return quote;
}

/** The client area's list: the account's quotes that were sent, withdrawn ones left out. */
export async function clientQuotes(ctx: ServiceContext, clientId: number): Promise<QuoteSummary[]> {
  const rows = await ctx.repos.quotes.list({ clientId, sentOnly: true });
  return rows.filter((row) => row.status !== 'withdrawn').map(summaryOf);
}

/** One quote of the client area. */
export async function clientQuote(ctx: ServiceContext, clientId: number, id: number): Promise<ClientQuote> {
  return clientQuoteView(ctx, await ownQuote(ctx.repos, clientId, id));
}

/** A link's token: 43 URL-safe characters (lib/tokens.ts); anything else is refused without a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The quote the newest e-mailed link opens; a made-up, older or withdrawn link answers 404. */
export async function quoteOfLink(repos: Repositories, token: string): Promise<QuoteRecord> {
  const quote = TOKEN_SHAPE.test(token) ? await repos.quotes.findByTokenHash(sha256(token)) : undefined;
  if (!quote) throw notFound('quote_link_invalid');
  return quote;
}

/** The quote as the e-mailed link shows it. */
export async function linkedQuote(ctx: ServiceContext, token: string): Promise<ClientQuote> {
  return clientQuoteView(ctx, await quoteOfLink(ctx.repos, token));
}
