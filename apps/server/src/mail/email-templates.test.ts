import { describe, expect, it } from 'vitest';
import { greeting } from './email-templates.js';

describe('greeting', () => {
  it('greets by the first name, from a first name or a full name', () => {
    expect(greeting('Margaret')).toBe('Hello Margaret,');
    expect(greeting('  Margaret   Hill ')).toBe('Hello Margaret,');
    expect(greeting('Walter Green Jr.')).toBe('Hello Walter,');
  });

  it('says a plain hello when there is no name', () => {
    expect(greeting('')).toBe('Hello,');
    expect(greeting('   ')).toBe('Hello,');
    expect(greeting(null)).toBe('Hello,');
  });
});
