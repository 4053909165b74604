import fs from 'node:fs';
import type { Browser, BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { businessToday, formatCents } from '@ta/shared';
import { businessDatePlus } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { finishedVisitOf, lateCancelledVisitOf, pdfText, recordPayment, storedInvoice } from './support/invoices';
import { latestMailboxId, latestMailTo } from './support/mailbox';
import { createBackOfficeUser, logInWithApi, registerClient, type TestUser } from './support/users';

/**
 * Invoices from a finished visit to paid (docs/invoices.md): the owner makes the invoice on the
 * appointment page, it is e-mailed with its PDF, payments are recorded with receipts, and the client
 * sees it paid in their area, with and without JavaScript. Each person comes from their own address
 * (X-Forwarded-For 10.46.0.x): two registrations and one sign-in in all.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Person {
  user: TestUser;
  address: string;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

let owner: Person;
let client: Person;
let stranger: Person;

test.beforeAll(async ({ playwright }, workerInfo) => {
  const baseURL = workerInfo.project.use.baseURL;
  const signedIn = async (
    address: string,
    start: (request: Parameters<typeof logInWithApi>[0]) => Promise<TestUser>,
  ) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
    const user = await start(request);
    const storageState = await request.storageState();
    await request.dispose();
    return { user, address, storageState };
  };
  const admin = await createBackOfficeUser('admin');
  owner = await signedIn('10.46.0.1', async (request) => {
    await logInWithApi(request, admin);
    return admin;
  });
  client = await signedIn('10.46.0.2', (request) => registerClient(request));
  stranger = await signedIn('10.46.0.3', (request) => registerClient(request));
});

async function pageOf(browser: Browser, person: Person, viewport = DESKTOP, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled,
    storageState: person.storageState,
    extraHTTPHeaders: { 'X-Forwarded-For': person.address },
  });
  return { context, page: await context.newPage() };
}

/** Console errors and uncaught errors (a hydration mismatch is one of them) while `page` is used. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(status);
  // The page's scripts loaded first: a busy machine may take longer than the hydration wait alone allows.
  await page.waitForLoadState('load');
  await waitForHydration(page);
}

test('a finished visit is invoiced, paid by check and cash, and seen paid by its client only', async ({ browser }) => {
  test.slow();
  const appointmentId = finishedVisitOf(client.user.username, 200);

  // The owner makes the invoice on the appointment page.
  const admin = await pageOf(browser, owner);
  const adminPage = admin.page;
  await open(adminPage, `/admin/appointments/${appointmentId}`);
  const invoiceSection = adminPage.getByRole('region', { name: 'Invoice' });
  await expect(invoiceSection).toContainText('with 200 minutes on the job');
  await expectNoAxeViolations(adminPage, { label: 'appointment page with Make invoice' });
  const beforeInvoice = latestMailboxId();
  await invoiceSection.getByRole('button', { name: 'Make invoice' }).click();
  await adminPage.waitForURL(/\/admin\/invoices\/\d+$/);
  const invoiceId = Number(new URL(adminPage.url()).pathname.split('/').pop());
  const heading = adminPage.getByRole('heading', { level: 1, name: /^Invoice INV-\d{6}$/ });
  await expect(heading).toBeVisible();
  const label = (await heading.textContent())!.replace('Invoice ', '');
  const { totalCents } = storedInvoice(invoiceId);
  expect(totalCents).toBeGreaterThan(4000);
  await expectNoAxeViolations(adminPage, { label: 'back-office invoice, unpaid' });

  // The invoice reaches the client with its PDF.
  const invoiceMail = await latestMailTo(client.user.email, { subject: `Invoice ${label}`, afterId: beforeInvoice });
  expect(invoiceMail.subject).toContain(formatCents(totalCents));
  expect(invoiceMail.attachments).toEqual([
    expect.objectContaining({ filename: `invoice-${label}.pdf`, contentType: 'application/pdf' }),
  ]);
  expect(invoiceMail.attachments[0]!.size).toBeGreaterThan(1000);

  // A payment cannot be received tomorrow: the form says so and records nothing.
  const form = adminPage.getByRole('form', { name: 'Record payment' });
  await form.getByLabel('Amount (dollars)').fill('40');
  await form.getByLabel('Received on').fill(businessDatePlus(1));
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByRole('alert')).toHaveText('The day received cannot be after today');
  expect(storedInvoice(invoiceId).paidCents).toBe(0);
  await form.getByLabel('Received on').fill(businessToday());

  // A partial payment by check, with its number, then the rest in cash; a receipt for each.
  const beforeCheck = latestMailboxId();
  await recordPayment(adminPage, { amount: '40', method: 'Check', reference: '2217' });
  const checkReceipt = await latestMailTo(client.user.email, {
    subject: `Payment received: $40.00 for invoice ${label}`,
    afterId: beforeCheck,
  });
  expect(checkReceipt.text).toContain('We received $40.00 by check');
  expect(checkReceipt.text).toContain('Reference: 2217');
  expect(checkReceipt.text).toContain(`Balance left on this invoice: ${formatCents(totalCents - 4000)}.`);
  await expect(adminPage.getByText('Partly paid').first()).toBeVisible();

  const rest = formatCents(totalCents - 4000).replace(/[$,]/g, '');
  const beforeCash = latestMailboxId();
  await recordPayment(adminPage, { amount: rest, method: 'Cash', last: true });
  const cashReceipt = await latestMailTo(client.user.email, {
    subject: `Payment received: ${formatCents(totalCents - 4000)} for invoice ${label}`,
    afterId: beforeCash,
  });
  expect(cashReceipt.text).toContain('in cash');
  expect(cashReceipt.text).toContain('This invoice is now paid in full.');
  expect(storedInvoice(invoiceId).paidCents).toBe(totalCents);
  await expectNoAxeViolations(adminPage, { label: 'back-office invoice, paid' });
  await admin.context.close();

  // The client sees it paid, on a phone and on a computer, and downloads the PDF.
  for (const viewport of [PHONE, DESKTOP]) {
    await test.step(`the client at ${viewport.width} px`, async () => {
      const { context, page } = await pageOf(browser, client, viewport);
      const problems = watchProblems(page);
      await open(page, '/invoices');
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Invoice ${label}` }) });
      await expect(item).toContainText('Paid in full');
      await expect(item).toContainText(`Total: ${formatCents(totalCents)}`);
      await expect(item).toContainText('Balance due: $0.00');
      await expectNoAxeViolations(page, { label: `/invoices at ${viewport.width} px` });

      await item.getByRole('link', { name: `See invoice ${label}` }).click();
      await page.waitForURL(`**/invoices/${invoiceId}`);
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${label}` })).toBeVisible();
      await expect(page.getByText('Paid in full')).toBeVisible();
      const payments = page.getByRole('region', { name: 'Payments received' }).getByRole('listitem');
      // Dates in words for the client: "November 24, 2026".
      const today = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(
        new Date(`${businessToday()}T00:00Z`),
      );
      await expect(payments).toHaveText([
        `${today}: $40.00 by check`,
        `${today}: ${formatCents(totalCents - 4000)} by cash`,
      ]);
      await expectNoAxeViolations(page, { label: `/invoices/${invoiceId} at ${viewport.width} px` });

      // Opened straight (server-rendered), the page hydrates without a mismatch.
      await open(page, `/invoices/${invoiceId}`);
      await expect(page.getByText('Paid in full')).toBeVisible();
      expect(problems, 'console errors on the client’s invoice pages').toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download the PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`invoice-${label}.pdf`);
      const text = await pdfText(fs.readFileSync(await download.path()));
      expect(text).toContain(label);
      expect(text).toContain(formatCents(totalCents));
      expect(text).toContain('Paid in full');
      await context.close();
    });
  }

  // Without JavaScript the pages show the same content, from the server.
  await test.step('the client without JavaScript', async () => {
    const { context, page } = await pageOf(browser, client, PHONE, false);
    expect((await page.goto('/invoices'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: `Invoice ${label}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `See invoice ${label}` })).toHaveAttribute(
      'href',
      `/invoices/${invoiceId}`,
    );
    await expect(page.getByText('Loading your invoices…')).toHaveCount(0);
    expect((await page.goto(`/invoices/${invoiceId}`))?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`Invoice ${label}`));
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${label}` })).toBeVisible();
    await expect(page.getByText('Paid in full')).toBeVisible();
    await expect(page.getByText('Balance due: $0.00')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      `/api/invoices/${invoiceId}/pdf`,
    );
    await context.close();
  });

  // Another client gets "not found" for it, on the page and from the API.
  await test.step('another client', async () => {
    const { context, page } = await pageOf(browser, stranger);
    await open(page, `/invoices/${invoiceId}`, 404);
    await expect(page.getByRole('alert')).toHaveText('We could not find that invoice.');
    await expect(page.getByText(label)).toHaveCount(0);
    expect((await page.request.get(`/api/invoices/${invoiceId}`)).status()).toBe(404);
    expect((await page.request.get(`/api/invoices/${invoiceId}/pdf`)).status()).toBe(404);
    await open(page, '/invoices');
    await expect(page.getByText('You have no invoices yet.')).toBeVisible();
    await expectNoAxeViolations(page, { label: '/invoices, none yet' });
    await context.close();
  });
});

