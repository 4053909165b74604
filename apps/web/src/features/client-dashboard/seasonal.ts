import { businessMonth } from '@ta/shared';
import type { NextStep } from './next-step';

/**
 * Seasonal hints: April-May, snowbirds head north for the summer; October-November they
 * come back. Months are New York months, whatever the device's zone.
 */
export type Season = 'heading-north' | 'returning';

export function seasonFor(now: Date): Season | null {
  const month = businessMonth(now);
  if (month === 4 || month === 5) return 'heading-north';
  if (month === 10 || month === 11) return 'returning';
  return null;
}

export const SEASONAL_HOME_CHECK: NextStep = {
  id: 'seasonal-home-check',
  label: 'Book a Seasonal Home Check',
  description: 'Away for the summer? We look in on your Florida home while you are gone.',
  href: '/contact?service=seasonal',
  icon: 'seasonal',
};

export const RETURN_PREPARATION: NextStep = {
  id: 'return-preparation',
  label: 'Book Return Preparation',
  description: 'Coming back for the winter? We get your home fresh and ready before you arrive.',
  href: '/contact?service=seasonal-return',
  icon: 'seasonal',
};

export interface SeasonalBanner {
  title: string;
  text: string;
  action: NextStep;
}

export const SEASONAL_BANNERS: Record<Season, SeasonalBanner> = {
  'heading-north': {
    title: 'Heading north for the summer?',
    text: 'Many of our clients leave Florida in April and May. Book a Seasonal Home Check, and we will keep an eye on your home while you are away, with a short report after every visit.',
    action: SEASONAL_HOME_CHECK,
  },
  returning: {
    title: 'Coming back to Florida for the winter?',
    text: 'Many of our clients return in October and November. Book Return Preparation, and your home will be aired, checked and ready when you walk in the door.',
    action: RETURN_PREPARATION,
  },
};

export function seasonalBannerFor(now: Date): SeasonalBanner | null {
  const season = seasonFor(now);
  return season ? SEASONAL_BANNERS[season] : null;
}
