import {
  addDaysToDate,
  businessToday,
  cancellationBaseCents,
  computeTotals,
  formatQuantity,
  jobInvoiceLines,
  lateCancellationLine,
  type InvoiceDraft,
  type LineFields,
  type LineInput,
  type Locale,
  type StaffInvoiceDetail,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { badRequest, conflict, foundOr404, notFound } from '../../lib/http-errors.js';
import type { Repositories } from '../repositories.js';
import type { InvoiceAppointment } from './invoice-sources-queries.js';
import type { UserRecord } from '../accounts/index.js';
import * as activity from './invoice-events.js';
import { countDeposits } from './invoice-deposits.js';
import { staffInvoiceDetail } from './invoice-views.js';
import { claimEarnedDiscounts, earnedDiscounts } from '../rewards/index.js';
import type { ServiceContext } from '../service-context.js';

/** Minutes between the start and the end of the work; null unless both are recorded. */
export function workedMinutes(a: Pick<InvoiceAppointment, 'workStartedAt' | 'workEndedAt'>): number | null {
  if (!a.workStartedAt || !a.workEndedAt) return null;
  const ms = Date.parse(a.workEndedAt) - Date.parse(a.workStartedAt);
  return ms > 0 ? Math.round(ms / 60_000) : null;
}

/** The smallest active package, as a line in `language`: the starting point without a quote, and the late fee's base. */
async function smallestPackage(repos: Repositories, language: Locale): Promise<LineInput | null> {
  const packages = (await repos.priceList.list({ activeOnly: true })).filter(
    (item) => item.kind === 'package' && item.amountCents !== null,
  );
  const smallest = packages.sort((a, b) => (a.amountCents ?? 0) - (b.amountCents ?? 0))[0];
  if (!smallest) return null;
  return {
    kind: 'package',
    description: language === 'es' ? smallest.nameEs : smallest.name,
    quantityHundredths: 100,
    unitCents: smallest.amountCents ?? 0,
    minutes: smallest.minutes,
  };
}

export async function appointmentOr404(repos: Repositories, id: number): Promise<InvoiceAppointment> {
  return foundOr404(await repos.invoiceSources.appointment(id), 'appointment_not_found');
}

/**
 * The lines a job invoice would have (docs/invoices.md, "Making an invoice"): the approved quote's,
 * or without one the smallest package, with the time past it and the items bought, via
 * jobInvoiceLines. Staff may change the lines when there is no approved quote.
 */
export async function jobLines(repos: Repositories, appointment: InvoiceAppointment) {
  const intl = mailIntl(appointment.language);
  const [quote, items, hourly, rules] = await Promise.all([
    repos.invoiceSources.approvedQuote(appointment.id),
    repos.invoiceSources.jobItems(appointment.id),
    repos.priceList.firstOfKind('hourly'),
    repos.priceList.rules(),
  ]);
  const start = quote?.lines ?? [await smallestPackage(repos, appointment.language)].filter((l) => l !== null);
  const worked = workedMinutes(appointment);
  const lines = jobInvoiceLines({
    quoteLines: start,
    workedMinutes: worked,
    items,
    rules: { hourlyCents: hourly?.amountCents ?? 0, minimumMinutes: rules.minimumMinutes },
    words: { overtime: (quarters) => intl.t('invoice.overtime', { hours: formatQuantity(quarters * 25) }) },
  });
  return { quote, lines, worked };
}

/** The late fee's base: the approved quote's services, or the smallest package. */
async function lateFee(repos: Repositories, appointment: InvoiceAppointment) {
  const quote = await repos.invoiceSources.approvedQuote(appointment.id);
  const fallback = (await smallestPackage(repos, appointment.language))?.unitCents ?? 0;
  const line = lateCancellationLine(
    cancellationBaseCents(quote?.lines ?? null, fallback),
    mailIntl(appointment.language).t('invoice.late-fee'),
  );
  return { quote, line };
}

/** What the "Make invoice" and "Bill the late cancellation" dialogs show before anything is written. */
export async function invoiceDraft(ctx: ServiceContext, appointmentId: number): Promise<InvoiceDraft> {
  const repos = ctx.repos;
  const appointment = await appointmentOr404(repos, appointmentId);
  const [{ quote, lines, worked }, existing] = await Promise.all([
    jobLines(repos, appointment),
    repos.invoices.forAppointment(appointmentId),
  ]);
  const earned =
    appointment.clientId === null
      ? []
      : (await earnedDiscounts(repos, appointment.clientId, appointment.language)).map((discount) => discount.line);
  const totals = computeTotals([...lines, ...earned]);
  const shown = (l: (typeof totals.lines)[number]) => ({
    kind: l.kind,
    description: l.description,
    quantityHundredths: l.quantityHundredths,
    unitCents: l.unitCents,
    percentBp: l.percentBp ?? null,
    amountCents: l.amountCents,
  });
  const late = appointment.cancelledLate ? (await lateFee(repos, appointment)).line : null;
  return {
    appointmentId,
    clientName: appointment.recipientName,
    quoteId: quote?.quoteId ?? null,
    workedMinutes: worked,
    lines: totals.lines.slice(0, lines.length).map(shown),
    earnedDiscounts: totals.lines.slice(lines.length).map(shown),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    invoiceId: existing?.id ?? null,
    cancelledLate: appointment.cancelledLate,
    lateFeeCents: late?.unitCents ?? null,
  };
}

/** A line as the form sends it (cents and hundredths already), for the totals. */
const fromFields = (line: LineFields): LineInput => ({
  kind: line.kind,
  description: line.description,
  quantityHundredths: line.quantity,
  unitCents: line.unitPrice,
  minutes: line.minutes ?? null,
  percentBp: line.percent ?? null,
});

async function write(
  repos: Repositories,
  staff: UserRecord,
  appointment: InvoiceAppointment,
  kind: 'job' | 'late_cancellation',
  lines: readonly LineInput[],
  quote: { quoteId: number; version: number } | undefined,
): Promise<number> {
  const totals = computeTotals(lines);
  const rules = await repos.priceList.rules();
  const issuedOn = businessToday();
  const result = await repos.invoices.create({
    kind,
    clientId: appointment.clientId,
    recipientName: appointment.recipientName,
    recipientEmail: appointment.recipientEmail,
    language: appointment.language,
    quoteId: quote?.quoteId ?? null,
    quoteVersion: quote?.version ?? null,
    appointmentId: appointment.id,
    issuedOn,
    dueOn: addDaysToDate(issuedOn, rules.dueDays),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    createdById: staff.id,
    lines: totals.lines,
  });
  if (result.status === 'already-invoiced') throw conflict('already_invoiced');
  await repos.events.record(
    activity.invoiceCreated(staff, {
      id: result.id,
      number: result.number,
      recipientName: appointment.recipientName,
      kind,
      totalCents: totals.totalCents,
    }),
  );
  // The quote's deposits paid by card are counted as paid on it, in this transaction (docs/quotes.md).
  if (quote) await countDeposits(repos, quote.quoteId, result.id);
  return result.id;
}

/**
 * The invoice is marked sent and a job makes its PDF and e-mails it (invoice-emails.ts); the back
 * office's view of it. Inside the caller's transaction (`tx`): the job commits with it.
 */
export async function sendAndShow(tx: ServiceContext, id: number): Promise<StaffInvoiceDetail> {
  const invoice = await tx.repos.invoices.byId(id);
  if (!invoice) throw notFound('invoice_not_found');
  await tx.enqueue('invoice-email', { invoiceId: id });
  await tx.repos.invoices.markSent(id, new Date().toISOString());
  return staffInvoiceDetail(tx, (await tx.repos.invoices.byId(id)) ?? invoice);
}

/**
 * A job invoice for a visit: the approved quote's lines with the time past its package and the
 * items bought; without an approved quote, the lines staff picked (or the smallest package). One
 * invoice per visit (409 once it has one that is not voided). The invoice, its activity event and its
 * e-mail are stored together.
 */
export async function makeJobInvoice(
  ctx: ServiceContext,
  staff: UserRecord,
  appointmentId: number,
  picked: readonly LineFields[] | undefined,
): Promise<StaffInvoiceDetail> {
  return ctx.inTransaction(async (tx) => {
    const appointment = await appointmentOr404(tx.repos, appointmentId);
    if (appointment.status === 'cancelled') throw conflict('invoice_cancelled_visit');
    // A standing visit billed by the month is on its month's invoice (docs/service-plans.md).
    if (await tx.repos.invoiceSources.billedMonthly(appointment.id)) throw conflict('invoice_billed_monthly');
    const { quote, lines } = await jobLines(tx.repos, appointment);
    const chosen = quote || !picked ? lines : picked.map(fromFields);
    if (chosen.length === 0) throw badRequest('lines_required');
    // The referral and loyalty discounts the client earned, each given once (docs/referrals.md).
    const { clientId } = appointment;
    const earned = clientId === null ? [] : await claimEarnedDiscounts(tx.repos, clientId, appointment.language);
    const id = await write(tx.repos, staff, appointment, 'job', [...chosen, ...earned], quote);
    if (clientId !== null && earned.length > 0) await tx.repos.rewards.attach(clientId, id);
    return sendAndShow(tx, id);
  });
}

/** The late-cancellation fee, only for a visit cancelled late; the route has the staff member's confirmation. */
export async function makeLateCancellationInvoice(
  ctx: ServiceContext,
  staff: UserRecord,
  appointmentId: number,
): Promise<StaffInvoiceDetail> {
  return ctx.inTransaction(async (tx) => {
    const appointment = await appointmentOr404(tx.repos, appointmentId);
    if (appointment.status !== 'cancelled' || !appointment.cancelledLate) {
      throw conflict('not_late_cancellation');
    }
    const { quote, line } = await lateFee(tx.repos, appointment);
    return sendAndShow(tx, await write(tx.repos, staff, appointment, 'late_cancellation', [line], quote));
  });
}
