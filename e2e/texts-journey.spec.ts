import type { Page } from '@playwright/test';
import { businessWallClock } from '@ta/shared';
import { e2eFakeTwilioUrl, e2eTwilio } from '../playwright.config';
import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import sharp from 'sharp';
import { userIdOf, withDatabase } from './support/database';
import { expect, startUsingForm, test, visit } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { createBackOfficeUser, logInWithApi, registerClient } from './support/users';

/** What the fake Twilio keeps of a text (apps/server/test/support/fake-twilio.ts). */
interface FakeText {
  body: string;
  direction: string;
}

/** The texts the site sent to a number, oldest first. */
async function textsTo(phone: string): Promise<string[]> {
  const response = await fetch(`${e2eFakeTwilioUrl}/__fake/texts?to=${encodeURIComponent(phone)}`);
  const texts = (await response.json()) as FakeText[];
  return texts.filter((text) => text.direction !== 'inbound').map((text) => text.body);
}

/** The client texts the business from her phone; the site's answer (TwiML) as Twilio would get it. */
async function textFrom(phone: string, body: string): Promise<string> {
  const response = await fetch(`${e2eFakeTwilioUrl}/__fake/receive`, {
    method: 'POST',
    body: JSON.stringify({ webhookUrl: `${test.info().project.use.baseURL}/api/sms/incoming`, from: phone, body }),
  });
  const answer = (await response.json()) as { status: number; body: string };
  expect(answer.status).toBe(200);
  return answer.body;
}

const noSideways = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * Texts end to end (docs/sms.md), against the fake Twilio Playwright starts: a client turns texts on
 * from her phone; the staff member's "on my way" is texted to her; she texts back "running late"; staff
 * read it in the inbox beside the web chats and answer, and the answer is texted; she texts STOP, and
 * the next step is not texted. The reminder is texted by the periodic sweep, which the route tests run.
 */
