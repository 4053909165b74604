import { ApiError } from './api-client';

export interface UploadFormOptions {
  /** Called with 0-100 as the request body leaves the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const MESSAGES = {
  network: 'The upload could not reach us. Please check your connection and try again.',
  nonJson: 'Non-JSON response. Please check your connection and try again.',
  invalidJson: 'Invalid JSON response from server',
  aborted: 'The upload was cancelled.',
} as const;

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Same error shape as `apiRequest`: the server's message, its code and values, and per-field messages. */
function errorFrom(xhr: XMLHttpRequest): ApiError {
  const isJson = (xhr.getResponseHeader('content-type') ?? '').toLowerCase().includes('json');
  const parsed = isJson ? parseJson(xhr.responseText) : { ok: false as const };
  if (!parsed.ok) return new ApiError(xhr.status, `${xhr.status}: ${MESSAGES.nonJson}`);
  const body =
    typeof parsed.value === 'object' && parsed.value !== null ? (parsed.value as Record<string, unknown>) : {};
  const message = typeof body.message === 'string' && body.message ? body.message : `${xhr.status}: ${xhr.statusText}`;
  const coded = typeof body.code === 'string' ? { code: body.code, params: stringRecord(body.params) } : undefined;
  return new ApiError(xhr.status, message, stringRecord(body.fields), coded);
}

/**
 * Posts a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Resolves with the parsed JSON answer; rejects with an `ApiError`.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadFormOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    // Every byte has left the browser; the server is still working on them.
    xhr.upload.addEventListener('load', () => onProgress?.(100));
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr));
      const parsed = parseJson(xhr.responseText);
      if (parsed.ok) resolve(parsed.value as T);
      else reject(new ApiError(xhr.status, MESSAGES.invalidJson));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, MESSAGES.network)));
    xhr.addEventListener('abort', () => reject(new ApiError(0, MESSAGES.aborted)));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(form);
  });
}
