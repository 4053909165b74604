import { openingHoursSentence } from '@ta/shared';
import { useLocale } from './i18n-provider';

/**
 * The business's opening hours in words of the page's language ("Monday to Friday, 8 AM to 6 PM, and
 * Saturday, 9 AM to 3 PM"), written from the one list in the business module: no message states them
 * itself (decision 062).
 */
export function useOpeningHoursText(): string {
  return openingHoursSentence(useLocale());
}