test('a client opts in on a phone, gets "on my way", replies, is answered, and STOP ends her texts', async ({
  browser,
}) => {
  test.slow();
  // Its own client address (e2e/README.md "Rate limits").
  const extraHTTPHeaders = { 'X-Forwarded-For': '10.51.0.2' };
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders,
  });
  const client = await registerClient(phoneContext.request);
  const phone = `+1352555${String(Date.now()).slice(-4)}`;
  const page = await phoneContext.newPage();

  // She turns texts on, on her account page: the words first, then the box, never needed to book.
  await visit(page, '/profile');
  const section = page.getByTestId('texts');
  await expect(section.getByRole('heading', { name: 'Text messages' })).toBeVisible();
  await expect(section.getByTestId('texts-state')).toHaveText('Texts are off. Nothing is texted to you.');
  await expect(section.getByTestId('texts-words')).toContainText('Msg & data rates may apply');
  await expect(section.getByTestId('texts-words')).toContainText('Not needed to book');
  await noSideways(page, 390);
  await expectNoAxeViolations(page, { label: '/profile texts off at 390 px' });
  await section.getByLabel('Mobile number for texts').fill(`(352) 555-${phone.slice(-4)}`);
  await section.getByRole('button', { name: 'Turn on texts' }).click();
  // The box was not ticked: said beside it, nothing saved.
  await expect(section.getByText('Please tick the box to agree to texts')).toBeVisible();
  await section.getByLabel('I agree to get these texts').check();
  await section.getByRole('button', { name: 'Turn on texts' }).click();
  await expect(section.getByTestId('texts-state')).toHaveText(`Texts are on, to (352) 555-${phone.slice(-4)}.`);
  await expect(section.getByText(/Texts are on\. They go to/)).toBeVisible();
  await expect(section.getByLabel('On the way, arrived and finished, with who is coming')).toBeChecked();
  await expectNoAxeViolations(page, { label: '/profile texts on at 390 px' });

  // The staff member taps On my way on her visit of today: it is texted, with the first name.
  const staff = await createBackOfficeUser('staff');
  const appointment = scheduleAppointmentFor(client.username, {
    days: 0,
    startTime: '23:00',
    endTime: '23:30',
    staffUsername: staff.username,
  });
  const staffContext = await browser.newContext({ extraHTTPHeaders });
  await logInWithApi(staffContext.request, staff);
  // The owner gave the staff member a photo for clients, on their page in Users.
  const owner = await createBackOfficeUser('admin');
  const ownerContext = await browser.newContext({ extraHTTPHeaders, viewport: { width: 1280, height: 900 } });
  await logInWithApi(ownerContext.request, owner);
  const ownerPage = await ownerContext.newPage();
  await visit(ownerPage, `/admin/users/${userIdOf(staff.username)}`);
  const photoSection = ownerPage.getByTestId('staff-photo');
  await expect(photoSection).toContainText('No photo yet.');
  await photoSection.getByLabel('The photo').setInputFiles({
    name: 'maria.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#8a5a3c' } })
      .png()
      .toBuffer(),
  });
  await photoSection.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photoSection.getByRole('status')).toContainText('The photo is saved.');
  await expect(photoSection.getByRole('img', { name: `Photo of ${staff.firstName}` })).toBeVisible();
  await expectNoAxeViolations(ownerPage, { label: 'a staff member’s page with the photo' });
  // The owner writes a canned reply, in both languages, under the inbox.
  await visit(ownerPage, '/admin/chat');
  const canned = ownerPage.getByTestId('canned-replies');
  const shortcut = `late-${phone.slice(-4)}`;
  await canned.getByLabel('Shortcut (typed after /)').fill(shortcut);
  await canned.getByLabel('The reply in English').fill('No problem, see you then.');
  await canned.getByLabel('The reply in Spanish').fill('No hay problema, hasta entonces.');
  await canned.getByRole('button', { name: 'Add the reply' }).click();
  await expect(canned.getByText(`/${shortcut} is added.`)).toBeVisible();
  await expectNoAxeViolations(ownerPage, { label: '/admin/chat with the canned replies' });
  await ownerContext.close();
  const onMyWay = await staffContext.request.post(`/api/admin/appointments/${appointment.id}/progress`, {
    data: { step: 'on_my_way' },
  });
  expect(onMyWay.ok()).toBe(true);
  await expect
    .poll(() => textsTo(phone))
    .toEqual([expect.stringMatching(new RegExp(`^Trusted Assistance: ${staff.firstName} is on the way for your`))]);

  // Her page says who is coming, the code they will say at the door, and what to do if either does not match.
  const visitCode = withDatabase((db) =>
    db
      .prepare<[number], { code: string }>('select visit_code as code from appointments where id = ?')
      .get(appointment.id),
  )?.code;
  expect(visitCode).toMatch(/^\d{4}$/);
  expect((await textsTo(phone))[0]).toContain(`Visit code ${visitCode}.`);
  await visit(page, '/dashboard');
  const door = page.getByTestId('visit-code');
  await expect(door).toContainText(`Visit code ${visitCode}: ${staff.firstName} will say it at your door.`);
  await expect(door).toContainText('If the person or the code does not match, do not open the door. Call us at');
  const face = door.getByRole('img', { name: `Photo of ${staff.firstName}` });
  await expect(face).toBeVisible();
  await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page, { label: '/dashboard with the visit code at 390 px' });

  // She texts back; staff see it in the inbox as a text thread and answer it there.
  expect(await textFrom(phone, 'Running late, can you come at 11:30?')).not.toContain('<Message>');
  const office = await staffContext.newPage();
  await visit(office, '/admin/chat');
  const row = office
    .getByRole('region', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: 'Running late, can you come at 11:30?' });
  await expect(row).toContainText('Text messages');
  await row.click();
  const pane = office.getByRole('region', { name: 'Conversation', exact: true });
  await expect(pane.getByRole('log')).toContainText('Running late, can you come at 11:30?');
  await expect(pane.getByText(/Sent as a text to \(352\) 555-\d{4}/)).toBeVisible();
  // She takes it: the thread is hers until she gives it back to the office.
  await pane.getByLabel('Who answers').selectOption({ label: `${staff.firstName} ${staff.lastName}` });
  await expect(pane.getByText('Given to you.')).toBeVisible();
  await expect(row).toContainText(`Given to ${staff.firstName}`);
  await expectNoAxeViolations(office, { label: '/admin/chat with a text thread open' });
  // A private note stays with staff; the answer comes from the canned replies, typed with "/".
  const box = pane.getByRole('textbox', { name: 'Reply' });
  await box.fill('She sounded tired; call her after the visit.');
  await pane.getByRole('button', { name: 'Save as a private note' }).click();
  await expect(pane.getByRole('log')).toContainText('Private note: only staff see this');
  await box.fill(`/${shortcut.slice(0, 6)}`);
  await pane.getByRole('button', { name: new RegExp(`/${shortcut} \\(English\\)`) }).click();
  await expect(box).toHaveValue('No problem, see you then.');
  await pane.getByRole('button', { name: 'Send reply' }).click();
  await expect(pane.getByRole('log')).toContainText('No problem, see you then.');
  await expect
    .poll(async () => (await textsTo(phone)).at(-1))
    .toBe(`Trusted Assistance (${staff.firstName}): No problem, see you then.`);
  expect((await textsTo(phone)).join('\n')).not.toContain('tired');

  // STOP ends her texts at once: the answer says so, her page says so, and Arrived is not texted.
  expect(await textFrom(phone, 'STOP')).toContain('you will get no more texts from us');
  const arrived = await staffContext.request.post(`/api/admin/appointments/${appointment.id}/progress`, {
    data: { step: 'arrived' },
  });
  expect(arrived.ok()).toBe(true);
  await visit(page, '/profile');
  await expect(section.getByText(/You replied STOP from \(352\) 555-\d{4}/)).toBeVisible();
  await expect(section.getByTestId('texts-state')).toHaveText('Texts are off. Nothing is texted to you.');
  // A text is written with the step that causes it: none was, so none can leave.
  const written = withDatabase((db) =>
    db
      .prepare<[string], { kind: string; status: string }>(
        'select kind, status from sms_messages where to_phone = ? order by id',
      )
      .all(phone),
  );
  expect(written).toEqual([
    { kind: 'visit_steps', status: expect.stringMatching(/^(sent|delivered)$/) },
    { kind: 'staff_reply', status: expect.stringMatching(/^(sent|delivered)$/) },
  ]);
  expect(await textsTo(phone)).toHaveLength(2);

  await staffContext.close();
  await phoneContext.close();
});

