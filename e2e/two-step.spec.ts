import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { logInThroughForm, scrollWidth } from './support/ui';
import { createBackOfficeUser } from './support/users';

/**
 * Two-step sign-in for staff (docs/two-step.md): a staff member sets up an authenticator app on
 * their account page (the test computes the codes from the key the page shows as text, as an app
 * would), signs out, and signs in with the password and a code, then with a recovery code.
 */
const PHONE = { width: 390, height: 844 } as const;
const STEP_MS = 30_000;

/** The app's code for the key as the page shows it, `stepsAhead` steps after now. */
function codeFor(key: string, stepsAhead = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(key.replace(/\s+/g, '')),
    timestamp: Date.now() + stepsAhead * STEP_MS,
  });
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await visit(page, '/auth');
}

test('a staff member sets up two-step sign-in, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const staff = await createBackOfficeUser('staff');
  let key = '';
  let recoveryCodes: string[] = [];

  await test.step('set up on the account page: QR code, key as text, code, recovery codes', async () => {
    await logInThroughForm(page, staff.username, staff.password);
    await expect(page).toHaveURL('/admin');
    await visit(page, '/profile');
    const section = page.getByTestId('account-two-step');
    await expect(section.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    key = (await section.getByTestId('two-step-key').innerText()).trim();
    expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    const codeField = section.getByLabel('6-digit code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoAxeViolations(page, { label: '/profile (two-step set-up)' });

    await codeField.fill('000000');
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(section.getByText('That code did not work.', { exact: false })).toBeVisible();
    await codeField.fill(codeFor(key));
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    const codes = section.getByTestId('recovery-code');
    await expect(codes).toHaveCount(10);
    recoveryCodes = (await codes.allInnerTexts()).map((text) => text.trim());
    await expect(section.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(section.getByTestId('two-step-continue')).toHaveCount(0);
    await expectNoAxeViolations(page, { label: '/profile (recovery codes)' });
    await section.getByLabel('I have saved these codes').check();
    await section.getByTestId('two-step-continue').click();
    await expect(section.getByTestId('two-step-state')).toContainText('On since');
    await expect(page.getByTestId('this-session-method')).toHaveText(
      'This session: signed in with your password and an authenticator code.',
    );
  });

  await test.step('signs out, and the password alone leads to the code page', async () => {
    await signOut(page);
    await logInThroughForm(page, staff.username, staff.password, { open: false });
    await expect(page).toHaveURL('/sign-in/two-step');
    await expect(page.getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The code just used to turn it on is refused: the next step's code is what the app shows soon.
    await page.getByLabel('6-digit code').fill(codeFor(key, 1));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await visit(page, '/profile');
    await expect(page.getByTestId('this-session-method')).toHaveText(
      'This session: signed in with your password and an authenticator code.',
    );
  });

  await test.step('with a recovery code, on a phone', async () => {
    await page.setViewportSize(PHONE);
    await signOut(page);
    await logInThroughForm(page, staff.username, staff.password, { open: false });
    await expect(page).toHaveURL('/sign-in/two-step');
    await page.getByTestId('use-recovery-code').click();
    await expect(page.getByRole('heading', { name: 'Enter a recovery code' })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, { label: '/sign-in/two-step (recovery code, 390 px)' });
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await visit(page, '/profile');
    await expect(page.getByTestId('this-session-method')).toHaveText(
      'This session: signed in with your password and a recovery code.',
    );
    // The earlier sessions of this test (cookies cleared, never signed out) are still open.
    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText('Your other sessions have been signed out.')).toBeVisible();
    await expect(page.getByTestId('account-session')).toHaveCount(1);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, { label: '/profile (390 px)' });
  });
});
