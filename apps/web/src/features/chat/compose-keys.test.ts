import { describe, expect, it } from 'vitest';
import { sendsOnKey } from './compose-keys';

describe('sendsOnKey', () => {
  it('sends on Enter', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
  });

  it('breaks the line on Shift+Enter', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
  });

  it('leaves Enter to an input method that is composing a word', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });

  it('ignores other keys', () => {
    expect(sendsOnKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
    expect(sendsOnKey({ key: ' ', shiftKey: true, isComposing: false })).toBe(false);
  });
});
