import type { Browser } from '@playwright/test';
import { latestMailTo } from './mailbox';

/** A browser context whose requests come from `address` (e2e/README.md "Rate limits"). */
export async function contextAt(
  browser: Browser,
  address: string,
  viewport: { width: number; height: number },
  options: { hasTouch?: boolean } = {},
) {
  return browser.newContext({ viewport, ...options, extraHTTPHeaders: { 'X-Forwarded-For': address } });
}

/** The link in the newest quote e-mail to `email` after `afterId`, as a path. */
export async function quoteLinkIn(email: string, afterId: number): Promise<string> {
  const mail = await latestMailTo(email, { subject: 'quote', afterId });
  const match = /https?:\/\/[^\s<>"]+\/quote\/[A-Za-z0-9_-]{43}/.exec(mail.text);
  if (!match) throw new Error(`No quote link in:\n${mail.text}`);
  return new URL(match[0]).pathname;
}
