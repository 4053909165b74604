import { describe, expect, it } from 'vitest';
import { legalLastUpdated, legalValues } from './legal-values';

describe('the legal pages’ date and business details', () => {
  it('writes the last-updated day in each language', () => {
    expect(legalLastUpdated('en-US')).toBe('May 16, 2025');
    expect(legalLastUpdated('es-US')).toBe('16 de mayo de 2025');
  });

  it('lists the service areas with the language’s own “and”', () => {
    expect(legalValues('en-US').areas).toMatch(/, and Dade City$/);
    expect(legalValues('es-US').areas).toMatch(/ y Dade City$/);
  });
});
