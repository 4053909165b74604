import { describe, expect, it } from 'vitest';
import { displayAttributes, displayOfCookies } from './display.js';
import { displayChoiceSchema } from './display-schemas.js';

describe('display settings', () => {
  it('reads the cookies, and treats anything else as not chosen', () => {
    expect(displayOfCookies({ text_size: 'larger', contrast: 'high' })).toEqual({
      textSize: 'larger',
      contrast: 'high',
    });
    expect(displayOfCookies({})).toEqual({ textSize: 'normal', contrast: null });
    expect(displayOfCookies({ text_size: 'huge"><script>', contrast: 'dark' })).toEqual({
      textSize: 'normal',
      contrast: null,
    });
  });

  it('writes the attributes of <html>, leaving the contrast out until chosen', () => {
    expect(displayAttributes({ textSize: 'large', contrast: null })).toBe(' data-text-size="large"');
    expect(displayAttributes({ textSize: 'normal', contrast: 'standard' })).toBe(
      ' data-text-size="normal" data-contrast="standard"',
    );
  });

  it('accepts a size, a contrast or both, and nothing else', () => {
    expect(displayChoiceSchema.safeParse({ textSize: 'larger' }).success).toBe(true);
    expect(displayChoiceSchema.safeParse({ contrast: 'high', next: '/es' }).success).toBe(true);
    expect(displayChoiceSchema.safeParse({ next: '/' }).success).toBe(false);
    expect(displayChoiceSchema.safeParse({ textSize: 'huge' }).success).toBe(false);
    expect(displayChoiceSchema.safeParse({ contrast: 'dark' }).success).toBe(false);
  });
});
