import type { Engine } from '../../src/db/connect.js';
import { buildTestApp, type TestApp } from '../helper.js';
import type { AppConfig } from '../../src/config.js';
import { startMailbox, type Mailbox } from '../mailbox.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';

/**
 * An app with card payments on, its Stripe being the local fake (fake-stripe.ts), listening on a free
 * port so the fake's signed webhooks reach it over HTTP as Stripe's would; and the recipients' mailbox.
 */
export interface CardPaymentsApp {
  t: TestApp;
  stripe: FakeStripe;
  mailbox: Mailbox;
  close(): Promise<void>;
}

export async function startCardPaymentsApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
): Promise<CardPaymentsApp> {
  const stripe = await startFakeStripe();
  const mailbox = await startMailbox();
  const t = await buildTestApp(engine, {
    rateLimits: false,
    smtpUrl: mailbox.url,
    stripe: {
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      publishableKey: undefined,
      apiUrl: stripe.url,
    },
    ...overrides,
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.setWebhookUrl(`${address}/api/stripe/webhook`);
  return {
    t,
    stripe,
    mailbox,
    async close() {
      await stripe.stop();
      await t.close();
      await mailbox.stop();
    },
  };
}

let invoiceNumber = 700_000;

/** A sent invoice of `clientId`'s for `totalCents`, straight in the table (its making is tested elsewhere). */
export async function sentInvoice(
  t: TestApp,
  client: { id: number; name: string; email: string },
  totalCents: number,
  language: 'en' | 'es' = 'en',
): Promise<number> {
  invoiceNumber += 1;
  const row = await t.app.db
    .insertInto('invoices')
    .values({
      number: invoiceNumber,
      kind: 'job',
      clientId: client.id,
      recipientName: client.name,
      recipientEmail: client.email,
      language,
      issuedOn: '2026-11-20',
      dueOn: '2026-12-04',
      subtotalCents: totalCents,
      discountCents: 0,
      totalCents,
      sentAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('invoiceLines')
    .values({
      invoiceId: row.id,
      position: 0,
      kind: 'package',
      description: 'Errands and groceries',
      quantityHundredths: 100,
      unitCents: totalCents,
      amountCents: totalCents,
    })
    .execute();
  return row.id;
}
