import type { Locale } from '@ta/shared';
import type { ReactNode } from 'react';
import { I18nProvider } from './i18n-provider';
import { en } from './messages/en';
import { es } from './messages/es';

/** A component under test, inside the language it is shown in (English unless named). */
export function withIntl(node: ReactNode, locale: Locale = 'en') {
  return (
    <I18nProvider locale={locale} messages={locale === 'es' ? es : en}>
      {node}
    </I18nProvider>
  );
}
