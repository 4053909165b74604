import type { BrowserContext, Page } from '@playwright/test';
import { businessWeekdayPlus } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { expect, test, visit } from './support/fixtures';
import { latestMailboxId, latestMailTo } from './support/mailbox';
import { contextAt, quoteLinkIn } from './support/quotes';
import { createBackOfficeUser, logInWithApi, newUser, registerClient } from './support/users';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;

// Each side of the journey comes from its own address (e2e/README.md "Rate limits"): 10.42.0.x.

async function reload(page: Page, path: string) {
  await visit(page, path);
}

/**
 * Quotes end to end (docs/quotes.md): staff build a quote from a client's request and send it; the
 * client opens the e-mailed link on a phone and asks for a change; staff make version 2 and send it;
 * the first link no longer opens; the client approves by typing their name; staff schedule it in one
 * step, and the client's quote page shows the visit. axe on the quote pages at 390 and 1280 px.
 */
test('a quote from request to appointment: build, send, change, approve, schedule', async ({ browser }) => {
  test.slow();
  let clientContext: BrowserContext | undefined;
  let staffContext: BrowserContext | undefined;
  let linkContext: BrowserContext | undefined;
  try {
    clientContext = await contextAt(browser, '10.42.0.1', DESKTOP);
    const client = await registerClient(clientContext.request, newUser('quoteclient'));
    const asked = await clientContext.request.post('/api/contact', {
      data: {
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.email,
        phone: '(352) 555-0199',
        serviceInterest: 'Home & Tech Support',
        message: 'My new tablet needs setting up so I can video call my grandchildren.',
        newsletter: false,
        notifyByEmail: false,
        notifyBySms: false,
        consentGiven: true,
      },
    });
    expect(asked.status()).toBe(201);
    const requestId = withDatabase(
      (db) =>
        db
          .prepare<[string], { id: number }>('select id from contact_requests where email = ? order by id desc')
          .get(client.email)!.id,
    );

    // Staff build the quote from the request and send it.
    const staff = await createBackOfficeUser('staff');
    staffContext = await contextAt(browser, '10.42.0.2', DESKTOP);
    await logInWithApi(staffContext.request, staff);
    const office = await staffContext.newPage();
    await visit(office, `/admin/contacts/${requestId}`);
    await office.getByRole('button', { name: 'Make a quote' }).click();
    await expect(office).toHaveURL(/\/admin\/quotes\/\d+$/);
    const quotePath = new URL(office.url()).pathname;
    const quoteId = Number(quotePath.split('/').pop());
    await expect(office.getByRole('heading', { name: 'Version 1 (draft)' })).toBeVisible();
    await office.getByLabel('Add from the price list').selectOption({ label: '3-Hour Package — $195.00' });
    await office.getByRole('button', { name: 'Add item' }).click();
    await expect(office.getByRole('group', { name: 'Line 1: $195.00' })).toBeVisible();
    await office.getByRole('button', { name: 'Save draft' }).click();
    await expect(office.getByText('Draft saved.')).toBeVisible();
    await expectNoAxeViolations(office, { label: 'quote builder at 1280 px' });
    let mailFrom = latestMailboxId();
    await office.getByRole('button', { name: `Send to ${client.email}` }).click();
    await expect(office.getByText(/Sent on/)).toBeVisible();
    const firstLink = await quoteLinkIn(client.email, mailFrom);

    // The client opens the link signed out on a phone and asks for a change.
    linkContext = await contextAt(browser, '10.42.0.3', PHONE);
    const phone = await linkContext.newPage();
    await visit(phone, firstLink);
    await expect(phone.getByRole('heading', { name: /^Quote Q-\d{4}$/ })).toBeVisible();
    await expect(phone.getByText('$195.00').first()).toBeVisible();
    await expect(phone.getByRole('link', { name: 'Read our full Terms and Conditions' })).toBeVisible();
    await expectNoAxeViolations(phone, { label: 'quote link page at 390 px' });
    mailFrom = latestMailboxId();
    await phone.getByLabel('What would you like changed?').fill('Could you come on a Saturday morning instead?');
    await phone.getByRole('button', { name: 'Send my message' }).click();
    await expect(phone.getByText('Thank you. We received your message')).toBeVisible();
    // The office, and the staff member who made the quote, hear of it.
    await latestMailTo(staff.email, { subject: 'Changes asked', afterId: mailFrom });

    // Staff make version 2, add a line and send it.
    await reload(office, quotePath);
    await expect(office.getByText('Could you come on a Saturday morning instead?')).toBeVisible();
    await office.getByRole('button', { name: 'New version' }).click();
    await expect(office.getByRole('heading', { name: 'Version 2 (draft)' })).toBeVisible();
    await office.getByRole('button', { name: 'Add a free line' }).click();
    const line = office.getByRole('group', { name: /^Line 2/ });
    await line.getByLabel('Description').fill('Saturday visit');
    await line.getByLabel('Unit price ($)').fill('20');
    // The total follows the lines as they are typed.
    await expect(office.locator('dl').filter({ hasText: 'Subtotal' })).toHaveText(/Total\$215\.00$/);
    await office.getByRole('button', { name: 'Save draft' }).click();
    await expect(office.getByText('Draft saved.')).toBeVisible();
    mailFrom = latestMailboxId();
    await office.getByRole('button', { name: `Send to ${client.email}` }).click();
    await expect(office.getByText(/Sent on .* \(version 2\)/)).toBeVisible();
    const secondLink = await quoteLinkIn(client.email, mailFrom);
    expect(secondLink).not.toBe(firstLink);

    // The first e-mail's link no longer opens the quote.
    await visit(phone, firstLink);
    await expect(phone.getByText('This link is no longer valid.')).toBeVisible();

    // The client approves version 2 by typing their name, from the newest link on a computer.
    const desk = await clientContext.newPage();
    await visit(desk, secondLink);
    await expect(desk.getByText('$215.00').first()).toBeVisible();
    await expectNoAxeViolations(desk, { label: 'quote link page at 1280 px' });
    await desk.getByLabel('Your full name').fill(`${client.firstName} ${client.lastName}`);
    await desk.getByRole('button', { name: 'Approve the quote' }).click();
    await expect(desk.getByText('Thank you. Your approval is recorded')).toBeVisible();
    await expect(desk.getByText(`Approved by ${client.firstName} ${client.lastName}`)).toBeVisible();

    // Staff see who approved, from where, and schedule it in one step.
    await reload(office, quotePath);
    await expect(office.getByText(`Approved by “${client.firstName} ${client.lastName}” · version 2`)).toBeVisible();
    await expect(office.getByText(/from 10\.42\.0\.1/)).toBeVisible();
    const schedule = office.getByRole('region', { name: 'Schedule this quote' });
    await schedule.getByLabel('Service').selectOption({ index: 1 });
    await schedule
      .getByLabel('Attending staff member')
      .selectOption({ label: `${staff.firstName} ${staff.lastName} (me)` });
    await schedule.getByLabel('Date').fill(businessWeekdayPlus(5));
    await schedule.getByLabel('Start time').fill('10:00');
    await schedule.getByLabel('End time').fill('13:00');
    await schedule.getByRole('button', { name: 'Schedule appointment' }).click();
    await expect(office.getByRole('link', { name: /View appointment #\d+/ })).toBeVisible();

    // The client's own quote page, in the client area, shows the visit.
    await visit(desk, `/quotes/${quoteId}`);
    await expect(desk.getByText('Your visit is booked for')).toBeVisible();
    await expectNoAxeViolations(desk, { label: '/quotes/:id at 1280 px' });
    await desk.setViewportSize(PHONE);
    await visit(desk, '/quotes');
    await expect(desk.getByRole('link', { name: /Read quote Q-\d{4}/ })).toBeVisible();
    await expectNoAxeViolations(desk, { label: '/quotes at 390 px' });
  } finally {
    await clientContext?.close();
    await staffContext?.close();
    await linkContext?.close();
  }
});
