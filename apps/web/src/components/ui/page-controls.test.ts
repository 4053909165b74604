import { describe, expect, it } from 'vitest';
import { pageCount } from './page-controls';

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(100_000, 100)).toBe(1000);
  });
});
