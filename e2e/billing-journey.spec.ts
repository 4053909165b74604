import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { formatCents, formatQuantity, quarterHours } from '@ta/shared';
import { businessDatePlus, businessWeekdayPlus } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { expect, test, visit, waitForHydration } from './support/fixtures';
import { pdfText, recordPayment, storedInvoice } from './support/invoices';
import { latestMailboxId, latestMailTo } from './support/mailbox';
import { contextAt, quoteLinkIn } from './support/quotes';
import { createBackOfficeUser, logInWithApi, newUser, registerClient } from './support/users';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;

// The numbers typed in the journey, in cents (the price list's 3-Hour Package and Additional hour).
const PACKAGE_CENTS = 19_500;
const PACKAGE_MINUTES = 180;
const HOURLY_CENTS = 6_500;
const TRAVEL_CENTS = 1_500;
const DISCOUNT_PERCENT = 10;
const GROCERIES_CENTS = 2_347;
// The owner types 9:00 to 12:20: 3 hours 20 minutes on the job.
const WORKED_MINUTES = 200;

/** The quote builder's running total ("Subtotal … Total $x"). */
function builderTotal(office: Page) {
  return office.locator('dl').filter({ hasText: 'Subtotal' });
}

/** Dollars as a form takes them ("123.45"), from cents, with integer arithmetic. */
function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * From request to paid in one go (docs/billing.md): a registered client asks on /contact; the owner makes
 * a quote with a package, travel and a 10% discount and sends it; the client asks for a change on a phone;
 * version 2 (without the discount) is approved by typed name; the owner schedules it with a staff member,
 * who records the work and the groceries on a phone; the owner corrects the times (3 h 20 min: overtime),
 * makes the invoice (e-mailed with its PDF), records a check and then Zelle; the receipts say the balance
 * and "paid in full"; the client sees it paid and reads the PDF. Its people come from 10.47.0.x.
 * There is no quote PDF (docs/quotes.md): the quote is read on its pages.
 */
