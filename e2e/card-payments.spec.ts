import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { businessToday, formatCents, type StaffInvoiceDetail } from '@ta/shared';
import { expectNoAxeViolations } from './support/axe';
import {
  deliverAgain,
  e2eFakeStripeUrl,
  fakeStripeEvents,
  holdWebhooks,
  payLinkIn,
  releaseWebhooks,
  storedPayments,
} from './support/card-payments';
import { changeDatabase, e2eDatabaseFile, userIdOf } from './support/database';
import { expect, test, waitForHydration } from './support/fixtures';
import { finishedVisitOf, storedInvoice } from './support/invoices';
import { latestMailboxId, latestMailTo } from './support/mailbox';
import { createBackOfficeUser, logInWithApi, newUser, registerClient, type TestUser } from './support/users';

/**
 * Paying an invoice by card (docs/payments.md, docs/testing-stripe.md): the site talks to the fake Stripe
 * Playwright starts beside it, and the browser pays on the fake's hosted page. A daughter helping with her
 * mother's invoices (the billing right) pays on her phone; the webhook marks it paid and both get receipts;
 * the owner refunds part of it; a repeated webhook changes nothing. The e-mailed pay link works signed
 * out, and the Pay button without JavaScript. Its people come from their own addresses (10.61.0.x).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const NO_SESSION = { cookies: [], origins: [] };

interface Person {
  user: TestUser;
  address: string;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

let owner: Person;
let mother: Person;
let daughter: Person;
const fullName = (user: TestUser) => `${user.firstName} ${user.lastName}`;

test.beforeAll(async ({ playwright }, workerInfo) => {
  const baseURL = workerInfo.project.use.baseURL;
  const signedIn = async (address: string, start: (request: APIRequestContext) => Promise<TestUser>) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
    const user = await start(request);
    const storageState = await request.storageState();
    await request.dispose();
    return { user, address, storageState };
  };
  const admin = await createBackOfficeUser('admin');
  owner = await signedIn('10.61.0.1', async (request) => {
    await logInWithApi(request, admin);
    return admin;
  });
  mother = await signedIn('10.61.0.2', (request) => registerClient(request, newUser('card-mother')));
  // The daughter helps with her mother's invoices (the billing right) and is working on her account now.
  daughter = await signedIn('10.61.0.3', async (request) => {
    const user = await registerClient(request, newUser('card-daughter'));
    const [motherId, daughterId] = [userIdOf(mother.user.username), userIdOf(user.username)];
    changeDatabase(e2eDatabaseFile, (db) => {
      db.prepare(
        `insert into trusted_contacts (client_id, contact_user_id, name, email, rights, status, invited_by_id, accepted_at)
         values (?, ?, ?, ?, 'billing', 'active', ?, ?)`,
      ).run(motherId, daughterId, fullName(user), user.email, motherId, new Date().toISOString());
    });
    const acting = await request.put('/api/circle/acting', { data: { clientId: motherId } });
    expect(acting.status(), await acting.text()).toBe(200);
    return user;
  });
});

async function pageOf(
  browser: Browser,
  person: Person | { address: string; storageState: typeof NO_SESSION },
  viewport = PHONE,
  javaScriptEnabled = true,
) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled,
    storageState: person.storageState,
    extraHTTPHeaders: { 'X-Forwarded-For': person.address },
  });
  return { context, page: await context.newPage() };
}

const signedOut = (address: string) => ({ address, storageState: NO_SESSION });

/** The owner makes the invoice of a finished visit of the mother's; it is e-mailed with its pay link. */
async function invoiceForMother(browser: Browser, minutes: number) {
  const appointmentId = finishedVisitOf(mother.user.username, minutes);
  const { context } = await pageOf(browser, owner, DESKTOP);
  const before = latestMailboxId();
  const made = await context.request.post(`/api/admin/appointments/${appointmentId}/invoice`, { data: {} });
  expect(made.status(), await made.text()).toBe(201);
  const invoice = (await made.json()) as StaffInvoiceDetail;
  await context.close();
  const payLink = await payLinkIn(mother.user.email, invoice.label, before);
  return { id: invoice.id, label: invoice.label, totalCents: invoice.totalCents, payLink };
}

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(status);
  await page.waitForLoadState('load');
  await waitForHydration(page);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

