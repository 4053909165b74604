import { formatCents, formatPercent, quoteLabel } from '@ta/shared';
import { forClient, nameOf, whoFor, type EventToRecord, type Person } from '../office/index.js';
import type { BillingRules, PriceItem } from './price-list-repository.js';

/** The activity feed's events of the price list, the billing rules and quotes. */
export type QuoteEventType =
  | 'price-item.created'
  | 'price-item.updated'
  | 'price-item.deactivated'
  | 'price-item.reactivated'
  | 'billing.rules-changed'
  | 'quote.created'
  | 'quote.sent'
  | 'quote.version-made'
  | 'quote.withdrawn'
  | 'quote.approved'
  | 'quote.changes-requested'
  | 'quote.scheduled'
  | 'quote.deposit-paid';
type QuoteEvent = EventToRecord<QuoteEventType>;

// The price list and the billing rules

const priceOf = (item: PriceItem) =>
  item.percentBp !== null
    ? formatPercent(item.percentBp)
    : item.amountCents !== null
      ? formatCents(item.amountCents)
      : '';

/** An admin added, edited, deactivated or reactivated a price-list item. */
export function priceItemChanged(
  actor: Person,
  item: PriceItem,
  change: 'created' | 'updated' | 'deactivated' | 'reactivated',
): QuoteEvent {
  const verb = { created: 'added', updated: 'changed', deactivated: 'stopped offering', reactivated: 'offered again' }[
    change
  ];
  return {
    type: `price-item.${change}`,
    actorId: actor.id,
    subjectType: 'price_item',
    subjectId: item.id,
    summary: `${nameOf(actor)} ${verb} the price “${item.name}” (${item.kind}, ${priceOf(item)})`,
  };
}

/** An admin changed the billing rules. */
export function billingRulesChanged(actor: Person, rules: BillingRules): QuoteEvent {
  const hours = rules.minimumMinutes / 60;
  return {
    type: 'billing.rules-changed',
    actorId: actor.id,
    subjectType: null,
    subjectId: null,
    summary: `${nameOf(actor)} set the billing rules: ${hours} ${hours === 1 ? 'hour' : 'hours'} minimum, invoices due in ${rules.dueDays} days, quotes valid ${rules.quoteValidDays} days`,
  };
}

// Quotes (docs/quotes.md): named by their label and the recipient's name; the e-mailed link's token,
// the answerer's address and the answer's message are never in a sentence.

/** A quote as its events name it. */
type QuoteNamed = { id: number; recipientName: string };
const aboutQuote = (actorId: number | null, quoteId: number) =>
  ({ actorId, subjectType: 'quote', subjectId: quoteId }) as const;
const quoteWords = (quote: QuoteNamed) => `${quoteLabel(quote.id)} for ${quote.recipientName}`;

/** Staff made a quote from a request. */
export function quoteCreated(actor: Person, quote: QuoteNamed, request: { serviceInterest: string }): QuoteEvent {
  return {
    type: 'quote.created',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} made ${quoteWords(quote)} from their request: ${request.serviceInterest}`,
  };
}

/** Staff sent a version of a quote to the client. */
export function quoteSent(actor: Person, quote: QuoteNamed, version: number): QuoteEvent {
  return {
    type: 'quote.sent',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} sent ${quoteLabel(quote.id)} version ${version} to ${quote.recipientName}`,
  };
}

/** Staff (or an admin, for an approved quote) made the next version, a draft. */
export function quoteVersionMade(actor: Person, quote: QuoteNamed, version: number): QuoteEvent {
  return {
    type: 'quote.version-made',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} made version ${version} of ${quoteWords(quote)}`,
  };
}

/** Staff withdrew a quote: it can no longer be answered. */
export function quoteWithdrawn(actor: Person, quote: QuoteNamed): QuoteEvent {
  return {
    type: 'quote.withdrawn',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} withdrew ${quoteWords(quote)}`,
  };
}

/**
 * The client answered a quote: approved it with a typed name, or asked for changes. `actor` is the
 * signed-in client or trusted contact (with `onBehalfOf`, the client they answer for); null when the
 * answer came from the e-mailed link signed out.
 */
export function quoteAnswered(
  actor: Person | null,
  quote: QuoteNamed,
  version: { version: number; totalCents: number },
  answer: { action: 'approved'; typedName: string } | { action: 'changes_requested' },
  onBehalfOf?: Person,
): QuoteEvent {
  const who = actor ? whoFor(actor, onBehalfOf) : `${quote.recipientName} (from the e-mailed link)`;
  const which = `${quoteLabel(quote.id)} version ${version.version}`;
  const about = aboutQuote(actor?.id ?? null, quote.id);
  return forClient(
    answer.action === 'approved'
      ? {
          type: 'quote.approved',
          ...about,
          summary: `${who} approved ${which} for ${formatCents(version.totalCents)}, signed “${answer.typedName}”`,
        }
      : { type: 'quote.changes-requested', ...about, summary: `${who} asked for changes to ${which}` },
    actor ? onBehalfOf : undefined,
  );
}

/** Staff scheduled an approved quote: it became an appointment. */
export function quoteScheduled(
  actor: Person,
  quote: QuoteNamed,
  appointment: { appointmentDate: string; startTime: string },
): QuoteEvent {
  return {
    type: 'quote.scheduled',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} scheduled ${quoteWords(quote)} on ${appointment.appointmentDate} at ${appointment.startTime}`,
  };
}

/**
 * Stripe told of a deposit paid by card (docs/quotes.md, "Deposits"): `payerId` is who paid when they
 * were signed in, `forClientId` the quote's client when someone else paid for them.
 */
export function quoteDepositPaid(
  quote: QuoteNamed,
  deposit: { amountCents: number; quoteVersion: number; cardLabel: string | null; payerName: string | null },
  how: { payerId: number | null; forClientId: number | null },
): QuoteEvent {
  const who = deposit.payerName ?? 'Someone with the e-mailed link';
  const card = deposit.cardLabel ? ` (${deposit.cardLabel})` : '';
  const forSomeone = how.forClientId !== null && how.payerId !== null && how.payerId !== how.forClientId;
  return {
    type: 'quote.deposit-paid',
    ...aboutQuote(how.payerId, quote.id),
    ...(forSomeone ? { onBehalfOfId: how.forClientId } : {}),
    summary: `${who} paid the deposit of ${formatCents(deposit.amountCents)} by card${card} on ${quoteLabel(quote.id)} version ${deposit.quoteVersion}${forSomeone ? ` for ${quote.recipientName}` : ''}`,
  };
}
