import { ApiError } from '../../lib/api-client';

/** A load failure that mentions 401, authenticated or authorized means the person must log in. */
export function isSignedOutError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : '';
  return /401|authenticated|authorized/i.test(message);
}
