import { addDaysToDate, businessToday, computeTotals, type LineInput, type StaffInvoiceDetail } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { conflict } from '../../lib/http-errors.js';
import type { Person } from '../office/index.js';
import { claimEarnedDiscounts, planDiscountLine } from '../rewards/index.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './invoice-events.js';
import { appointmentOr404, jobLines, sendAndShow } from './invoice-making.js';

/** One standing visit's month to bill (docs/service-plans.md, "Billed by the month"). */
export interface PlanMonthBill {
  planId: number;
  /** yyyy-MM. */
  month: string;
  clientId: number;
  serviceName: string;
  /** The plan's fixed monthly price; null: the month's visits at their prices. */
  fixedCents: number | null;
  /** The month's visits of the plan not cancelled and not invoiced on their own. */
  appointmentIds: readonly number[];
}

export type PlanMonthOutcome =
  { status: 'made'; invoice: StaffInvoiceDetail } | { status: 'billed' } | { status: 'empty' };

/** "March 2027" in the client's language. */
function monthInWords(month: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/**
 * A standing visit's month on one invoice, in the caller's transaction: the fixed monthly price as one
 * line, or each visit's lines (as a visit's own invoice would have them) headed by its day; then the
 * price list's standing-visit discount, and the referral and loyalty discounts earned (each once). Due
 * the day it is made when the client agreed to autopay (the autopay sweep charges the card), else after
 * the usual days, e-mailed with its pay link. `billed` when the month has an invoice not voided;
 * `empty` without a price or a visit.
 */
export async function makePlanMonthInvoice(
  tx: ServiceContext,
  actor: Person | null,
  bill: PlanMonthBill,
): Promise<PlanMonthOutcome> {
  const { repos } = tx;
  if (await repos.invoices.forPlanMonth(bill.planId, bill.month)) return { status: 'billed' };
  const client = await repos.users.findById(bill.clientId);
  if (!client) return { status: 'empty' };
  const intl = mailIntl(client.language);
  const month = monthInWords(bill.month, intl.tag);
  const lines: LineInput[] = [];
  if (bill.fixedCents !== null) {
    lines.push({
      kind: 'package',
      description: intl.t('invoice.plan-month', { service: intl.service(bill.serviceName), month }),
      quantityHundredths: 100,
      unitCents: bill.fixedCents,
      minutes: null,
    });
  } else {
    for (const id of bill.appointmentIds) {
      const appointment = await appointmentOr404(repos, id);
      const day = await repos.invoiceSources.appointmentDay(id);
      const dayWords = day
        ? new Intl.DateTimeFormat(intl.tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
        : '';
      for (const line of (await jobLines(repos, appointment)).lines) {
        lines.push({
          ...line,
          description: intl.t('invoice.plan-visit', {
            day: dayWords,
            service: intl.service(bill.serviceName),
            line: line.description,
          }),
        });
      }
    }
  }
  if (lines.length === 0) return { status: 'empty' };
  const discount = await planDiscountLine(repos, client.language);
  const earned = await claimEarnedDiscounts(repos, client.id, client.language);
  const totals = computeTotals([...lines, ...(discount ? [discount] : []), ...earned]);
  const rules = await repos.priceList.rules();
  const autopay = (await repos.autopay.customerOf(client.id))?.autopay === true;
  const issuedOn = businessToday();
  const recipientName = `${client.firstName} ${client.lastName}`.trim();
  const result = await repos.invoices.create({
    kind: 'job',
    clientId: client.id,
    recipientName,
    recipientEmail: client.email,
    language: client.language,
    quoteId: null,
    quoteVersion: null,
    appointmentId: null,
    planId: bill.planId,
    planMonth: bill.month,
    issuedOn,
    dueOn: autopay ? issuedOn : addDaysToDate(issuedOn, rules.dueDays),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    createdById: actor?.id ?? null,
    lines: totals.lines,
  });
  // Billed meanwhile by another run: the discounts claimed above are given back with the transaction.
  if (result.status === 'already-invoiced') throw conflict('service_plan_month_billed');
  if (earned.length > 0) await repos.rewards.attach(client.id, result.id);
  await repos.events.record(
    activity.planInvoiceCreated(actor, {
      id: result.id,
      number: result.number,
      recipientName,
      totalCents: totals.totalCents,
      month: bill.month,
    }),
  );
  return { status: 'made', invoice: await sendAndShow(tx, result.id) };
}
