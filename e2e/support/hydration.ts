import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Server-rendered pages must hydrate without a mismatch: React reports one as a console error or an
 * uncaught error (#418/#423 in production) and re-renders the page from scratch. `visitCleanly` opens a
 * page and checks that, so a test that checks a page in other ways too (axe in a11y.spec.ts) opens it once.
 */

interface Problem {
  kind: string;
  text: string;
}

/** Opens `path` and records console errors, React warnings and uncaught errors until it has settled. */
async function loadAndCollectProblems(page: Page, path: string, expectedStatus: number): Promise<Problem[]> {
  const problems: Problem[] = [];
  const documentUrl = new URL(path, test.info().project.use.baseURL).href;
  const onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    const text = message.text();
    // Chromium logs the page's own error status (404, or 403 for Access Denied) as a failed load; that
    // status is the point of such a page.
    if (
      expectedStatus >= 400 &&
      type === 'error' &&
      message.location().url === documentUrl &&
      text.includes(String(expectedStatus))
    ) {
      return;
    }
    if (type === 'error' || (type === 'warning' && /hydrat|react|did not match|mismatch/i.test(text))) {
      problems.push({ kind: `console.${type}`, text });
    }
  };
  const onPageError = (error: Error) => problems.push({ kind: 'pageerror', text: error.stack ?? error.message });
  // Requests in flight, so that calls made by effects after hydration are awaited too.
  const pending = new Set<Request>();
  const onRequest = (request: Request) => pending.add(request);
  const onRequestDone = (request: Request) => pending.delete(request);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('requestfailed', onRequestDone);
  try {
    const response = await page.goto(path);
    expect(response?.status(), `HTTP status of ${path}`).toBe(expectedStatus);
    await waitForHydration(page);
    // Two frames for effects to run, then until the calls they started have answered.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect.poll(() => pending.size, { message: `requests of ${path} should settle` }).toBe(0);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('requestfinished', onRequestDone);
    page.off('requestfailed', onRequestDone);
  }
  return problems;
}

/**
 * Opens `path` (as `visit` does: loaded and hydrated) and checks it answered `expectedStatus` and logged no
 * console error, React warning or uncaught error while loading, hydrating and answering the calls its
 * effects made. The log check is soft: the test goes on to the next check and page, and fails at its end.
 */
export async function visitCleanly(page: Page, path: string, expectedStatus = 200): Promise<void> {
  const problems = await loadAndCollectProblems(page, path, expectedStatus);
  expect
    .soft(
      problems,
      `${path} logged errors while loading and hydrating:\n${problems.map((p) => `  ${p.kind}: ${p.text}`).join('\n')}`,
    )
    .toEqual([]);
}
