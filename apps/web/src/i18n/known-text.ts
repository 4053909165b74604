import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import englishErrors from './messages/en/errors.json';
import type { MessageId } from './messages/en';

/**
 * The server's answers and the shared form schemas speak English: the API's messages are its
 * contract. Each one is also in the catalogue's `errors` file, so a page in another language shows
 * it translated, looked up by its English text. A text not in the catalogue shows as it came.
 */
const idOfEnglish = new Map<string, MessageId>(
  Object.entries(englishErrors).map(([id, text]) => [text, id as MessageId]),
);

/** Translates a message that came from the server or a form schema, when the catalogue knows it. */
export function useKnownText(): (text: string) => string {
  const intl = useIntl();
  return useCallback(
    (text: string) => {
      const id = idOfEnglish.get(text);
      return id ? intl.formatMessage({ id }) : text;
    },
    [intl],
  );
}
