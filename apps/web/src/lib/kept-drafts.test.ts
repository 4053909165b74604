import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropDraft, saveDraft, takeDraft, withoutPasswords } from './kept-drafts';

/** A sessionStorage of the tab, as the browser gives it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('kept drafts', () => {
  it('never keeps a password', () => {
    saveDraft('profile', 7, { firstName: 'Ada', currentPassword: 'secret-1', newPassword: 'secret-2', password: 'x' });
    expect(storage.getItem('ta-draft:profile')).not.toContain('secret');
    expect(takeDraft('profile', 7)).toEqual({ firstName: 'Ada' });
    expect(withoutPasswords({ confirmPassword: 'a', notes: 'b' })).toEqual({ notes: 'b' });
  });

  it('gives a draft back once, and only to the account that typed it', () => {
    saveDraft('blog-post:new', 7, { title: 'Hurricane season checklist' });
    expect(takeDraft('blog-post:new', 8)).toBeNull();
    // Another account's attempt removed it: it is gone for the first one too.
    expect(takeDraft('blog-post:new', 7)).toBeNull();

    saveDraft('blog-post:new', 7, { title: 'Hurricane season checklist' });
    expect(takeDraft('blog-post:new', 7)).toEqual({ title: 'Hurricane season checklist' });
    expect(takeDraft('blog-post:new', 7)).toBeNull();
  });

  it('drops a draft on request, and ignores what it cannot read', () => {
    saveDraft('contact-update:3', 7, { notes: 'Called back' });
    dropDraft('contact-update:3');
    expect(takeDraft('contact-update:3', 7)).toBeNull();
    storage.setItem('ta-draft:profile', '{not json');
    expect(takeDraft('profile', 7)).toBeNull();
  });
});