/**
 * The day-before reminder, texted by the periodic sweep: on a server of its own whose sweep runs every
 * few seconds (the shared server's runs every five minutes), against the same fake Twilio.
 */
test('the reminder of a visit within 24 hours is texted by the sweep to a client who chose it', async ({
  playwright,
}) => {
  test.slow();
  const server = await startOwnServer({
    JOBS_INTERVAL_SECONDS: '3',
    TWILIO_ACCOUNT_SID: e2eTwilio.accountSid,
    TWILIO_AUTH_TOKEN: e2eTwilio.authToken,
    TWILIO_FROM_NUMBER: e2eTwilio.fromNumber,
    TWILIO_API_URL: e2eFakeTwilioUrl,
    SMS_QUIET_HOURS: 'none',
  });
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    const client = await registerClient(api);
    const phone = `+1352556${String(Date.now()).slice(-4)}`;
    const { consentVersion } = (await (await api.get('/api/user/texts')).json()) as { consentVersion: string };
    const on = await api.put('/api/user/texts', {
      data: { phone, kinds: ['reminder'], agree: true, consentVersion },
    });
    expect(on.ok()).toBe(true);
    // A visit three hours from now (tomorrow early, late in the evening), inside the reminder's 24 hours.
    const soon = businessWallClock(new Date(Date.now() + 3 * 60 * 60 * 1000));
    const late = soon.time >= '23:00';
    scheduleAppointmentFor(client.username, {
      date: late ? businessWallClock(new Date(Date.now() + 24 * 60 * 60 * 1000)).date : soon.date,
      startTime: late ? '02:00' : soon.time,
      endTime: late ? '03:00' : '23:59',
      file: server.databaseFile,
    });
    await expect
      .poll(() => textsTo(phone), { timeout: 60_000 })
      .toEqual([
        expect.stringMatching(
          /^Trusted Assistance: a reminder of your .+\. To change it, call .+\. Reply STOP to end texts\.$/,
        ),
      ]);
  } finally {
    await api.dispose();
    await server.stop();
  }
});

