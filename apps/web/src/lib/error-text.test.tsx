// @vitest-environment happy-dom
import { BILLING_MESSAGES, codeMessage, FURNITURE_PHOTO_MESSAGES, type Locale } from '@ta/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '../i18n/test-intl';
import { es } from '../i18n/messages/es';
import { ApiError } from './api-client';
import { useErrorText } from './error-text';

function Shown({ failure }: { failure: unknown }) {
  const failureText = useErrorText();
  return <p data-testid="failure">{failureText(failure)}</p>;
}

const shown = (failure: unknown, locale: Locale) => {
  render(withIntl(<Shown failure={failure} />, locale));
  return screen.getByTestId('failure').textContent;
};

const versionChanged = () =>
  new ApiError(409, BILLING_MESSAGES.quoteVersionChanged, undefined, { code: 'quote_version_changed' });

describe('useErrorText: a failure in the page’s language', () => {
  afterEach(cleanup);

  it('shows a code’s catalogue text: the server’s very words in English, Spanish on a Spanish page', () => {
    expect(shown(versionChanged(), 'en')).toBe(BILLING_MESSAGES.quoteVersionChanged);
    cleanup();
    expect(shown(versionChanged(), 'es')).toBe(es['errors.quote-version-changed']);
  });

  it('reads the code, not the words: another message with the same code says the code’s text', () => {
    const reworded = new ApiError(409, 'Words the server might send one day', undefined, { code: 'quote_not_open' });
    expect(shown(reworded, 'es')).toBe(es['errors.quote-not-open']);
  });

  it('fills in a message’s changing part from the answer’s params', () => {
    const photo = '"sofa.jpg"';
    const tooLarge = new ApiError(413, codeMessage('photo_too_large', { photo }), undefined, {
      code: 'photo_too_large',
      params: { photo },
    });
    expect(shown(tooLarge, 'en')).toBe(FURNITURE_PHOTO_MESSAGES.tooLarge(photo));
    cleanup();
    const spanish = shown(tooLarge, 'es');
    expect(spanish).toContain(photo);
    expect(spanish).not.toBe(FURNITURE_PHOTO_MESSAGES.tooLarge(photo));
  });

  it('shows a back-office code from its own catalogue file', () => {
    const taken = new ApiError(409, codeMessage('already_invoiced'), undefined, { code: 'already_invoiced' });
    expect(shown(taken, 'en')).toBe(codeMessage('already_invoiced'));
    cleanup();
    expect(shown(taken, 'es')).toBe(es['office-errors.already-invoiced']);
  });

  it('shows a validation failure by its words, the form field’s message, translated by its text', () => {
    const tooLong = 'Please keep this under 254 characters';
    const invalid = new ApiError(400, tooLong, { email: tooLong }, { code: 'validation_failed' });
    expect(shown(invalid, 'en')).toBe(tooLong);
    cleanup();
    expect(shown(invalid, 'es')).toMatch(/254/);
    expect(screen.getByTestId('failure').textContent).not.toMatch(/Please/);
  });

  it('falls back to the words when there is no code, or one the catalogue does not know', () => {
    const uncoded = new ApiError(409, BILLING_MESSAGES.quoteVersionChanged);
    expect(shown(uncoded, 'es')).toBe(es['errors.quote-version-changed']);
    cleanup();
    const unknown = new ApiError(400, 'A sentence nobody translated.', undefined, { code: 'some_future_code' });
    expect(shown(unknown, 'es')).toBe('A sentence nobody translated.');
  });

  it('shows a form’s result rendered by the server by its code too', () => {
    const result = { form: 'quote-approve', values: {}, errors: {}, message: 'Other words', code: 'quote_expired' };
    expect(shown(result, 'es')).toBe(es['errors.quote-expired']);
  });

  it('says something for a failure that is not an answer at all', () => {
    expect(shown(new Error(''), 'en')).toBe('Something went wrong. Please try again.');
  });
});
