import { pathInLocale } from '@ta/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from './i18n-provider';
import type { MessageId } from './messages/en';

type Values = Record<string, string | number | Date>;

/** A message of the catalogue as plain text, in the page's language: `t('site.hours')`. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}

/**
 * A site path in the page's language, for plain `<a href>` and full-page navigation. wouter's Link
 * and navigate already add the prefix (the router's base); back-office and API paths stay as they are.
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => pathInLocale(path, locale), [locale]);
}
