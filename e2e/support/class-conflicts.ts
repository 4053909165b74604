import { expect, type Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';

/**
 * The web app joins class names without resolving Tailwind conflicts (decision 011), so two
 * utilities for the same property on one element would be decided by stylesheet order, not by
 * intent. tailwind-merge names such pairs: any class list it would change is a conflict.
 */
export async function expectNoClassConflicts(page: Page, name: string): Promise<void> {
  const classLists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? '')),
  ]);
  const conflicts = classLists
    .map((list) => list.trim().split(/\s+/).join(' '))
    .filter((list) => twMerge(list) !== list)
    .map((list) => {
      const kept = new Set(twMerge(list).split(' '));
      const lost = list.split(' ').filter((c) => !kept.has(c));
      return `  ${lost.join(', ')} overridden in "${list}"`;
    });
  expect(conflicts, `conflicting Tailwind classes on ${name}:\n${conflicts.join('\n')}`).toEqual([]);
}