test('a visit cancelled late is billed its fee once the owner confirms', async ({ browser }) => {
  const appointmentId = lateCancelledVisitOf(client.user.username);
  const { context, page } = await pageOf(browser, owner, PHONE);
  await open(page, `/admin/appointments/${appointmentId}`);
  const bill = page
    .getByRole('region', { name: 'Invoice' })
    .getByRole('button', { name: /^Bill the late cancellation/ });
  await expect(bill).toBeVisible();
  await expectNoAxeViolations(page, { label: 'appointment cancelled late, at 390 px' });

  // Dismissed, nothing is billed.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await bill.click();
  await expect(page).toHaveURL(new RegExp(`/admin/appointments/${appointmentId}$`));

  const before = latestMailboxId();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Bill the late-cancellation fee of $');
    void dialog.accept();
  });
  await bill.click();
  await page.waitForURL(/\/admin\/invoices\/\d+$/);
  await expect(page.getByText('Late cancellation', { exact: true })).toBeVisible();
  const label = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Invoice ', '');
  const mail = await latestMailTo(client.user.email, { subject: `Invoice ${label}`, afterId: before });
  expect(mail.text).toContain('the late-cancellation fee for the visit cancelled with less than 24 hours’ notice');
  expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  await expectNoAxeViolations(page, { label: 'late-cancellation invoice, at 390 px' });
  await context.close();
});
