import { describe, expect, it } from 'vitest';
import { HIDDEN_SECRET, hideSecrets } from './mail-secrets.js';

describe('hideSecrets', () => {
  it('replaces every occurrence of a secret, raw and as it appears in a link', () => {
    const secret = 'ab+c/d=ef';
    const text = `Code ${secret}. Link: https://example.com/x?token=${encodeURIComponent(secret)} and again ${secret}`;
    const hidden = hideSecrets(text, [secret]);
    expect(hidden).toBe(
      `Code ${HIDDEN_SECRET}. Link: https://example.com/x?token=${HIDDEN_SECRET} and again ${HIDDEN_SECRET}`,
    );
    expect(hidden).not.toContain('ab+c');
    expect(hidden).not.toContain('ab%2Bc');
  });

  it('hides several secrets and leaves other text alone', () => {
    expect(hideSecrets('one 123456, two abcdefgh, three', ['123456', 'abcdefgh'])).toBe(
      `one ${HIDDEN_SECRET}, two ${HIDDEN_SECRET}, three`,
    );
    expect(hideSecrets('nothing to hide', [])).toBe('nothing to hide');
  });

  it('refuses a secret too short to be one, which would hide ordinary words', () => {
    expect(() => hideSecrets('a', [''])).toThrow();
    expect(() => hideSecrets('a', ['12345'])).toThrow();
  });
});
