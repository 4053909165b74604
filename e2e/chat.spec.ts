import { randomBytes } from 'node:crypto';
import { chatAutoReply, defaultBusiness, openingHoursSentence, openingState } from '@ta/shared';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  chatEntry,
  chatLog,
  chatPanel,
  chatToggle,
  expect,
  expectChatLive,
  expectNoStaffOnline,
  NO_SESSION,
  openChat,
  sendChatMessage,
  test,
} from './support/chat';
import { waitForHydration, visit } from './support/fixtures';
import { latestMailTo } from './support/mailbox';
import { emailsTo, latestEmailTo, latestOutboxId } from './support/outbox';
import { NARROW, scrollWidth, userMenuButton } from './support/ui';
import { createBackOfficeUser, logInWithApi, newUser } from './support/users';

/**
 * The chat's browser journeys: the visitor's widget and the staff inbox talking live over /ws, the
 * automatic reply and staff e-mail when nobody is online, and the HTTP fallback without a socket.
 */

/** A short tag that makes each test's messages unique across tests and runs. */
const tag = () => randomBytes(4).toString('hex');

/** The staff inbox's row for a conversation, found by text only it shows (e-mail, message). */
function inboxRow(staff: Page, text: string) {
  return staff.getByRole('region', { name: 'Conversations' }).getByRole('link').filter({ hasText: text });
}

async function reply(staff: Page, text: string) {
  const pane = staff.getByRole('region', { name: 'Conversation', exact: true });
  await pane.getByRole('textbox', { name: 'Reply' }).fill(text);
  await pane.getByRole('button', { name: 'Send reply' }).click();
  await expect(pane.getByRole('log')).toContainText(text);
}

test('a visitor chats with staff: messages and replies arrive live both ways', async ({ openPage, staffAccount }) => {
  const id = tag();
  const person = newUser('chat');
  const name = `${person.firstName} ${person.lastName}`;
  const first = `Could someone help me set up video calls on my new tablet? (${id})`;
  const answer = `Of course! We can come by on Tuesday morning. (${id})`;
  const second = `Tuesday morning suits me. Thank you! (${id})`;

  const visitor = await openPage(NO_SESSION);
  const staff = await openPage(staffAccount.storageState);

  await test.step('the visitor opens the chat, leaves contact info and writes', async () => {
    await visit(visitor, '/');
    const panel = await openChat(visitor);
    await expectChatLive(visitor);
    await panel.getByRole('button', { name: 'Contact info' }).click();
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await panel.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel.getByText('Thank you. We will use your contact info to reply.')).toBeVisible();
    await expectNoAxeViolations(visitor, { label: '/ with the chat open' });
    await sendChatMessage(visitor, first);
  });

  await test.step('staff see the conversation with its name and unread count, and reply', async () => {
    await visit(staff, '/admin/chat');
    // The inbox's own socket is open: what follows arrives without polling.
    await expect(staff.getByText('New messages appear as they arrive.')).toBeVisible();
    const row = inboxRow(staff, person.email);
    await expect(row).toContainText(name);
    await expect(row).toContainText(first);
    await expect(row).toContainText('1 unread');
    await row.click();
    const pane = staff.getByRole('region', { name: 'Conversation', exact: true });
    await expect(pane.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(pane.getByRole('log', { name: `Messages with ${name}` })).toContainText(first);
    await expectNoAxeViolations(staff, { label: '/admin/chat with a conversation open' });
    await reply(staff, answer);
  });

  await test.step('the visitor sees the reply without reloading', async () => {
    const entry = chatEntry(visitor, answer);
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(`${defaultBusiness.name} team`);
  });

  await test.step('the visitor answers; the open conversation shows it live', async () => {
    await sendChatMessage(visitor, second);
    await expect(staff.getByRole('log', { name: `Messages with ${name}` })).toContainText(second);
  });

  await test.step('the open widget at 320 px', async () => {
    await visitor.setViewportSize(NARROW);
    await expect(chatPanel(visitor)).toBeVisible();
    await expectNoAxeViolations(visitor, { label: '/ with the chat open at 320 px' });
    expect(await scrollWidth(visitor)).toBeLessThanOrEqual(NARROW.width);
    // On a phone the panel takes the screen, with its own Close in place of the floating button, so the
    // conversation has room: with the saved-contact line showing, about 110 px of it was left when the
    // panel stopped above the button, and about 200 px is now.
    await expect(visitor.getByRole('button', { name: 'Close chat' })).toBeHidden();
    const logHeight = (await chatLog(visitor).boundingBox())?.height ?? 0;
    expect(logHeight, 'height of the message area at 320 × 640').toBeGreaterThanOrEqual(180);
    // The page behind is inert meanwhile: Tab never reaches a control hidden under the panel.
    const mainIsInert = () => visitor.locator('main').evaluate((main) => main.closest('[inert]') !== null);
    expect(await mainIsInert()).toBe(true);
    const outside: string[] = [];
    for (let press = 0; press < 12; press++) {
      await visitor.keyboard.press('Tab');
      const where = await visitor.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'inside';
        return focused.closest('#chat-panel') ? 'inside' : focused.outerHTML.slice(0, 80);
      });
      if (where !== 'inside') outside.push(where);
    }
    expect(outside).toEqual([]);
    await chatPanel(visitor).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(chatPanel(visitor)).toBeHidden();
    await expect(visitor.getByRole('button', { name: 'Chat with us' })).toBeFocused();
    expect(await mainIsInert()).toBe(false);
  });
});

