import { describe, expect, it } from 'vitest';
import { headerOffsetFor } from './scroll-to-section';

describe('headerOffsetFor', () => {
  it('is 150 px below 768 px wide and 120 px from there up', () => {
    expect(headerOffsetFor(320)).toBe(150);
    expect(headerOffsetFor(767)).toBe(150);
    expect(headerOffsetFor(768)).toBe(120);
    expect(headerOffsetFor(1280)).toBe(120);
  });
});