test('from request to paid: quote, change, approval, visit, time, invoice, payments, receipts', async ({ browser }) => {
  test.slow();
  const contexts: BrowserContext[] = [];
  try {
    // 1. A registered client sends a request from /contact on their phone.
    const clientContext = await contextAt(browser, '10.47.0.1', PHONE, { hasTouch: true });
    contexts.push(clientContext);
    const client = await registerClient(clientContext.request, newUser('journey'));
    const clientName = `${client.firstName} ${client.lastName}`;
    const phone = await clientContext.newPage();
    await visit(phone, '/contact');
    await waitForHydration(phone, '#main form');
    const main = phone.getByRole('main');
    await main.getByRole('textbox', { name: 'Full name' }).fill(clientName);
    await main.getByRole('textbox', { name: 'Email', exact: true }).fill(client.email);
    await main.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0147');
    await main.getByRole('combobox', { name: 'Service', exact: true }).selectOption({ index: 1 });
    await main
      .getByRole('textbox', { name: 'Message' })
      .fill('Help with groceries and setting up my new tablet, one morning a week.');
    await main.getByRole('button', { name: 'Submit Request' }).click();
    await expect(phone.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const requestId = withDatabase(
      (db) =>
        db
          .prepare<[string], { id: number }>('select id from contact_requests where email = ? order by id desc')
          .get(client.email)!.id,
    );

    // 2. The owner makes the quote from the request: the package, travel, and 10% off the services.
    const owner = await createBackOfficeUser('admin');
    const staff = await createBackOfficeUser('staff');
    const ownerContext = await contextAt(browser, '10.47.0.2', DESKTOP);
    contexts.push(ownerContext);
    await logInWithApi(ownerContext.request, owner);
    const office = await ownerContext.newPage();
    await visit(office, `/admin/contacts/${requestId}`);
    await office.getByRole('button', { name: 'Make a quote' }).click();
    await expect(office).toHaveURL(/\/admin\/quotes\/\d+$/);
    const quotePath = new URL(office.url()).pathname;
    const quoteId = Number(quotePath.split('/').pop());
    await expect(office.getByRole('heading', { name: 'Version 1 (draft)' })).toBeVisible();
    await office
      .getByLabel('Add from the price list')
      .selectOption({ label: `3-Hour Package — ${formatCents(PACKAGE_CENTS)}` });
    await office.getByRole('button', { name: 'Add item' }).click();
    await expect(office.getByRole('group', { name: `Line 1: ${formatCents(PACKAGE_CENTS)}` })).toBeVisible();

    await office.getByRole('button', { name: 'Add a free line' }).click();
    const travel = office.getByRole('group', { name: /^Line 2/ });
    await travel.getByLabel('Kind').selectOption({ label: 'Travel' });
    await travel.getByLabel('Description').fill('Travel to Dade City');
    await travel.getByLabel('Unit price ($)').fill(dollars(TRAVEL_CENTS));

    await office.getByRole('button', { name: 'Add a free line' }).click();
    const discount = office.getByRole('group', { name: /^Line 3/ });
    await discount.getByLabel('Kind').selectOption({ label: 'Discount' });
    await discount.getByLabel('Description').fill('First visit: 10% off');
    await discount.getByLabel('Percent off services').fill(String(DISCOUNT_PERCENT));
    // 10% of the services only (the package), never of the travel.
    const discountCents = (PACKAGE_CENTS * DISCOUNT_PERCENT) / 100;
    const v1TotalCents = PACKAGE_CENTS + TRAVEL_CENTS - discountCents;
    await expect(builderTotal(office)).toHaveText(new RegExp(`Total\\${formatCents(v1TotalCents)}$`));
    await office.getByRole('button', { name: 'Save draft' }).click();
    await expect(office.getByText('Draft saved.')).toBeVisible();
    let mailFrom = latestMailboxId();
    await office.getByRole('button', { name: `Send to ${client.email}` }).click();
    await expect(office.getByText(/Sent on/)).toBeVisible();
    const firstLink = await quoteLinkIn(client.email, mailFrom);

    // 3. The client opens the e-mailed link on the phone, reads the terms and asks for a change.
    await visit(phone, firstLink);
    await expect(phone.getByRole('heading', { name: /^Quote Q-\d{4}$/ })).toBeVisible();
    await expect(phone.getByText(formatCents(v1TotalCents)).first()).toBeVisible();
    const terms = phone.getByRole('region', { name: 'Our terms' });
    await expect(terms).toContainText('Time past a package is billed by the quarter hour at the hourly rate.');
    await expect(terms).toContainText('Groceries and parts we buy for you are billed at cost, with the receipt.');
    await expect(terms.getByRole('link', { name: 'Read our full Terms and Conditions' })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(phone, { label: 'the client’s quote link page at 390 px' });
    mailFrom = latestMailboxId();
    const change = 'Please leave out the discount and keep the travel: we would rather have the same helper each time.';
    await phone.getByLabel('What would you like changed?').fill(change);
    await phone.getByRole('button', { name: 'Send my message' }).tap();
    await expect(phone.getByText('Thank you. We received your message')).toBeVisible();
    // The owner, who made the quote, hears of it by e-mail.
    await latestMailTo(owner.email, { subject: 'Changes asked', afterId: mailFrom });

    // 4. The owner reads the request for changes, makes version 2 without the discount and sends it.
    await visit(office, quotePath);
    await expect(office.getByText(change)).toBeVisible();
    await office.getByRole('button', { name: 'New version' }).click();
    await expect(office.getByRole('heading', { name: 'Version 2 (draft)' })).toBeVisible();
    await office.getByRole('button', { name: 'Remove line 3' }).click();
    const v2TotalCents = PACKAGE_CENTS + TRAVEL_CENTS;
    await expect(builderTotal(office)).toHaveText(new RegExp(`Total\\${formatCents(v2TotalCents)}$`));
    await office.getByRole('button', { name: 'Save draft' }).click();
    await expect(office.getByText('Draft saved.')).toBeVisible();
    mailFrom = latestMailboxId();
    await office.getByRole('button', { name: `Send to ${client.email}` }).click();
    await expect(office.getByText(/Sent on .* \(version 2\)/)).toBeVisible();
    const secondLink = await quoteLinkIn(client.email, mailFrom);

    // The client approves version 2 by typing their name.
    await visit(phone, secondLink);
    await expect(phone.getByText(formatCents(v2TotalCents)).first()).toBeVisible();
    await expect(phone.getByText('First visit: 10% off')).toHaveCount(0);
    await phone.getByLabel('Your full name').fill(clientName);
    await phone.getByRole('button', { name: 'Approve the quote' }).tap();
    await expect(phone.getByText('Thank you. Your approval is recorded')).toBeVisible();
    await expect(phone.getByText(`Approved by ${clientName}`)).toBeVisible();

    // 5. The owner sees who approved and schedules it in one step with the staff member.
    await visit(office, quotePath);
    await expect(office.getByText(`Approved by “${clientName}” · version 2`)).toBeVisible();
    const schedule = office.getByRole('region', { name: 'Schedule this quote' });
    await schedule.getByLabel('Service').selectOption({ index: 1 });
    await schedule.getByLabel('Attending staff member').selectOption({ label: `${staff.firstName} ${staff.lastName}` });
    await schedule.getByLabel('Date').fill(businessWeekdayPlus(3));
    await schedule.getByLabel('Start time').fill('09:00');
    await schedule.getByLabel('End time').fill('12:00');
    await schedule.getByRole('button', { name: 'Schedule appointment' }).click();
    const appointmentLink = office.getByRole('link', { name: /View appointment #\d+/ });
    await expect(appointmentLink).toBeVisible();
    const appointmentId = Number(/#(\d+)/.exec((await appointmentLink.textContent())!)![1]);

    // The client's own quote page shows version 2 approved and the visit booked.
    await visit(phone, `/quotes/${quoteId}`);
    await expect(phone.getByText(`Approved by ${clientName}`)).toBeVisible();
    await expect(phone.getByText('Your visit is booked for')).toBeVisible();
    await expectNoAxeViolations(phone, { label: '/quotes/:id at 390 px, approved and booked' });

    // 6. The staff member, on a phone, starts and finishes the work and adds the groceries.
    const staffContext = await contextAt(browser, '10.47.0.3', PHONE, { hasTouch: true });
    contexts.push(staffContext);
    await logInWithApi(staffContext.request, staff);
    const staffPhone = await staffContext.newPage();
    await visit(staffPhone, `/admin/appointments/${appointmentId}`);
    const panel = staffPhone.getByTestId('job-time');
    await panel.getByTestId('work-start').tap();
    await expect(panel.getByTestId('work-start')).toContainText(/Started at/);
    await panel.getByTestId('work-finish').tap();
    await expect(panel.getByTestId('work-finish')).toContainText(/Finished at/);
    const itemForm = panel.getByTestId('job-item-form');
    await itemForm.getByLabel('Kind').selectOption('groceries');
    await itemForm.getByLabel('What was bought').fill('Milk, bread and eggs');
    await itemForm.getByLabel('Amount in dollars').fill(dollars(GROCERIES_CENTS));
    await itemForm.getByRole('button', { name: 'Add item' }).tap();
    await expect(itemForm.getByTestId('job-item-status')).toContainText('Milk, bread and eggs is added.');
    await expect(panel.getByTestId('job-items-total')).toContainText(`Total bought: ${formatCents(GROCERIES_CENTS)}`);

    // The taps were seconds apart: the owner types the real times, 9:00 to 12:20 yesterday.
    await visit(office, `/admin/appointments/${appointmentId}`);
    const ownerPanel = office.getByTestId('job-time');
    await ownerPanel.getByRole('button', { name: 'Change times' }).click();
    const times = ownerPanel.getByTestId('work-times-form');
    await times.getByLabel('Day of the work').fill(businessDatePlus(-1));
    await times.getByLabel('Work started').fill('09:00');
    await times.getByLabel('Work ended').fill('12:20');
    await times.getByRole('button', { name: 'Save times' }).click();
    await expect(ownerPanel.getByTestId('work-worked')).toContainText('Time worked: 3 hours 20 minutes');

    // 7. The invoice: version 2's lines, the 20 minutes past the package by the quarter hour, the groceries.
    const overtimeQuarters = quarterHours(WORKED_MINUTES - PACKAGE_MINUTES);
    const overtimeCents = (overtimeQuarters * 25 * HOURLY_CENTS) / 100;
    const expectedCents = v2TotalCents + overtimeCents + GROCERIES_CENTS;
    const overtimeWords = `Additional time: ${formatQuantity(overtimeQuarters * 25)} hours`;
    const invoiceSection = office.getByRole('region', { name: 'Invoice' });
    await expect(invoiceSection).toContainText(
      `From the approved quote, with ${WORKED_MINUTES} minutes on the job. Total ${formatCents(expectedCents)}.`,
    );
    mailFrom = latestMailboxId();
    await invoiceSection.getByRole('button', { name: 'Make invoice' }).click();
    await office.waitForURL(/\/admin\/invoices\/\d+$/);
    const invoiceId = Number(new URL(office.url()).pathname.split('/').pop());
    const heading = office.getByRole('heading', { level: 1, name: /^Invoice INV-\d{6}$/ });
    const label = (await heading.textContent())!.replace('Invoice ', '');
    const lines = office.getByRole('table').first();
    await expect(lines.getByRole('row', { name: /3-Hour Package/ })).toContainText(formatCents(PACKAGE_CENTS));
    await expect(lines.getByRole('row', { name: /Travel to Dade City/ })).toContainText(formatCents(TRAVEL_CENTS));
    await expect(lines.getByRole('row', { name: new RegExp(overtimeWords) })).toContainText(formatCents(overtimeCents));
    await expect(lines.getByRole('row', { name: /Milk, bread and eggs/ })).toContainText(formatCents(GROCERIES_CENTS));
    await expect(lines.getByRole('row', { name: /^Total / })).toContainText(formatCents(expectedCents));
    expect(storedInvoice(invoiceId).totalCents).toBe(expectedCents);
    const invoiceMail = await latestMailTo(client.email, { subject: `Invoice ${label}`, afterId: mailFrom });
    expect(invoiceMail.subject).toContain(formatCents(expectedCents));
    expect(invoiceMail.attachments).toEqual([
      expect.objectContaining({ filename: `invoice-${label}.pdf`, contentType: 'application/pdf' }),
    ]);

    // 8. A check for part of it, then the rest by Zelle; a receipt for each.
    const checkCents = 10_000;
    mailFrom = latestMailboxId();
    await recordPayment(office, { amount: dollars(checkCents), method: 'Check', reference: '1043' });
    const checkReceipt = await latestMailTo(client.email, {
      subject: `Payment received: ${formatCents(checkCents)} for invoice ${label}`,
      afterId: mailFrom,
    });
    expect(checkReceipt.text).toContain(`We received ${formatCents(checkCents)} by check`);
    expect(checkReceipt.text).toContain(`Balance left on this invoice: ${formatCents(expectedCents - checkCents)}.`);
    mailFrom = latestMailboxId();
    await recordPayment(office, {
      amount: dollars(expectedCents - checkCents),
      method: 'Zelle',
      reference: 'ZL-88120',
      last: true,
    });
    const zelleReceipt = await latestMailTo(client.email, {
      subject: `Payment received: ${formatCents(expectedCents - checkCents)} for invoice ${label}`,
      afterId: mailFrom,
    });
    expect(zelleReceipt.text).toContain('by Zelle');
    expect(zelleReceipt.text).toContain('This invoice is now paid in full.');
    expect(storedInvoice(invoiceId).paidCents).toBe(expectedCents);

    // 9. The client sees it paid in their area, on the phone, and reads the PDF.
    await visit(phone, '/invoices');
    const item = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: `Invoice ${label}` }) });
    await expect(item).toContainText('Paid in full');
    await expect(item).toContainText(`Total: ${formatCents(expectedCents)}`);
    await item.getByRole('link', { name: `See invoice ${label}` }).tap();
    await phone.waitForURL(`**/invoices/${invoiceId}`);
    await expect(phone.getByRole('heading', { level: 1, name: `Invoice ${label}` })).toBeVisible();
    await expect(phone.getByText('Paid in full')).toBeVisible();
    await expect(phone.getByText(overtimeWords)).toBeVisible();
    await expect(phone.getByText('Milk, bread and eggs')).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(phone, { label: '/invoices/:id at 390 px, paid' });
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('link', { name: 'Download the PDF' }).tap(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${label}.pdf`);
    const text = await pdfText(fs.readFileSync(await download.path()));
    expect(text).toContain(label);
    expect(text).toContain(overtimeWords);
    expect(text).toContain(formatCents(overtimeCents));
    expect(text).toContain('Milk, bread and eggs');
    expect(text).toContain(formatCents(GROCERIES_CENTS));
    expect(text).toContain(formatCents(expectedCents));
    expect(text).toContain('Paid in full');
  } finally {
    for (const context of contexts) await context.close();
  }
});