test('with nobody online the visitor gets the automatic reply and the office one e-mail', async ({
  openPage,
  adminAccount,
}) => {
  const message = `Is anyone there? I need a notary next week. (${tag()})`;
  await expectNoStaffOnline();
  const before = latestOutboxId();

  const visitor = await openPage(NO_SESSION);
  await visit(visitor, '/');
  await openChat(visitor);
  await expectChatLive(visitor);
  const sentFrom = new Date();
  await sendChatMessage(visitor, message);
  const sentBy = new Date();

  const automatic = chatLog(visitor).getByRole('listitem').filter({ hasText: 'Automatic reply' });
  await expect(automatic).toHaveCount(1);
  // The product's own text for "nobody online" at the moment the server answered.
  const expected = [chatAutoReply(sentFrom, false), chatAutoReply(sentBy, false)];
  const shown = (await automatic.locator('p').last().textContent()) ?? '';
  expect(expected).toContain(shown);
  // Outside office hours it says when the office is open; within them, that the team is busy.
  if (!openingState(sentBy).openNow) expect(shown).toContain(openingHoursSentence('en'));
  else expect(shown).toContain('usually within the hour');

  // The server writes the e-mail before it sends the automatic reply, so it is there by now. It goes to
  // the office: every active admin when OFFICE_EMAIL is unset, as here.
  const email = await latestEmailTo(adminAccount.user.email, { afterId: before, subject: 'New chat message' });
  expect(email.textBody).toContain(message);
  const aboutThis = emailsTo(adminAccount.user.email, { afterId: before }).filter((e) => e.textBody.includes(message));
  expect(aboutThis, 'one e-mail to the office about this conversation').toHaveLength(1);
});

