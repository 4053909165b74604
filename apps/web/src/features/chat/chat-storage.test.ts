import { CHAT_CONTACT_STORAGE_KEY, CHAT_STORAGE_KEY, isConversationId } from '@ta/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  ensureConversationId,
  memoryStorage,
  readContact,
  readConversationId,
  writeContact,
  type ChatStorage,
} from './chat-storage';

const ID = 'chat_0b7f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

/** A storage that refuses everything, like some private windows. */
const brokenStorage: ChatStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('conversation id', () => {
  it('is read back when one is stored', () => {
    const storage = memoryStorage();
    storage.setItem(CHAT_STORAGE_KEY, ID);
    expect(readConversationId(storage)).toBe(ID);
    expect(ensureConversationId(storage, () => 'unused')).toBe(ID);
  });

  it('is created and stored when none is stored', () => {
    const storage = memoryStorage();
    expect(readConversationId(storage)).toBeNull();
    const id = ensureConversationId(storage);
    expect(isConversationId(id)).toBe(true);
    expect(storage.getItem(CHAT_STORAGE_KEY)).toBe(id);
    expect(ensureConversationId(storage)).toBe(id);
  });

  it('replaces a malformed stored id', () => {
    const storage = memoryStorage();
    storage.setItem(CHAT_STORAGE_KEY, 'chat_not-a-uuid');
    expect(readConversationId(storage)).toBeNull();
    expect(ensureConversationId(storage, () => ID)).toBe(ID);
    expect(storage.getItem(CHAT_STORAGE_KEY)).toBe(ID);
  });

  it('still gives an id when storage refuses reads and writes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(ensureConversationId(brokenStorage, () => ID)).toBe(ID);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('contact info', () => {
  it('round-trips name, e-mail and phone', () => {
    const storage = memoryStorage();
    writeContact(storage, { senderName: 'Ruth Miller', senderEmail: 'ruth@example.com', senderPhone: '555-0100' });
    expect(readContact(storage)).toEqual({
      senderName: 'Ruth Miller',
      senderEmail: 'ruth@example.com',
      senderPhone: '555-0100',
    });
  });

  it('leaves an empty phone out', () => {
    const storage = memoryStorage();
    writeContact(storage, { senderName: 'Ruth', senderEmail: 'ruth@example.com', senderPhone: '' });
    expect(JSON.parse(storage.getItem(CHAT_CONTACT_STORAGE_KEY) ?? '{}')).toEqual({
      senderName: 'Ruth',
      senderEmail: 'ruth@example.com',
    });
    expect(readContact(storage)).toEqual({ senderName: 'Ruth', senderEmail: 'ruth@example.com' });
  });

  it('ignores nothing, broken JSON and records without name or e-mail', () => {
    const storage = memoryStorage();
    expect(readContact(storage)).toBeNull();
    storage.setItem(CHAT_CONTACT_STORAGE_KEY, '{not json');
    expect(readContact(storage)).toBeNull();
    storage.setItem(CHAT_CONTACT_STORAGE_KEY, JSON.stringify({ senderName: 'Ruth' }));
    expect(readContact(storage)).toBeNull();
    storage.setItem(CHAT_CONTACT_STORAGE_KEY, JSON.stringify({ senderName: 'Ruth', senderEmail: 42 }));
    expect(readContact(storage)).toBeNull();
    expect(readContact(brokenStorage)).toBeNull();
  });
});
