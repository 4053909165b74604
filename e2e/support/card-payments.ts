import { expect } from '@playwright/test';
import { e2eFakeStripeUrl } from '../../playwright.config';
import { withDatabase } from './database';
import { latestMailTo } from './mailbox';

export { e2eFakeStripeUrl };

/** An event the fake Stripe made, as GET /__fake/events lists it (docs/testing-stripe.md). */
export interface FakeStripeEvent {
  id: string;
  type: string;
  data: { object: { id: string; metadata?: Record<string, string> | null; payment_intent?: string | null } };
}

async function control(method: 'GET' | 'POST', path: string): Promise<unknown> {
  const response = await fetch(`${e2eFakeStripeUrl}/__fake/${path}`, { method });
  expect(response.ok, `${method} /__fake/${path}: HTTP ${response.status}`).toBe(true);
  return response.json();
}

/** Every event the fake has made so far, oldest first. */
export async function fakeStripeEvents(): Promise<FakeStripeEvent[]> {
  return (await control('GET', 'events')) as FakeStripeEvent[];
}

/** Sends one event to the site's webhook again, as Stripe does when it retries; the site's HTTP status. */
export async function deliverAgain(eventId: string): Promise<number> {
  return ((await control('POST', `deliver/${encodeURIComponent(eventId)}`)) as { status: number }).status;
}

/** Keeps the webhooks of the next payments queued (Stripe's word arrives late) until `releaseWebhooks`. */
export async function holdWebhooks(): Promise<void> {
  await control('POST', 'hold');
}

export async function releaseWebhooks(): Promise<void> {
  await control('POST', 'release');
}

/** What the server stored of an invoice's payments: each one's amount, refunds and who paid. */
export function storedPayments(invoiceId: number) {
  return withDatabase((db) =>
    db
      .prepare<
        [number],
        { id: number; amountCents: number; refundedCents: number; method: string; payerName: string | null }
      >(
        `select id, amount_cents as amountCents, refunded_cents as refundedCents, method, payer_name as payerName
         from payments where invoice_id = ? order by id`,
      )
      .all(invoiceId),
  );
}

/** The Pay by card link of the newest invoice e-mail to `email` after `afterId`, as a path. */
export async function payLinkIn(email: string, label: string, afterId: number): Promise<string> {
  const mail = await latestMailTo(email, { subject: `Invoice ${label}`, afterId });
  const match = /https?:\/\/[^\s<>"]+\/pay\/[A-Za-z0-9_-]{20,}/.exec(mail.text);
  if (!match) throw new Error(`No pay link in:\n${mail.text}`);
  return new URL(match[0]).pathname;
}
