import { AUTH_MESSAGES, BACKGROUND_READ_HEADER, CIRCLE_MESSAGES, localeOfPath, type ErrorCode } from '@ta/shared';
import { markAccessEnded } from './circle-ended';
import { markSessionEnded } from './session-ended';

/**
 * The one data reader for the browser: every call to the server goes through `apiRequest`.
 * Each kind of failed answer (not JSON, an unreadable error, HTML instead of JSON) has one fixed text.
 */

export type On401 = 'returnNull' | 'throw';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  on401?: On401;
  signal?: AbortSignal;
  /** A read the page makes by itself (a poll): it does not count as someone using the site. */
  background?: boolean;
}

/** The error code of a failed call and the values of its message (docs/i18n.md "Errors as codes"). */
export interface ErrorCodeOf {
  code: string;
  params?: Record<string, string> | undefined;
}

/**
 * A failed call. `message` is the server's English words; `code` (with `params`) says the same in a
 * way the page shows in its own language (`useErrorText`, lib/error-text.ts); `fields` carries
 * per-field messages when the server sent them.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly code: string | undefined;
  readonly params: Record<string, string> | undefined;

  constructor(status: number, message: string, fields?: Record<string, string>, coded?: ErrorCodeOf) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.code = coded?.code;
    this.params = coded?.params;
  }
}

/** What the reader says of an answer it cannot use (a failed answer's also starts with its status: `502: …`). */
export const READER_MESSAGES = {
  nonJson: 'Non-JSON response. Please check your connection and try again.',
  unparseableError: 'Could not parse error response',
  html: 'Received HTML instead of JSON. The server may be experiencing issues.',
  invalidJson: 'Invalid JSON response from server',
} as const;

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('json');
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const { status } = response;
  if (!isJson(response)) return new ApiError(status, `${status}: ${READER_MESSAGES.nonJson}`);

  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return new ApiError(status, `${status}: ${READER_MESSAGES.unparseableError}`);
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.length > 0
      ? record.message
      : `${status}: ${response.statusText}`;
  const coded =
    typeof record.code === 'string' ? { code: record.code, params: stringRecord(record.params) } : undefined;
  return new ApiError(status, message, stringRecord(record.fields), coded);
}

/** An empty body means "nothing": an empty list for appointment lists, else null. */
function emptyValueFor(path: string): [] | null {
  const pathname = path.split('?')[0] ?? '';
  return pathname.split('/').includes('appointments') ? [] : null;
}

async function parseSuccess(response: Response, path: string): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return emptyValueFor(path);
  try {
    return JSON.parse(text);
  } catch {
    const looksLikeHtml = /<[a-z!/]/i.test(text);
    throw new ApiError(response.status, looksLikeHtml ? READER_MESSAGES.html : READER_MESSAGES.invalidJson);
  }
}

export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { on401: 'returnNull' },
): Promise<T | null>;
export async function apiRequest<T>(path: string, options?: ApiRequestOptions): Promise<T>;
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, on401 = 'throw', signal, background = false }: ApiRequestOptions = {},
): Promise<T | null> {
  const hasBody = body !== undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  // The page's language: the server keeps it for the e-mails a registration or a request brings.
  if (typeof window !== 'undefined') headers['x-language'] = localeOfPath(window.location.pathname);
  if (background) headers[BACKGROUND_READ_HEADER] = '1';

  const response = await fetch(path, {
    method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  });

  if (response.status === 401 && on401 === 'returnNull') return null;
  if (!response.ok) {
    const error = await errorFrom(response);
    // A write refused because the session has ended (not a wrong password at login): the page asks
    // the person to sign in again, and the form keeps what was typed (lib/kept-drafts.ts).
    if (method !== 'GET' && isSessionEndedError(error)) markSessionEnded();
    // A helper whose access to the account ended meanwhile: the page stops saying she is helping.
    if (error.status === 403 && failedWith(error, 'circle_access_ended', CIRCLE_MESSAGES.accessEnded))
      markAccessEnded();
    throw error;
  }
  return (await parseSuccess(response, path)) as T;
}

/** The server's answer to a call that needs a session when there is none (or no longer). */
export function isSessionEndedError(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 401 && failedWith(error, 'not_signed_in', AUTH_MESSAGES.notSignedIn)
  );
}

/** Whether a failure is the API's error `code`: by its code, or by its words when it came without one. */
export function failedWith(error: unknown, code: ErrorCode, words: string): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === undefined ? error.message === words : error.code === code;
}

/** A GET path with its query: empty and undefined values are left out, so equal filters share one URL. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Anything with a zod schema's `parse`: this module names no zod code, as every page loads it. */
export interface Schema<T> {
  parse(data: unknown): T;
}

/** GET `path` and check the answer with `schema`. */
export async function getParsed<T>(
  schema: Schema<T>,
  path: string,
  signal?: AbortSignal,
  options: Pick<ApiRequestOptions, 'background'> = {},
): Promise<T> {
  return schema.parse(await apiRequest<unknown>(path, { signal, ...options }));
}

/** The answer, or null when the server has none (404): the page then says it was not found. */
export async function nullIfNotFound<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The message to show a person for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
