import { describe, expect, it } from 'vitest';
import { fullNameOf, initialsFor } from './initials';

describe('initialsFor', () => {
  it('uses the first letters of first and last name', () => {
    expect(initialsFor({ firstName: 'jane', lastName: 'doe', username: 'jd' })).toBe('JD');
  });

  it('falls back to the first two letters of the username, then TA', () => {
    expect(initialsFor({ firstName: 'Jane', lastName: '', username: 'janed' })).toBe('JA');
    expect(initialsFor({ firstName: '', lastName: '', username: '' })).toBe('TA');
  });
});

describe('fullNameOf', () => {
  it('joins the names, or uses the username', () => {
    expect(fullNameOf({ firstName: 'Jane', lastName: 'Doe', username: 'jd' })).toBe('Jane Doe');
    expect(fullNameOf({ firstName: '', lastName: '', username: 'jd' })).toBe('jd');
  });
});
