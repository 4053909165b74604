import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutableOrExit } from './scripts/chromium.js';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The browser tests' own data folder, emptied at each start; e2e/support reads its outbox. */
export const e2eDataDir = path.join(os.tmpdir(), 'trusted-assistance-e2e');
/** The recipients' mailbox: the site sends over SMTP to e2e/support/mailbox-server.ts, which writes here. */
export const e2eMailboxDir = path.join(os.tmpdir(), 'trusted-assistance-e2e-mailbox');
const smtpPort = port + 25;
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The stand-in for Stripe (apps/server/test/support/fake-stripe-server.ts, docs/testing-stripe.md): the
 * site's Stripe calls and the browser's hosted payment page go to it, and it signs its webhooks to the
 * site. The keys are the tests' own, fixed: nothing here reaches Stripe.
 */
const fakeStripePort = port + 30;
export const e2eFakeStripeUrl = `http://127.0.0.1:${fakeStripePort}`;
const e2eStripeKeys = { secret: 'sk_test_e2e_fake_stripe_only', webhook: 'whsec_e2e_fake_stripe_only' };
/**
 * The stand-in for Twilio (apps/server/test/support/fake-twilio-server.ts, docs/sms.md "Testing"): the
 * site's texts go to it, and tests read them and text the site through it. The account is the tests'
 * own, fixed: nothing here reaches Twilio.
 */
const fakeTwilioPort = port + 35;
export const e2eFakeTwilioUrl = `http://127.0.0.1:${fakeTwilioPort}`;
export const e2eTwilio = {
  accountSid: `AC${'e2e0'.repeat(8)}`,
  authToken: 'e2e0'.repeat(8),
  fromNumber: '+12395550100',
};

export default defineConfig({
  testDir: 'e2e',
  // `npm test` runs two shards side by side, each with its own results folder (scripts/test-all.mjs).
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous limits, so a busy machine (two shards, other work beside them) slows the suite without
  // failing it: a passing wait returns as soon as its condition holds, so a quiet run is no slower.
  // Long journeys mark themselves test.slow() (three times this).
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // No trace: recording one (a screenshot stream and DOM snapshots) doubled the browser's CPU, and the
    // suite runs on two cores. A failure keeps its screenshot; to see a trace, run the failing file with
    // `npx playwright test <file> --trace retain-on-failure` (e2e/README.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // CHROMIUM_PATH, else the system Chromium, else Playwright's own; none: one line saying what to run.
      executablePath: chromiumExecutableOrExit(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node --import tsx e2e/support/mailbox-server.ts ${smtpPort} "${e2eMailboxDir}"`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import tsx apps/server/test/support/fake-stripe-server.ts ${fakeStripePort} ${baseURL}/api/stripe/webhook ${e2eStripeKeys.secret} ${e2eStripeKeys.webhook}`,
      port: fakeStripePort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import tsx apps/server/test/support/fake-twilio-server.ts ${fakeTwilioPort} ${e2eTwilio.accountSid} ${e2eTwilio.authToken}`,
      port: fakeTwilioPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The built site, exactly as `npm start` runs it, on a fresh SQLite database.
      command: `rm -rf "${e2eDataDir}" && node apps/server/dist/server.js`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: e2eDataDir,
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: 'warn',
        // Tests that need their own rate-limit budget send X-Forwarded-For (e2e/README.md "Rate limits").
        TRUST_PROXY: '127.0.0.1',
        // Card payments on, against the fake Stripe above (e2e/card-payments.spec.ts).
        STRIPE_SECRET_KEY: e2eStripeKeys.secret,
        STRIPE_WEBHOOK_SECRET: e2eStripeKeys.webhook,
        STRIPE_API_URL: e2eFakeStripeUrl,
        // Texts on, against the fake Twilio above (e2e/texts-journey.spec.ts).
        TWILIO_ACCOUNT_SID: e2eTwilio.accountSid,
        TWILIO_AUTH_TOKEN: e2eTwilio.authToken,
        TWILIO_FROM_NUMBER: e2eTwilio.fromNumber,
        TWILIO_API_URL: e2eFakeTwilioUrl,
        // A text the journey waits for goes whatever the hour the suite runs at.
        SMS_QUIET_HOURS: 'none',
      },
    },
  ],
});
