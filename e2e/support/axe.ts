import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoClassConflicts } from './class-conflicts';

/** WCAG 2.1 A and AA, plus axe's best practices (headings, landmarks, regions). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

function describe(violation: Violation): string {
  const nodes = violation.nodes
    .map((node) => {
      const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' ');
      const summary = node.failureSummary?.replace(/\s+/g, ' ').trim();
      return `    - ${target}${summary ? `\n      ${summary}` : ''}`;
    })
    .join('\n');
  return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of violations:
 * rule id, what it asks for, and the offending elements. Every page checked here is also
 * checked for conflicting Tailwind classes (support/class-conflicts.ts).
 */
export async function expectNoAxeViolations(
  page: Page,
  { label, disableRules = [] }: { label?: string; disableRules?: string[] } = {},
): Promise<void> {
  // Legacy mode runs axe in the page itself instead of opening a blank page to merge frame
  // results: our pages have no frames, and it halves the time of each check.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .disableRules(disableRules)
    .setLegacyMode(true)
    // Every rule still runs on every element; only the violations are written out in full (not every pass
    // with its element's HTML), which takes about a quarter off each check's cost.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const name = label ?? new URL(page.url()).pathname + new URL(page.url()).search;
  if (results.violations.length > 0) {
    await test.info().attach(`axe violations ${name}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const report = results.violations.map(describe).join('\n');
  expect(
    results.violations.map((v) => v.id),
    `axe found violations on ${name}:\n${report}`,
  ).toEqual([]);
  await expectNoClassConflicts(page, name);
}
