import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getParsed, nullIfNotFound, withQuery } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest: what it sends', () => {
  it('sends credentials and no content type without a body', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await apiRequest('/api/user');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/user');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ Accept: 'application/json' });
    expect(init?.body).toBeUndefined();
  });

  it('sends JSON with a JSON content type when there is a body', async () => {
    const fetchMock = stubFetch(json({ id: 1 }));
    await apiRequest('/api/login', { method: 'POST', body: { username: 'jane', password: 'secret1' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"username":"jane","password":"secret1"}');
  });
});

describe('apiRequest: the page language', () => {
  it.each([
    ['/es/contact', 'es'],
    ['/es', 'es'],
    ['/contact', 'en'],
    ['/essays', 'en'],
  ])('names the language of the page %s in x-language', async (pathname, language) => {
    vi.stubGlobal('window', { location: { pathname } });
    const fetchMock = stubFetch(json({ id: 1 }));
    await apiRequest('/api/register', { method: 'POST', body: {} });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-language': language,
    });
  });
});

describe('apiRequest: successful answers', () => {
  it('returns parsed JSON', async () => {
    stubFetch(json({ id: 7 }));
    await expect(apiRequest('/api/user')).resolves.toEqual({ id: 7 });
  });

  it('returns an empty list for an empty appointments body, else null', async () => {
    stubFetch(new Response('', { status: 200 }));
    await expect(apiRequest('/api/appointments')).resolves.toEqual([]);
    stubFetch(new Response('', { status: 200 }));
    await expect(apiRequest('/api/appointments/date/2025-05-16')).resolves.toEqual([]);
    stubFetch(new Response('', { status: 200 }));
    await expect(apiRequest('/api/appointment-types')).resolves.toBeNull();
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/logout', { method: 'POST' })).resolves.toBeNull();
  });

  it('says so when HTML arrives instead of JSON', async () => {
    stubFetch(new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(apiRequest('/api/user')).rejects.toThrow(
      'Received HTML instead of JSON. The server may be experiencing issues.',
    );
  });

  it('reports other invalid JSON', async () => {
    stubFetch(new Response('{not json', { status: 200 }));
    await expect(apiRequest('/api/user')).rejects.toThrow('Invalid JSON response from server');
  });
});

describe('apiRequest: failed answers', () => {
  it('uses the message of a JSON error body and keeps status and fields', async () => {
    stubFetch(json({ message: 'That username is already taken.', fields: { username: 'Taken' } }, 409));
    const error = await apiRequest('/api/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'That username is already taken.',
      fields: { username: 'Taken' },
    });
  });

  it('keeps the error code of the answer and the values of its message', async () => {
    const message = '"sofa.jpg" is too large. Each photo must be 5 MB or smaller.';
    stubFetch(json({ code: 'photo_too_large', message, params: { photo: '"sofa.jpg"' } }, 413));
    const error = await apiRequest('/api/furniture-photos', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, message, code: 'photo_too_large', params: { photo: '"sofa.jpg"' } });
  });

  it('has no code for an answer without one', async () => {
    stubFetch(json({ message: 'Not found' }, 404));
    const error = await apiRequest('/api/nothing').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: undefined, params: undefined });
  });

  it('falls back to status and status text when the JSON has no message', async () => {
    stubFetch(
      new Response('{}', {
        status: 500,
        statusText: 'Internal Server Error',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(apiRequest('/api/user')).rejects.toThrow('500: Internal Server Error');
  });

  it('reports an unparseable JSON error body', async () => {
    stubFetch(new Response('{oops', { status: 502, headers: { 'Content-Type': 'application/json' } }));
    await expect(apiRequest('/api/user')).rejects.toThrow('502: Could not parse error response');
  });

  it('reports a non-JSON error', async () => {
    stubFetch(new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await expect(apiRequest('/api/user')).rejects.toThrow(
      '502: Non-JSON response. Please check your connection and try again.',
    );
  });

  it('returns null on 401 only when asked to', async () => {
    stubFetch(json({ message: 'Please log in to continue.' }, 401));
    await expect(apiRequest('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
    stubFetch(json({ message: 'Please log in to continue.' }, 401));
    await expect(apiRequest('/api/user')).rejects.toThrow('Please log in to continue.');
  });
});

describe('reading helpers', () => {
  it('builds a query string without empty values, in the order given', () => {
    expect(withQuery('/api/admin/users', { page: 2, pageSize: 25, search: '' })).toBe(
      '/api/admin/users?page=2&pageSize=25',
    );
    expect(withQuery('/api/admin/users', { page: 1, pageSize: 25, search: 'a b&c' })).toBe(
      '/api/admin/users?page=1&pageSize=25&search=a+b%26c',
    );
    expect(withQuery('/api/contact/counts', { search: undefined })).toBe('/api/contact/counts');
  });

  it('checks an answer with the schema it is given', async () => {
    stubFetch(json({ id: 7 }));
    const schema = { parse: (data: unknown) => ({ checked: data }) };
    await expect(getParsed(schema, '/api/thing')).resolves.toEqual({ checked: { id: 7 } });
  });

  it('reads a 404 as null and lets other failures through', async () => {
    stubFetch(json({ message: 'Not found' }, 404));
    await expect(nullIfNotFound(apiRequest('/api/blog/none'))).resolves.toBeNull();
    stubFetch(json({ message: 'Forbidden' }, 403));
    await expect(nullIfNotFound(apiRequest('/api/blog/none'))).rejects.toMatchObject({ status: 403 });
  });
});

describe('apiRequest: a session that has ended', () => {
  it('marks a background read so it does not count as activity', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await apiRequest('/api/admin/chat/unread', { background: true });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['x-background-read']).toBe('1');
  });

  it('says the session ended when a write is refused as not signed in, not for a wrong password', async () => {
    const { isSessionEnded, markSignedInAgain } = await import('./session-ended');
    stubFetch(json({ message: 'Incorrect username or password.' }, 401));
    await expect(apiRequest('/api/login', { method: 'POST', body: {} })).rejects.toThrow();
    expect(isSessionEnded()).toBe(false);

    stubFetch(json({ message: 'Please log in to continue.' }, 401));
    await expect(apiRequest('/api/admin/blog', { method: 'POST', body: {} })).rejects.toThrow();
    expect(isSessionEnded()).toBe(true);
    markSignedInAgain(1);
    expect(isSessionEnded()).toBe(false);
  });
});