/** Pays on the fake's hosted page with its Visa test card, and waits to be back on the site. */
async function payOnHostedPage(page: Page, amountCents: number, backTo: string) {
  await page.waitForURL(`${e2eFakeStripeUrl}/pay/**`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Visa ending 4242' })).toBeChecked();
  await page.getByRole('button', { name: `Pay ${formatCents(amountCents)}` }).click();
  await page.waitForURL((url) => url.pathname === backTo && url.searchParams.get('paid') === 'card');
}

test('a daughter pays her mother’s invoice by card on her phone, the owner refunds part, a repeated webhook changes nothing', async ({
  browser,
}) => {
  test.slow();
  const invoice = await invoiceForMother(browser, 200);
  const total = formatCents(invoice.totalCents);
  const daughterName = fullName(daughter.user);

  const { context: phoneContext, page: phone } = await pageOf(browser, daughter, PHONE);
  await test.step('the daughter opens the invoice on her phone and sees the Pay button', async () => {
    await open(phone, `/invoices/${invoice.id}`);
    await expect(phone.getByRole('heading', { level: 1, name: `Invoice ${invoice.label}` })).toBeVisible();
    const pay = phone.getByTestId('pay-by-card');
    await expect(pay.getByRole('heading', { name: 'Pay online' })).toBeVisible();
    await expect(pay).toContainText("You type your card on Stripe's secure page. We never see your card number.");
    const button = pay.getByRole('button', { name: `Pay ${total} by card` });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(phone);
    await expectNoAxeViolations(phone, { label: 'the client’s invoice with Pay by card, at 390 px' });
    await screenshot(phone, 'invoice-pay-390');
    // Reached by the keyboard, the button shows where the focus is.
    await phone.keyboard.press('Shift');
    await button.focus();
    await pay.screenshot({ path: test.info().outputPath('invoice-pay-focused-390.png') });
  });

  await test.step('she pays on Stripe’s page; back on the site, the page waits for Stripe’s word and then says paid', async () => {
    // Stripe's webhook arrives late: the page says the payment is being confirmed, then reads it again.
    await holdWebhooks();
    await phone.getByRole('button', { name: `Pay ${total} by card` }).click();
    await phone.waitForURL(`${e2eFakeStripeUrl}/pay/**`);
    await expectNoAxeViolations(phone, { label: 'the fake Stripe page at 390 px' });
    await payOnHostedPage(phone, invoice.totalCents, `/invoices/${invoice.id}`);
    const status = phone.getByRole('status').filter({ hasText: 'We are confirming your payment' });
    await expect(status).toHaveText(
      /Thank you\. We are confirming your payment with Stripe; your receipt will come by e-mail\./,
    );
    expect(storedInvoice(invoice.id).paidCents).toBe(0);
    // The payment just made is not offered again while Stripe's word is awaited.
    await expect(phone.getByTestId('pay-by-card')).toHaveCount(0);
    await screenshot(phone, 'invoice-confirming-390');
    await releaseWebhooks();
    await expect(phone.getByRole('status').filter({ hasText: 'Paid in full. Thank you.' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(phone.getByText('We are confirming your payment')).toHaveCount(0);
    expect(storedInvoice(invoice.id).paidCents).toBe(invoice.totalCents);
    const payments = phone.getByRole('region', { name: 'Payments received' });
    await expect(payments).toContainText(`${total} by card, online (Visa ending 4242)`);
    await expect(payments).toContainText(`Paid by ${daughterName}`);
    await expect(phone.getByTestId('pay-by-card')).toHaveCount(0);
    await expectNoAxeViolations(phone, { label: 'the client’s invoice paid by card, at 390 px' });
    await screenshot(phone, 'invoice-paid-390');
    await phone.setViewportSize(DESKTOP);
    await screenshot(phone, 'invoice-paid-1280');
  });

  await test.step('the receipts reach the mother and the daughter', async () => {
    const toMother = await latestMailTo(mother.user.email, {
      subject: `Payment received: ${total} for invoice ${invoice.label}`,
    });
    expect(toMother.text).toContain(`We received ${total} by card (Visa ending 4242)`);
    expect(toMother.text).toContain(`Paid by ${daughterName}. Thank you for helping.`);
    expect(toMother.text).toContain('This invoice is now paid in full.');
    const toDaughter = await latestMailTo(daughter.user.email, {
      subject: `Your payment of ${total} for invoice ${invoice.label}`,
    });
    expect(toDaughter.text).toContain(`You paid ${total} by card (Visa ending 4242)`);
  });
  await phoneContext.close();

  const refundCents = 2_000;
  const refund = formatCents(refundCents);
  const { context: officeContext, page: office } = await pageOf(browser, owner, DESKTOP);
  await test.step('the owner sees the card payment and refunds part of it from the invoice page', async () => {
    await open(office, `/admin/invoices/${invoice.id}`);
    const card = office.getByRole('listitem').filter({ hasText: 'Card, online (Visa ending 4242)' });
    await expect(card).toContainText(`${total} — Card, online (Visa ending 4242) — ${businessToday()}`);
    await expect(card).toContainText(`Paid by ${daughterName} (${daughter.user.email})`);
    const feeCents = Math.round(invoice.totalCents * 0.029) + 30;
    await expect(card).toContainText(`Stripe’s fee: ${formatCents(feeCents)}`);
    // A card payment is refunded through Stripe, never voided.
    await expect(card.getByRole('button', { name: 'Void this payment' })).toHaveCount(0);
    const form = card.getByRole('form', { name: 'Refund this payment' });
    await expect(form.getByLabel('Amount (dollars)')).toHaveValue(formatCents(invoice.totalCents).replace(/[$,]/g, ''));
    // The reason is required, said next to its field.
    await form.getByLabel('Amount (dollars)').fill(refund.replace('$', ''));
    await form.getByRole('button', { name: 'Refund' }).click();
    await expect(form.getByText('Please give the reason for the refund')).toBeVisible();
    const before = latestMailboxId();
    await form.getByLabel('Reason').fill('The last half hour was not needed');
    office.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`Refund ${refund} to Visa ending 4242? This cannot be undone.`);
      void dialog.accept();
    });
    await form.getByRole('button', { name: 'Refund' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Refunded ${refund} to Visa ending 4242. The client was e-mailed.`,
    );
    await expect(card).toContainText(`Refunded ${refund} of ${total}`);
    await expect(card).toContainText(
      `${refund} on ${businessToday()} by ${fullName(owner.user)}: The last half hour was not needed`,
    );
    await expect(form.getByLabel('Amount (dollars)')).toHaveValue(
      formatCents(invoice.totalCents - refundCents).replace(/[$,]/g, ''),
    );
    expect(storedInvoice(invoice.id).paidCents).toBe(invoice.totalCents - refundCents);
    await expectNoAxeViolations(office, { label: 'the back office’s invoice with a refund, at 1280 px' });
    await screenshot(office, 'admin-invoice-refund-1280');

    const notice = await latestMailTo(mother.user.email, {
      subject: `Refund of ${refund} for invoice ${invoice.label}`,
      afterId: before,
    });
    expect(notice.text).toContain(`We refunded ${refund} to the card you paid invoice ${invoice.label} with`);
    expect(notice.text).toContain('Reason: The last half hour was not needed');
    await latestMailTo(daughter.user.email, {
      subject: `Refund of ${refund} for invoice ${invoice.label}`,
      afterId: before,
    });
  });
  await officeContext.close();

  await test.step('Stripe sending its events again changes nothing', async () => {
    const before = { invoice: storedInvoice(invoice.id), payments: storedPayments(invoice.id) };
    expect(before.payments).toEqual([
      expect.objectContaining({ amountCents: invoice.totalCents, refundedCents: refundCents, method: 'online' }),
    ]);
    const events = (await fakeStripeEvents()).filter(
      (event) => event.data.object.metadata?.invoiceId === String(invoice.id) || event.type === 'charge.refunded',
    );
    const types = new Set(events.map((event) => event.type));
    expect(types).toContain('checkout.session.completed');
    expect(types).toContain('payment_intent.succeeded');
    expect(types).toContain('charge.refunded');
    for (const event of events) expect(await deliverAgain(event.id), event.type).toBe(200);
    expect(storedInvoice(invoice.id)).toEqual(before.invoice);
    expect(storedPayments(invoice.id)).toEqual(before.payments);
  });
});

test('the invoice e-mail’s pay link works signed out, and a link that no longer works says so', async ({ browser }) => {
  test.slow();
  const invoice = await invoiceForMother(browser, 120);
  const total = formatCents(invoice.totalCents);
  const { context, page } = await pageOf(browser, signedOut('10.61.0.4'), PHONE);

  await open(page, invoice.payLink);
  const main = page.getByRole('main');
  await expect(main).toContainText('From Trusted Assistance');
  await expect(main.getByRole('heading', { level: 1, name: `Invoice ${invoice.label}` })).toBeVisible();
  await expect(page.getByTestId('pay-link-state')).toHaveText('Unpaid');
  await expect(main).toContainText(`Billed to${fullName(mother.user)}`);
  await expect(main).toContainText(`Total${total}`);
  await expect(main).toContainText(`Balance due${total}`);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, { label: 'the pay link page at 390 px' });
  await screenshot(page, 'pay-link-390');
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, { label: 'the pay link page at 1280 px' });
  await screenshot(page, 'pay-link-1280');

  // The same page in Spanish, at its Spanish address.
  await page.setViewportSize(PHONE);
  await open(page, `/es${invoice.payLink}`);
  await expect(page.getByText(`De Trusted Assistance`)).toBeVisible();
  await expect(page.getByTestId('pay-link-state')).toHaveText('Sin pagar');
  await expect(page.getByRole('button', { name: `Pagar ${total} con tarjeta` })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'the pay link page in Spanish at 390 px' });
  await screenshot(page, 'pay-link-es-390');
  await page.setViewportSize(DESKTOP);
  await open(page, invoice.payLink);

  const before = latestMailboxId();
  await page.getByRole('button', { name: `Pay ${total} by card` }).click();
  await payOnHostedPage(page, invoice.totalCents, invoice.payLink);
  await expect(page.getByRole('status').filter({ hasText: 'Paid in full. Thank you.' })).toBeVisible();
  await expect(page.getByTestId('pay-link-state')).toHaveText('Paid in full');
  await expect(page.getByRole('button', { name: /by card/ })).toHaveCount(0);
  await screenshot(page, 'pay-link-paid-1280');
  await latestMailTo(mother.user.email, {
    subject: `Payment received: ${total} for invoice ${invoice.label}`,
    afterId: before,
  });
  expect(storedInvoice(invoice.id).paidCents).toBe(invoice.totalCents);

  // A made-up link: the page says the link no longer works, answered 404.
  await open(page, `/pay/${'0'.repeat(64)}`, 404);
  await expect(page.getByRole('alert')).toHaveText(
    'This payment link is no longer valid. Please sign in to see your invoices, or call us.',
  );
  await expectNoAxeViolations(page, { label: 'a pay link that no longer works' });
  await context.close();
});

test('without JavaScript the Pay button still reaches Stripe’s page, from the client area and from the pay link', async ({
  browser,
}) => {
  test.slow();
  const invoice = await invoiceForMother(browser, 90);
  const total = formatCents(invoice.totalCents);

  await test.step('the daughter’s Pay button on the invoice page posts the page form', async () => {
    const { context, page } = await pageOf(browser, daughter, PHONE, false);
    expect((await page.goto(`/invoices/${invoice.id}`))?.status()).toBe(200);
    await page.getByRole('button', { name: `Pay ${total} by card` }).click();
    await page.waitForURL(`${e2eFakeStripeUrl}/pay/**`);
    await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
    await context.close();
  });

  await test.step('signed out, the pay link’s button leads to Stripe’s page, and back the page says paid', async () => {
    const { context, page } = await pageOf(browser, signedOut('10.61.0.5'), PHONE, false);
    expect((await page.goto(invoice.payLink))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.label}` })).toBeVisible();
    await page.getByRole('button', { name: `Pay ${total} by card` }).click();
    // The webhook is answered before Stripe's page sends the browser back, so the server's page says paid.
    await payOnHostedPage(page, invoice.totalCents, invoice.payLink);
    await expect(page.getByRole('status').filter({ hasText: 'Paid in full. Thank you.' })).toBeVisible();
    expect(storedInvoice(invoice.id).paidCents).toBe(invoice.totalCents);
    // One payment, though two pages at Stripe were started: the first was ended when the second began.
    expect(storedPayments(invoice.id)).toHaveLength(1);
    await context.close();
  });
});
