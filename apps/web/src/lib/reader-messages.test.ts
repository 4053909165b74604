import { describe, expect, it } from 'vitest';
import { knownMessage } from '../i18n/known-text';
import { READER_MESSAGES } from './api-client';

describe('the data reader’s own messages', () => {
  it('are in the errors catalogue, with the status code before them where the reader adds one', () => {
    expect(knownMessage(`502: ${READER_MESSAGES.nonJson}`)).toEqual({
      id: 'errors.reader.non-json',
      values: { status: '502' },
    });
    expect(knownMessage(`500: ${READER_MESSAGES.unparseableError}`)).not.toBeNull();
    expect(knownMessage(READER_MESSAGES.html)).not.toBeNull();
    expect(knownMessage(READER_MESSAGES.invalidJson)).not.toBeNull();
  });
});
