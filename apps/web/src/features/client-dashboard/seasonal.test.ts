import { describe, expect, it } from 'vitest';
import { seasonalBannerFor, seasonFor } from './seasonal';

// Instants written in UTC: New York is UTC-4 in summer (EDT) and UTC-5 in winter (EST).
const ny = {
  mar31Late: new Date('2025-04-01T03:59:00Z'), // March 31, 11:59 pm EDT
  apr1: new Date('2025-04-01T04:00:00Z'), // April 1, midnight EDT
  may31Late: new Date('2025-06-01T03:59:00Z'), // May 31, 11:59 pm EDT
  jun1: new Date('2025-06-01T04:00:00Z'), // June 1, midnight EDT
  sep30Late: new Date('2025-10-01T03:59:00Z'), // September 30, 11:59 pm EDT
  oct1: new Date('2025-10-01T04:00:00Z'), // October 1, midnight EDT
  nov30Late: new Date('2025-12-01T04:59:00Z'), // November 30, 11:59 pm EST
  dec1: new Date('2025-12-01T05:00:00Z'), // December 1, midnight EST
};

describe('seasonFor (April-May heading north, October-November returning, New York months)', () => {
  it.each([
    ['March 31', ny.mar31Late, null],
    ['April 1', ny.apr1, 'heading-north'],
    ['May 31', ny.may31Late, 'heading-north'],
    ['June 1', ny.jun1, null],
    ['September 30', ny.sep30Late, null],
    ['October 1', ny.oct1, 'returning'],
    ['November 30', ny.nov30Late, 'returning'],
    ['December 1', ny.dec1, null],
  ])('%s late at night or at midnight → %s', (_day, now, season) => {
    expect(seasonFor(now)).toBe(season);
  });

  it('matches the month table for the 15th of every month', () => {
    const seasons = Array.from({ length: 12 }, (_, i) => seasonFor(new Date(Date.UTC(2025, i, 15, 16))));
    expect(seasons).toEqual([
      null,
      null,
      null,
      'heading-north',
      'heading-north',
      null,
      null,
      null,
      null,
      'returning',
      'returning',
      null,
    ]);
  });
});

describe('seasonal banners', () => {
  it('offers the Seasonal Home Check while snowbirds head north', () => {
    expect(seasonalBannerFor(ny.apr1)?.action.href).toBe('/contact?service=seasonal');
    expect(seasonalBannerFor(ny.may31Late)?.action.href).toBe('/contact?service=seasonal');
  });

  it('offers Return Preparation while they come back', () => {
    expect(seasonalBannerFor(ny.oct1)?.action.href).toBe('/contact?service=seasonal-return');
    expect(seasonalBannerFor(ny.nov30Late)?.action.href).toBe('/contact?service=seasonal-return');
  });

  it('shows nothing seasonal outside those months', () => {
    for (const now of [ny.mar31Late, ny.jun1, ny.sep30Late, ny.dec1]) {
      expect(seasonalBannerFor(now)).toBeNull();
    }
  });
});
