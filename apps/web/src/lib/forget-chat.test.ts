import { CHAT_CONTACT_STORAGE_KEY, CHAT_STORAGE_KEY } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { forgetConversation } from './forget-chat';

describe('forgetting the chat conversation', () => {
  it('removes the stored id and contact info, and nothing else', () => {
    const values = new Map<string, string>([
      [CHAT_STORAGE_KEY, 'chat_00000000-0000-4000-8000-000000000000'],
      [CHAT_CONTACT_STORAGE_KEY, '{"senderName":"Ann","senderEmail":"ann@example.com"}'],
      ['other', 'kept'],
    ]);
    forgetConversation({ removeItem: (key: string) => void values.delete(key) });
    expect([...values.keys()]).toEqual(['other']);
  });

  it('does nothing where the browser has no storage', () => {
    expect(() => forgetConversation(null)).not.toThrow();
  });
});
