import { businessMonth } from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';
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
  label: 'client.step.seasonal-home-check.label',
  description: 'client.step.seasonal-home-check.description',
  href: '/contact?service=seasonal',
  icon: 'seasonal',
};

export const RETURN_PREPARATION: NextStep = {
  id: 'return-preparation',
  label: 'client.step.return-preparation.label',
  description: 'client.step.return-preparation.description',
  href: '/contact?service=seasonal-return',
  icon: 'seasonal',
};

export interface SeasonalBanner {
  title: MessageId;
  text: MessageId;
  action: NextStep;
}

export const SEASONAL_BANNERS: Record<Season, SeasonalBanner> = {
  'heading-north': {
    title: 'client.seasonal.heading-north.title',
    text: 'client.seasonal.heading-north.text',
    action: SEASONAL_HOME_CHECK,
  },
  returning: {
    title: 'client.seasonal.returning.title',
    text: 'client.seasonal.returning.text',
    action: RETURN_PREPARATION,
  },
};

export function seasonalBannerFor(now: Date): SeasonalBanner | null {
  const season = seasonFor(now);
  return season ? SEASONAL_BANNERS[season] : null;
}