test('on a Spanish page the widget and its automatic reply are in Spanish', async ({ openPage }) => {
  const message = `¿Me pueden ayudar con una mudanza? (${tag()})`;
  await expectNoStaffOnline();
  const visitor = await openPage(NO_SESSION);
  await visit(visitor, '/es');

  const toggle = visitor.getByRole('button', { name: 'Escríbanos por chat' });
  await expect(toggle).toContainText('Chatear');
  await toggle.click();
  const panel = visitor.getByRole('region', { name: 'Escríbanos por chat', exact: true });
  const box = panel.getByRole('textbox', { name: 'Su mensaje' });
  await expect(box).toBeVisible();
  await expect(panel).toContainText('Nuestro equipo contesta aquí');
  await expect(panel).toContainText('Todavía no hay mensajes.');
  await expect(visitor.getByRole('button', { name: 'Cerrar el chat' })).toBeVisible();
  await expect(panel.getByText('Conectando…')).toBeHidden();
  await expect(panel.getByText(/El chat en vivo no está conectado/)).toBeHidden();

  await box.fill(message);
  await panel.getByRole('button', { name: 'Enviar', exact: true }).click();
  const log = panel.getByRole('log', { name: 'Mensajes del chat' });
  await expect(log.getByRole('listitem').filter({ hasText: message })).toContainText('Usted');
  await expect(box).toHaveValue('');
  // The server writes the reply in English; the widget writes the same reply in the page's language.
  const automatic = log.getByRole('listitem').filter({ hasText: 'Respuesta automática' });
  await expect(automatic).toHaveCount(1);
  await expect(automatic.locator('p').last()).toHaveText(/^Gracias por su mensaje\. .*Datos de contacto/);
  await expect(automatic).not.toContainText('Thank you');

  await panel.getByRole('button', { name: 'Datos de contacto' }).click();
  await expect(panel.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Nombre', exact: true })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Teléfono (opcional)' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
});

test('without the socket, messages go over HTTP and staff replies arrive with the history refresh', async ({
  openPage,
  staffAccount,
}) => {
  const id = tag();
  const message = `My printer will not connect to the Wi-Fi. (${id})`;
  const answer = `We can help with that on Thursday. (${id})`;

  const visitor = await openPage(NO_SESSION);
  // Every socket the page opens is closed at once, as if /ws were down.
  await visitor.routeWebSocket('**/ws', (ws) => ws.close());
  await visit(visitor, '/');
  const panel = await openChat(visitor);
  const offline = panel.getByText('Live chat is not connected. Your messages will still reach us.');
  await expect(offline).toBeVisible();
  await sendChatMessage(visitor, message);
  await expect(chatLog(visitor).getByRole('listitem').filter({ hasText: 'Automatic reply' })).toHaveCount(1);

  const staff = await openPage(staffAccount.storageState);
  await visit(staff, '/admin/chat');
  const row = inboxRow(staff, message);
  await expect(row).toContainText('1 unread');
  await row.click();
  await expect(staff.getByRole('region', { name: 'Conversation', exact: true }).getByRole('log')).toContainText(
    message,
  );
  await reply(staff, answer);

  // The open panel asks for the history every 10 s while the socket is down.
  await expect(chatEntry(visitor, answer)).toBeVisible({ timeout: 20_000 });
  await expect(offline).toBeVisible();
});

test('staff who lose access leave the live inbox for the sign-in page', async ({
  openPage,
  adminAccount,
  playwright,
  baseURL,
}) => {
  // A staff member of its own: this one is deactivated.
  const person = await createBackOfficeUser('staff');
  const request = await playwright.request.newContext({ baseURL });
  await logInWithApi(request, person);
  const staff = await openPage(await request.storageState());
  await request.dispose();
  await visit(staff, '/admin/chat');
  await expect(staff.getByText('New messages appear as they arrive.')).toBeVisible();

  const admin = await openPage(adminAccount.storageState);
  const found = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(person.username)}`);
  const { items } = (await found.json()) as { items: { id: number; username: string }[] };
  const id = items.find((u) => u.username === person.username)?.id;
  expect(id).toBeDefined();
  expect((await admin.request.patch(`/api/admin/users/${id}`, { data: { active: false } })).status()).toBe(200);

  // The server closes the inbox's socket at its next session check (10 s); the socket that opens
  // after it is not staff's, and the page hands over to sign-in instead of sitting silent.
  await expect(staff).toHaveURL(/\/auth/, { timeout: 25_000 });
});

test('signed-in staff get no chat button, on the site or in the back office', async ({ openPage, staffAccount }) => {
  const staff = await openPage(staffAccount.storageState);
  // The button's code loads after hydration; once it has, the button would be there if it were shown.
  const toggleCode = staff.waitForResponse((response) => /\/chat-toggle-[\w-]+\.js$/.test(response.url()));
  await visit(staff, '/');
  await toggleCode;
  await expect(userMenuButton(staff)).toBeVisible();
  await expect(chatToggle(staff)).toHaveCount(0);

  await staff.goto('/admin');
  await waitForHydration(staff);
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(chatToggle(staff)).toHaveCount(0);
});

test('a visitor who left gets the answer by e-mail, and its link reopens the same conversation', async ({
  openPage,
  staffAccount,
}) => {
  const id = tag();
  const email = `left-${id}@example.com`;
  const visitor = await openPage(NO_SESSION);
  await visit(visitor, '/contact');
  const conversationId = `chat_${randomBytes(16)
    .toString('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')}`;
  const sent = await visitor.request.post('/api/chat', {
    data: { conversationId, message: `Question ${id}`, senderName: 'Left Visitor', senderEmail: email },
  });
  expect(sent.status()).toBe(201);
  await visitor.close();

  // Staff answer in the inbox while nobody has the chat open.
  const staff = await openPage(staffAccount.storageState);
  await visit(staff, '/admin/chat');
  await inboxRow(staff, email).click();
  await reply(staff, `Answer ${id}`);
  const mail = await latestMailTo(email, { subject: 'answered your message' });
  expect(mail.text).toContain(`Answer ${id}`);
  const link = /https?:\/\/\S+\?chat=chat_[0-9a-f-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).toContain(conversationId);

  // The link opens the site with the chat open on that conversation, and the id leaves the address bar.
  const back = await openPage(NO_SESSION);
  await back.goto(new URL(link).pathname + new URL(link).search);
  await waitForHydration(back);
  await expect(chatPanel(back)).toBeVisible();
  await expect(chatLog(back)).toContainText(`Answer ${id}`);
  expect(back.url()).not.toContain('chat=');
  await sendChatMessage(back, `Thanks ${id}`);
  await staff.reload();
  await expect(staff.getByRole('region', { name: 'Conversation', exact: true }).getByRole('log')).toContainText(
    `Thanks ${id}`,
  );
});
