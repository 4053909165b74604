import { balanceCents, formatCents, invoiceLabel, quoteLabel, type PaymentMethod } from '@ta/shared';
import { aboutAppointment } from '../appointments/index.js';
import { nameOf, type EventToRecord, type Person } from '../office/index.js';

/** The activity feed's events of the time on the job, invoices and payments. */
export type InvoiceEventType =
  | 'job.work-started'
  | 'job.work-finished'
  | 'job.work-times-changed'
  | 'job.item-added'
  | 'job.item-removed'
  | 'invoice.created'
  | 'invoice.sent'
  | 'invoice.voided'
  | 'payment.recorded'
  | 'payment.voided'
  | 'payment.deposit-counted';
type InvoiceEvent = EventToRecord<InvoiceEventType>;

// Time on the job (docs/job-time.md)

/** A visit as the time-on-the-job events name it. */
type JobVisit = { id: number; clientName: string; appointmentDate: string };
const visitWords = (visit: JobVisit) => `the visit of ${visit.clientName} on ${visit.appointmentDate}`;

/** Start work or Finish work was tapped on the phone (or by an admin for the staff member). */
export function workTapped(actor: Person, visit: JobVisit, which: 'started' | 'finished'): InvoiceEvent {
  return {
    type: which === 'started' ? 'job.work-started' : 'job.work-finished',
    ...aboutAppointment(actor.id, visit.id),
    summary: `${nameOf(actor)} ${which} work on ${visitWords(visit)}`,
  };
}

/** The office typed or corrected the start and end of the work (New York wall-clock times). */
export function workTimesChanged(actor: Person, visit: JobVisit, times: { start: string; end: string }): InvoiceEvent {
  return {
    type: 'job.work-times-changed',
    ...aboutAppointment(actor.id, visit.id),
    summary: `${nameOf(actor)} set the time on the job of ${visitWords(visit)} to ${times.start}–${times.end}`,
  };
}

/** A grocery, part or other item bought for the job was added or removed. */
export function jobItemChanged(
  actor: Person,
  visit: JobVisit,
  item: { description: string; amount: string; receipt: boolean },
  change: 'added' | 'removed',
): InvoiceEvent {
  const receipt = change === 'added' && item.receipt ? ' with a receipt photo' : '';
  return {
    type: change === 'added' ? 'job.item-added' : 'job.item-removed',
    ...aboutAppointment(actor.id, visit.id),
    summary: `${nameOf(actor)} ${change} “${item.description}” (${item.amount})${receipt} ${change === 'added' ? 'to' : 'from'} ${visitWords(visit)}`,
  };
}

// Invoices and payments (docs/invoices.md): named by the invoice's label, amounts from cents.

/** An invoice as its events name it. */
type InvoiceNamed = { id: number; number: number; recipientName: string };
const aboutInvoice = (actorId: number, invoiceId: number) =>
  ({ actorId, subjectType: 'invoice', subjectId: invoiceId }) as const;
const invoiceWords = (invoice: InvoiceNamed) => `${invoiceLabel(invoice.number)} for ${invoice.recipientName}`;
const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  cash: 'in cash',
  check: 'by check',
  card_in_person: 'by card, in person',
  zelle: 'by Zelle',
  online: 'online',
};
const balanceWords = (invoice: { totalCents: number; paidCents: number }) => {
  const left = balanceCents(invoice.totalCents, invoice.paidCents);
  return left === 0 ? 'paid in full' : `${formatCents(left)} left to pay`;
};

/** Staff made (and e-mailed) an invoice for a visit's job or its late cancellation. */
export function invoiceCreated(
  actor: Person,
  invoice: InvoiceNamed & { kind: 'job' | 'late_cancellation'; totalCents: number },
): InvoiceEvent {
  const what = invoice.kind === 'job' ? 'the job' : 'the late cancellation';
  return {
    type: 'invoice.created',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} made ${invoiceWords(invoice)} for ${what}, total ${formatCents(invoice.totalCents)}`,
  };
}

/** A standing visit's month was billed: by an admin, or by the monthly sweep (no actor). */
export function planInvoiceCreated(
  actor: Person | null,
  invoice: InvoiceNamed & { totalCents: number; month: string },
): InvoiceEvent {
  return {
    type: 'invoice.created',
    actorId: actor?.id ?? null,
    subjectType: 'invoice',
    subjectId: invoice.id,
    summary: `${actor ? nameOf(actor) : 'The monthly billing'} made ${invoiceWords(invoice)} for the standing visits of ${invoice.month}, total ${formatCents(invoice.totalCents)}`,
  };
}

/** Staff sent an invoice again (Send again). */
export function invoiceSent(actor: Person, invoice: InvoiceNamed): InvoiceEvent {
  return {
    type: 'invoice.sent',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} sent ${invoiceLabel(invoice.number)} again to ${invoice.recipientName}`,
  };
}

/** An admin voided an invoice, with the reason. */
export function invoiceVoided(
  actor: Person,
  invoice: InvoiceNamed & { totalCents: number },
  reason: string,
): InvoiceEvent {
  return {
    type: 'invoice.voided',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} voided ${invoiceWords(invoice)} (${formatCents(invoice.totalCents)}): ${reason}`,
  };
}

/** Staff recorded a payment; `invoice` is as it stands after it. */
export function paymentRecorded(
  actor: Person,
  invoice: InvoiceNamed & { totalCents: number; paidCents: number },
  payment: { amountCents: number; method: PaymentMethod },
): InvoiceEvent {
  return {
    type: 'payment.recorded',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} recorded a payment of ${formatCents(payment.amountCents)} ${PAYMENT_METHOD_WORDS[payment.method]} on ${invoiceWords(invoice)}; ${balanceWords(invoice)}`,
  };
}

/** An admin voided a payment, with the reason; `invoice` is as it stands after it. */
export function paymentVoided(
  actor: Person,
  invoice: InvoiceNamed & { totalCents: number; paidCents: number },
  payment: { amountCents: number; method: PaymentMethod },
  reason: string,
): InvoiceEvent {
  return {
    type: 'payment.voided',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} voided the payment of ${formatCents(payment.amountCents)} ${PAYMENT_METHOD_WORDS[payment.method]} on ${invoiceWords(invoice)}: ${reason}; ${balanceWords(invoice)}`,
  };
}

/** A quote's deposit paid by card was counted as paid on the invoice made from the quote (docs/quotes.md). */
export function depositCounted(
  invoice: { id: number; number: number; recipientName: string; totalCents: number; paidCents: number },
  deposit: { amountCents: number },
  quoteId: number,
): InvoiceEvent {
  const left = balanceCents(invoice.totalCents, invoice.paidCents);
  const balance =
    left === 0
      ? 'paid in full'
      : left < 0
        ? `${formatCents(-left)} paid over the total`
        : `${formatCents(left)} left to pay`;
  return {
    type: 'payment.deposit-counted',
    actorId: null,
    subjectType: 'invoice',
    subjectId: invoice.id,
    summary: `The deposit of ${formatCents(deposit.amountCents)} paid with ${quoteLabel(quoteId)} was counted on ${invoiceLabel(invoice.number)} for ${invoice.recipientName}; ${balance}`,
  };
}
