import { LOCALE_TAGS, type Locale } from '@ta/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { IntlProvider, MissingTranslationError, type IntlConfig } from 'react-intl';
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
  /** Browser: a message the page does not have (yet); without it react-intl's own report. */
  onMissingMessage?: (id: string) => void;
  children: ReactNode;
}

/** The page's language and its messages, for every component below (react-intl). */
export function I18nProvider({ locale, messages, onMissingMessage, children }: I18nProviderProps) {
  // The same function every render: react-intl makes a new `intl` (and re-renders every reader) when its config changes.
  const onError = useMemo<IntlConfig['onError'] | undefined>(
    () =>
      onMissingMessage &&
      ((error) => {
        if (error instanceof MissingTranslationError) onMissingMessage(String(error.descriptor?.id));
        else if (import.meta.env.DEV) console.error(error);
      }),
    [onMissingMessage],
  );
  return (
    <LocaleContext value={locale}>
      <IntlProvider locale={LOCALE_TAGS[locale]} defaultLocale="en-US" messages={messages} onError={onError}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/** The language of the page being shown. */
export const useLocale = (): Locale => useContext(LocaleContext);
