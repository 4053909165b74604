import { balanceCents, formatCents, invoiceLabel } from '@ta/shared';
import { nameOf, type EventToRecord, type Person } from '../office/index.js';

/** The activity feed's events of card payments (docs/payments.md). */
export type CardPaymentEventType = 'payment.card-paid' | 'payment.refunded';
type CardPaymentEvent = EventToRecord<CardPaymentEventType>;

type InvoiceNamed = { id: number; number: number; recipientName: string; totalCents: number; paidCents: number };

const balanceWords = (invoice: InvoiceNamed) => {
  const left = balanceCents(invoice.totalCents, invoice.paidCents);
  return left === 0
    ? 'paid in full'
    : left < 0
      ? `${formatCents(-left)} paid over the total`
      : `${formatCents(left)} left to pay`;
};

/** Stripe told of a card payment; `payer` is who paid when they were signed in, `forClient` when they paid for someone. */
export function cardPaid(
  invoice: InvoiceNamed,
  payment: { amountCents: number; cardLabel: string | null; payerName: string | null },
  how: { payerId: number | null; forClientId: number | null; autopay: boolean },
): CardPaymentEvent {
  const who = payment.payerName ?? 'Someone with the e-mailed link';
  const card = payment.cardLabel ? ` (${payment.cardLabel})` : '';
  const verb = how.autopay ? 'Autopay charged' : `${who} paid`;
  const forWhom = how.forClientId !== null && how.payerId !== how.forClientId ? ` for ${invoice.recipientName}` : '';
  return {
    type: 'payment.card-paid',
    actorId: how.payerId,
    subjectType: 'invoice',
    subjectId: invoice.id,
    ...(how.forClientId !== null && how.payerId !== how.forClientId ? { onBehalfOfId: how.forClientId } : {}),
    summary: `${verb} ${formatCents(payment.amountCents)} by card${card}${forWhom} on ${invoiceLabel(invoice.number)}; ${balanceWords(invoice)}`,
  };
}

/** A card payment was refunded, by an admin here or in Stripe's dashboard (actor null). */
export function cardRefunded(
  actor: Person | null,
  invoice: InvoiceNamed,
  refund: { amountCents: number; reason: string },
): CardPaymentEvent {
  const who = actor ? nameOf(actor) : 'Stripe';
  return {
    type: 'payment.refunded',
    actorId: actor?.id ?? null,
    subjectType: 'invoice',
    subjectId: invoice.id,
    summary: `${who} refunded ${formatCents(refund.amountCents)} of a card payment on ${invoiceLabel(invoice.number)} for ${invoice.recipientName}: ${refund.reason}; ${balanceWords(invoice)}`,
  };
}
