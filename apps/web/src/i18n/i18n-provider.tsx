import { LOCALE_TAGS, type Locale } from '@ta/shared';
import { createContext, useContext, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { MessageId, Messages } from './messages/en';

declare global {
  // react-intl's own hook for typed message ids (formatjs.github.io, "TypeScript").
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

const LocaleContext = createContext<Locale>('en');

interface I18nProviderProps {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/** The page's language and its messages, for every component below (react-intl). */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return (
    <LocaleContext value={locale}>
      <IntlProvider locale={LOCALE_TAGS[locale]} defaultLocale="en-US" messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/** The language of the page being shown. */
export const useLocale = (): Locale => useContext(LocaleContext);
