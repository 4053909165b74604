import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { codeMessageId, useKnownText } from '../i18n/known-text';
import { ApiError, errorMessage } from './api-client';

/** What a failure says: its English words, and its code and values when it came from the API. */
interface FailureWords {
  message: string;
  code?: string | undefined;
  params?: Record<string, string> | undefined;
}

function wordsOf(failure: unknown): FailureWords {
  if (typeof failure === 'string') return { message: failure };
  if (failure instanceof ApiError) return { message: failure.message, code: failure.code, params: failure.params };
  // A form's result rendered by the server (PageFormResult): its message, with the answer's code.
  if (typeof failure === 'object' && failure !== null && !(failure instanceof Error)) {
    const { message, code, params } = failure as Partial<Record<'message' | 'code' | 'params', unknown>>;
    if (typeof message === 'string') {
      return {
        message,
        code: typeof code === 'string' ? code : undefined,
        params: typeof params === 'object' && params !== null ? (params as Record<string, string>) : undefined,
      };
    }
  }
  return { message: errorMessage(failure) };
}

/**
 * Says a failure in the page's language: a failed call (`ApiError`) or a form's result by its error
 * code (docs/i18n.md "Errors as codes"), anything else by its words through `useKnownText`.
 */
export function useErrorText(): (failure: unknown) => string {
  const intl = useIntl();
  const known = useKnownText();
  return useCallback(
    (failure: unknown) => {
      const { message, code, params } = wordsOf(failure);
      const id = code === undefined ? null : codeMessageId(code, intl.messages);
      return id ? intl.formatMessage({ id }, params) : known(message);
    },
    [intl, known],
  );
}
