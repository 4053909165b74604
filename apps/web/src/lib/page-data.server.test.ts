import { describe, expect, it } from 'vitest';
import { readAgainOnMount } from './page-data';

// On the server (no window): a page renders what was read before rendering, never as "updating".
describe('page data on the server', () => {
  it('never reads again on mount', () => {
    expect(typeof window).toBe('undefined');
    expect(readAgainOnMount({ queryHash: '["appointments","list"]' })).toBe(false);
  });
});
