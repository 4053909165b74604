import { describe, expect, it } from 'vitest';
import { pageCount } from './page-controls';

describe('pageCount', () => {
  it('counts whole pages, rounding up', () => {
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(100_000, 100)).toBe(1000);
  });

  it('is at least one, for an empty list or no page size', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(5, 0)).toBe(1);
  });
});
