import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { uploadForm } from './upload-form';

type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void;

/** Just enough of XMLHttpRequest for uploadForm: events are fired by the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  private listeners: Record<string, Listener[]> = {};
  private uploadListeners: Record<string, Listener[]> = {};
  upload = {
    addEventListener: (type: string, listener: Listener) => (this.uploadListeners[type] ??= []).push(listener),
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {}

  fireUpload(type: string, event: Parameters<Listener>[0] = {}) {
    for (const listener of this.uploadListeners[type] ?? []) listener(event);
  }
  answer(status: number, body: string, contentType = 'application/json; charset=utf-8') {
    this.status = status;
    this.responseText = body;
    this.responseHeaders['content-type'] = contentType;
    for (const listener of this.listeners.load ?? []) listener({});
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadForm', () => {
  it('posts the form with credentials and reports progress in whole percents', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const form = new FormData();
    const result = uploadForm<{ ok: boolean }>('/api/furniture-photos', form, { onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', '/api/furniture-photos', true, form]);
    expect(xhr.headers).toEqual({ Accept: 'application/json' });

    xhr.fireUpload('progress', { lengthComputable: true, loaded: 1, total: 3 });
    xhr.fireUpload('progress', { lengthComputable: false, loaded: 2, total: 0 });
    xhr.fireUpload('load');
    xhr.answer(201, '{"ok":true}');
    await expect(result).resolves.toEqual({ ok: true });
    expect(seen).toEqual([33, 100]);
  });

  it("rejects with the server's message and per-field messages", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = uploadForm('/api/furniture-photos', new FormData());
    FakeXhr.last.answer(400, JSON.stringify({ message: 'No files selected', fields: { photos: 'No files selected' } }));
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'No files selected', fields: { photos: 'No files selected' } });
  });

  it('names the status when the answer is not JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = uploadForm('/api/furniture-photos', new FormData());
    FakeXhr.last.answer(502, '<html>Bad gateway</html>', 'text/html');
    await expect(result).rejects.toThrow('502: Non-JSON response. Please check your connection and try again.');
  });
});
