import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isSignedOutError } from './signed-out-error';

describe('isSignedOutError', () => {
  it('recognises a 401 answer, whatever its message', () => {
    expect(isSignedOutError(new ApiError(401, 'Authentication required. Please log in again.'))).toBe(true);
  });

  it('recognises messages that mention 401, authenticated or authorized', () => {
    for (const message of [
      '401: Unauthorized',
      'You need to be logged in to view appointments: not authenticated',
      'Not Authorized',
      'unauthorized',
    ]) {
      expect(isSignedOutError(new Error(message))).toBe(true);
    }
  });

  it('offers Try Again for every other failure', () => {
    expect(isSignedOutError(new ApiError(500, 'Server error: 500 Internal Server Error'))).toBe(false);
    expect(isSignedOutError(new Error('Received HTML instead of JSON. The server may be experiencing issues.'))).toBe(
      false,
    );
    expect(isSignedOutError('not an error')).toBe(false);
  });
});