/**
 * A request's updates by text (docs/sms.md, "A request's updates"): a visitor with no account ticks "Text me
 * updates" on the landing form on her phone, with the words beside the box; her tracking code comes by text,
 * and so does the office's next status.
 */
test('a visitor asks for text updates on the landing form: her code comes by text, then the new status', async ({
  browser,
}) => {
  // Its own client address (e2e/README.md "Rate limits"): one contact request.
  const extraHTTPHeaders = { 'X-Forwarded-For': '10.51.0.7' };
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, extraHTTPHeaders });
  const page = await context.newPage();
  const digits = String(Date.now()).slice(-4);
  const phone = `+1352556${digits}`;

  await visit(page, '/');
  await startUsingForm(page, '#contact form');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Delgado');
  await form.getByRole('textbox', { name: 'Email' }).fill(`rosa.${digits}@example.com`);
  await form.getByRole('textbox', { name: 'Phone' }).fill(`(352) 556-${digits}`);
  await form.getByRole('combobox', { name: 'Service you are interested in' }).selectOption('Home & Tech Support');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please help me set up my new phone.');
  const sms = form.getByRole('checkbox', { name: 'Text me updates (SMS)' });
  await expect(sms).toHaveAccessibleDescription(/about this request only\. Msg & data rates may apply\. Reply STOP/);
  await sms.check();
  await form
    .getByRole('checkbox', { name: 'I agree to be contacted about my request in the ways I ticked above' })
    .check();
  await noSideways(page, 390);
  await expectNoAxeViolations(page, { label: 'the landing form with updates by text at 390 px' });
  await form.getByRole('button', { name: 'Send Message' }).click();

  const code = page.locator('#contact code');
  await expect(code).toHaveText(/^TA-/);
  const tracking = (await code.textContent()) ?? '';
  const link = `${test.info().project.use.baseURL}/track-request?token=${tracking}`;
  await expect
    .poll(() => textsTo(phone))
    .toEqual([
      `Trusted Assistance: we got your request. Its code is ${tracking}. Follow it here: ${link} Reply STOP to end texts.`,
    ]);

  // The office starts on it: she hears of it by text too.
  const staff = await createBackOfficeUser('staff');
  const staffContext = await browser.newContext({ extraHTTPHeaders });
  await logInWithApi(staffContext.request, staff);
  const id = withDatabase(
    (db) => (db.prepare('select id from contact_requests where tracking_token = ?').get(tracking) as { id: number }).id,
  );
  expect((await staffContext.request.patch(`/api/contact/${id}`, { data: { status: 'in-progress' } })).status()).toBe(
    200,
  );
  await expect
    .poll(async () => (await textsTo(phone)).at(-1))
    .toBe(
      `Trusted Assistance: your request ${tracking} is now In Progress. Follow it here: ${link} Reply STOP to end texts.`,
    );
  await staffContext.close();
  await context.close();
});
