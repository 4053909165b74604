import { describe, expect, it } from 'vitest';
import { serializeState } from './serialize-state';

describe('serializeState', () => {
  it('cannot close the script element it is written into', () => {
    const text = serializeState({ name: '</script><script>alert(1)</script>', note: 'a & b' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('reads back to the same value', () => {
    const value = { user: { firstName: 'Zoë <3', lastName: 'O\u2028Neil' }, list: [1, null] };
    expect(JSON.parse(serializeState(value))).toEqual(value);
  });
});
