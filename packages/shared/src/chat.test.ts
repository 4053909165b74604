import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  chatClientFrameSchema,
  chatContactInfoSchema,
  conversationIdSchema,
  newConversationId,
  sendChatMessageSchema,
} from './chat.js';
import { isConversationId } from './chat-storage-keys.js';

describe('conversation ids', () => {
  it('are chat_ and a version-4 UUID, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, newConversationId));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^chat_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isConversationId(id)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const bad of ['chat_1', 'chat_../../etc', `CHAT_${newConversationId().slice(5)}`, '', 42]) {
      expect(isConversationId(bad)).toBe(false);
      expect(conversationIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('chat schemas', () => {
  it('refuses an empty message and keeps unknown fields out', () => {
    const conversationId = newConversationId();
    expect(sendChatMessageSchema.safeParse({ conversationId, message: '   ' }).error?.issues[0]?.message).toBe(
      CHAT_MESSAGES.emptyMessage,
    );
    const parsed = sendChatMessageSchema.parse({ conversationId, message: ' hi ', isFromUser: false, userId: 1 });
    expect(parsed).toEqual({ conversationId, message: 'hi' });
  });

  it('needs a name and an e-mail for contact info, phone optional', () => {
    expect(chatContactInfoSchema.safeParse({ senderName: '', senderEmail: 'a@b.co' }).error?.issues[0]?.message).toBe(
      CHAT_MESSAGES.missingInfo,
    );
    expect(chatContactInfoSchema.safeParse({ senderName: 'Ann', senderEmail: '' }).error?.issues[0]?.message).toBe(
      CHAT_MESSAGES.missingInfo,
    );
    expect(chatContactInfoSchema.parse({ senderName: 'Ann', senderEmail: 'ANN@Example.com', senderPhone: '' })).toEqual(
      {
        senderName: 'Ann',
        senderEmail: 'ann@example.com',
      },
    );
  });

  it('reads join and message frames only', () => {
    const conversationId = newConversationId();
    expect(chatClientFrameSchema.safeParse({ type: 'join', conversationId }).success).toBe(true);
    expect(chatClientFrameSchema.safeParse({ type: 'message', message: 'hello' }).success).toBe(true);
    expect(chatClientFrameSchema.safeParse({ type: 'typing' }).success).toBe(false);
    expect(chatClientFrameSchema.safeParse({ type: 'join', conversationId: 'chat_x' }).success).toBe(false);
  });
});
