import type { Page, Route } from '@playwright/test';
import type { CircleContact, CircleInvitation, CircleLogEntry, SessionUser } from '@ta/shared';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { NARROW, scrollWidth } from './support/ui';

/**
 * My circle and the invitation page in the browser. The circle's answers are given in the browser
 * (the route tests check the server's side), so the pages are opened by a link from a page that
 * reads nothing of the circle on the server: the browser then asks, and gets these answers.
 */

const TOKEN = 'k3Y_abcdefghijklmnopqrstuvwxyz0123456789';
const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const anna: CircleContact = {
  id: 3,
  name: 'Anna Lee',
  email: 'anna@example.com',
  rights: ['appointments', 'reports'],
  visitNotices: ['on_my_way'],
  status: 'active',
  invitedAt: '2026-11-20T15:00:00.000Z',
  inviteExpiresAt: null,
  acceptedAt: '2026-11-21T15:00:00.000Z',
  removedAt: null,
  addedBy: 'client',
  consentMethod: null,
  consentNote: null,
  lastActiveAt: '2026-11-24T20:10:00.000Z',
};
const tom: CircleContact = {
  ...anna,
  id: 4,
  name: 'Tom Smith',
  email: 'tom@example.com',
  rights: ['requests'],
  status: 'invited',
  acceptedAt: null,
  inviteExpiresAt: '2099-12-01T15:00:00.000Z',
  addedBy: 'staff',
  consentMethod: 'phone',
  consentNote: 'Said yes on the phone.',
  lastActiveAt: null,
};
const log: CircleLogEntry[] = [
  {
    at: '2026-11-24T20:10:00.000Z',
    actorName: 'Anna Lee',
    contactName: null,
    action: 'visit.report-viewed',
    summary: 'Anna Lee viewed a report',
  },
];

/** The circle's calls, answered from a list the page's writes change; returns what was posted. */
async function answerCircle(page: Page) {
  let contacts = [anna, tom];
  const posted: { method: string; url: string; body: unknown }[] = [];
  await page.route('**/api/circle', (route) => {
    if (route.request().method() === 'GET') return json(route, contacts);
    const body = route.request().postDataJSON() as { name: string; email: string };
    posted.push({ method: 'POST', url: '/api/circle', body });
    const added = { ...tom, id: 9, name: body.name, email: body.email, addedBy: 'client' as const };
    contacts = [...contacts, added];
    return json(route, added, 201);
  });
  await page.route('**/api/circle/log', (route) => json(route, log));
  await page.route('**/api/circle/accounts', (route) => json(route, []));
  await page.route(/\/api\/circle\/\d+$/, (route) => {
    posted.push({ method: route.request().method(), url: new URL(route.request().url()).pathname, body: null });
    contacts = contacts.map((each) =>
      each.id === 3 ? { ...each, status: 'removed', removedAt: new Date().toISOString() } : each,
    );
    return route.fulfill({ status: 204 });
  });
  return posted;
}

test.describe('my circle', () => {
  test.use({ storageState: async ({ clientAccount }, use) => use(clientAccount.storageState) });

  for (const viewport of [NARROW, { width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    test(`lists the circle, invites someone and removes someone at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const posted = await answerCircle(page);
      await visit(page, '/dashboard');
      await page.getByTestId('circle-dashboard-card').getByRole('link', { name: 'Open my circle' }).click();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'My circle' })).toBeVisible();
      await expect(main.getByTestId('circle-contact')).toHaveCount(2);
      await expect(main).toContainText('Active since November 21, 2026');
      await expect(main).toContainText('Added by our office with your consent (by phone)');
      await expect(main).toContainText('Anna Lee viewed a home-check report');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`circle-${viewport.width}.png`), fullPage: true });

      // Invite: the form checks the rights first, then sends.
      const form = main.getByTestId('circle-invite-form');
      await form.getByRole('textbox', { name: 'Their name' }).fill('Joe Brown');
      await form.getByRole('textbox', { name: /Their e-mail/ }).fill('joe@example.com');
      await form.getByRole('button', { name: 'Send the invitation' }).click();
      await expect(form).toContainText('Please choose at least one thing they may do');
      await form.getByRole('checkbox', { name: 'See your requests' }).check();
      await form.getByRole('checkbox', { name: 'When the visit is done' }).check();
      await form.getByRole('button', { name: 'Send the invitation' }).click();
      await expect(form).toContainText('We e-mailed an invitation to joe@example.com');
      expect(posted[0]).toEqual({
        method: 'POST',
        url: '/api/circle',
        body: { name: 'Joe Brown', email: 'joe@example.com', rights: ['requests'], visitNotices: ['done'] },
      });
      await expect(main.getByTestId('circle-contact')).toHaveCount(3);

      // Remove: the dialog says the access ends at once.
      await main.getByRole('button', { name: 'Remove (Anna Lee)' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('access ends at once');
      await page.screenshot({ path: test.info().outputPath(`circle-remove-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: 'Yes, remove' }).click();
      await expect(dialog).toBeHidden();
      expect(posted[1]).toEqual({ method: 'DELETE', url: '/api/circle/3', body: null });
      await expect(main.locator('[data-testid="circle-contact"][data-status="removed"]')).toContainText('Anna Lee');
    });
  }
});

const invitation: CircleInvitation = {
  clientName: 'Mary Smith',
  name: 'Anna Lee',
  email: 'anna@example.com',
  rights: ['appointments', 'reports'],
  hasAccount: false,
};

/** Opens the invitation page by the router, from the home page (the server reads nothing for it). */
async function openInvitation(page: Page) {
  await visit(page, '/');
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/circle/accept/${TOKEN}`);
}

test.describe('the invitation page', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`makes an account and accepts at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const posted: unknown[] = [];
      await page.route(`**/api/circle/invitations/${TOKEN}`, (route) => json(route, invitation));
      await page.route(`**/api/circle/invitations/${TOKEN}/accept-new`, (route) => {
        posted.push(route.request().postDataJSON());
        const user: SessionUser = {
          id: 77,
          username: 'anna',
          email: 'anna@example.com',
          firstName: 'Anna',
          lastName: 'Lee',
          role: 'client',
          actingFor: { clientId: 2, name: 'Mary Smith', rights: ['appointments', 'reports'] },
        };
        return json(route, user);
      });
      await openInvitation(page);
      const main = page.getByRole('main');
      await expect(main).toContainText('Mary Smith invites you, Anna Lee, to help with their account.');
      await expect(main).toContainText("See Mary Smith's appointments and when we are on the way");
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`accept-${viewport.width}.png`), fullPage: true });
      const form = main.getByTestId('circle-accept-new-form');
      await form.getByRole('textbox', { name: 'First name' }).fill('Anna');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Lee');
      await form.getByLabel('Password', { exact: true }).fill('a long private passphrase');
      await form.getByLabel('Type the password again').fill('a long private passphrase');
      await form.getByRole('button', { name: 'Create my account and accept' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(posted).toEqual([
        {
          firstName: 'Anna',
          lastName: 'Lee',
          password: 'a long private passphrase',
          confirmPassword: 'a long private passphrase',
        },
      ]);
    });
  }

  test('says plainly when the link is not valid', async ({ page }) => {
    await visit(page, '/circle/accept/not-a-valid-invitation-token');
    await expect(page.getByTestId('circle-invitation-invalid')).toContainText(
      'This invitation is not valid or has expired.',
    );
    await expectNoAxeViolations(page);
  });
});
