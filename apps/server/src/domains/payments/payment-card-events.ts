import { formatCents, invoiceLabel } from '@ta/shared';
import { nameOf, type EventToRecord, type Person } from '../office/index.js';

/** The activity feed's events of a client's card on file and autopay (decision 077). */
export type PaymentCardEventType =
  'payment-card.saved' | 'payment-card.removed' | 'autopay.turned-on' | 'autopay.turned-off' | 'autopay.declined';
type PaymentCardEvent = EventToRecord<PaymentCardEventType>;

const aboutClient = (type: PaymentCardEventType, actorId: number | null, clientId: number, summary: string) =>
  ({ type, actorId, subjectType: 'user', subjectId: clientId, summary }) satisfies PaymentCardEvent;

/** A card saved on Stripe's page became the client's card on file; autopay went off if it named another. */
export function cardSaved(
  client: Person,
  card: string | null,
  how: { replaced: boolean; autopayEnded: boolean },
): PaymentCardEvent {
  const what = how.replaced ? 'replaced their card on file with' : 'saved a card on file:';
  const autopay = how.autopayEnded ? '; autopay is off until they agree again for this card' : '';
  return aboutClient(
    'payment-card.saved',
    client.id,
    client.id,
    `${nameOf(client)} ${what} ${card ?? 'a card'}${autopay}`,
  );
}

export function cardRemoved(client: Person, card: string | null): PaymentCardEvent {
  return aboutClient(
    'payment-card.removed',
    client.id,
    client.id,
    `${nameOf(client)} removed their card on file (${card ?? 'a card'}); autopay is off`,
  );
}

export function autopayOn(client: Person, card: string | null): PaymentCardEvent {
  return aboutClient(
    'autopay.turned-on',
    client.id,
    client.id,
    `${nameOf(client)} turned autopay on for ${card ?? 'their card'}, agreeing to its words`,
  );
}

/** The client asked the office (by phone, as the autopay words say they may) to turn autopay off. */
export function autopayOffByOffice(actor: Person, client: Person): PaymentCardEvent {
  return aboutClient(
    'autopay.turned-off',
    actor.id,
    client.id,
    `${nameOf(actor)} turned autopay off for ${nameOf(client)}, at the client's request`,
  );
}

export function autopayOff(client: Person): PaymentCardEvent {
  return aboutClient('autopay.turned-off', client.id, client.id, `${nameOf(client)} turned autopay off`);
}

/** Autopay's charge of an invoice was declined: nothing was paid. */
export function autopayDeclined(
  invoice: { id: number; number: number; recipientName: string },
  decline: {
    amountCents: number;
    card: string | null;
    declineCode: string | null;
    tryNumber: number;
    nextTryOn: string | null;
  },
): PaymentCardEvent {
  const next = decline.nextTryOn ? `next try on ${decline.nextTryOn}` : 'no other try';
  return {
    type: 'autopay.declined',
    actorId: null,
    subjectType: 'invoice',
    subjectId: invoice.id,
    summary: `Autopay could not charge ${formatCents(decline.amountCents)} to ${decline.card ?? 'the card'} of ${invoice.recipientName} for ${invoiceLabel(invoice.number)} (try ${decline.tryNumber}, ${decline.declineCode ?? 'declined'}); nothing was paid, ${next}`,
  };
}
