import type { AdminChatConversation, ChatConversationSummary, ChatLiveMessage, Page } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { appendMessage, applyMessageFrame, applySummaryToConversation, applySummaryToPage } from './chat-cache';

const ID = 'chat_3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b';
const OTHER = 'chat_00000000-9a4d-4e2f-8b6a-1c2d3e4f5a6b';

function summary(overrides: Partial<ChatConversationSummary> = {}): ChatConversationSummary {
  return {
    id: ID,
    channel: 'web',
    assignedToId: null,
    userId: null,
    visitorName: 'Ann Lee',
    visitorEmail: 'ann@example.com',
    visitorPhone: null,
    status: 'open',
    unreadCount: 1,
    messageCount: 1,
    lastMessageAt: '2026-03-02T19:00:00.000Z',
    lastMessagePreview: 'Hello',
    lastMessageFromUser: true,
    createdAt: '2026-03-02T19:00:00.000Z',
    ...overrides,
  };
}

const conversation: AdminChatConversation = {
  conversation: summary(),
  messages: [
    {
      id: 1,
      message: 'Hello',
      isFromUser: true,
      senderName: 'Ann Lee',
      note: false,
      status: 'unread',
      createdAt: '2026-03-02T19:00:00.000Z',
    },
  ],
};

function live(overrides: Partial<ChatLiveMessage> = {}): ChatLiveMessage {
  return {
    id: 2,
    conversationId: ID,
    text: 'Can you help with a form?',
    isUser: true,
    timestamp: '2026-03-02T19:01:00.000Z',
    automatic: false,
    ...overrides,
  };
}

describe('appendMessage', () => {
  it('adds a new message at the end and ignores one it already has (the socket echo of a reply)', () => {
    const reply = {
      id: 2,
      message: 'Yes',
      isFromUser: false,
      senderName: 'Maria',
      status: 'read' as const,
      createdAt: 'x',
      note: false,
    };
    const once = appendMessage(conversation, reply);
    expect(once?.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(appendMessage(once, { ...reply, senderName: null })).toBe(once);
  });
});

describe('applyMessageFrame', () => {
  it('appends a visitor message to its own conversation, named after the visitor', () => {
    const next = applyMessageFrame(conversation, live());
    expect(next?.messages.at(-1)).toEqual({
      id: 2,
      message: 'Can you help with a form?',
      isFromUser: true,
      senderName: 'Ann Lee',
      note: false,
      status: 'unread',
      createdAt: '2026-03-02T19:01:00.000Z',
    });
  });

  it('leaves other conversations, automatic replies and repeated frames alone', () => {
    expect(applyMessageFrame(conversation, live({ conversationId: OTHER }))).toBe(conversation);
    expect(applyMessageFrame(conversation, live({ id: 0, isUser: false, automatic: true }))).toBe(conversation);
    expect(applyMessageFrame(conversation, live({ id: 1 }))).toBe(conversation);
    expect(applyMessageFrame(undefined, live())).toBeUndefined();
  });
});

describe('applySummaryToConversation', () => {
  it('updates the heading of the same conversation only', () => {
    const closed = summary({ status: 'closed' });
    expect(applySummaryToConversation(conversation, closed)?.conversation.status).toBe('closed');
    expect(applySummaryToConversation(conversation, summary({ id: OTHER }))).toBe(conversation);
  });
});

describe('applySummaryToPage', () => {
  const page: Page<ChatConversationSummary> = {
    items: [summary({ id: OTHER, visitorName: 'Bo' }), summary()],
    total: 2,
    page: 1,
    pageSize: 20,
  };

  it('replaces the row', () => {
    const next = applySummaryToPage(page, summary({ unreadCount: 4 }), 'open');
    expect(next?.items.map((item) => item.unreadCount)).toEqual([1, 4]);
    expect(next?.total).toBe(2);
  });

  it('removes a row that no longer fits the filter', () => {
    const next = applySummaryToPage(page, summary({ status: 'closed' }), 'open');
    expect(next?.items.map((item) => item.id)).toEqual([OTHER]);
    expect(next?.total).toBe(1);
    expect(applySummaryToPage(page, summary({ status: 'closed' }), 'all')?.items).toHaveLength(2);
  });

  it('leaves a page without that conversation to the refetch', () => {
    expect(applySummaryToPage(page, summary({ id: 'chat_11111111-9a4d-4e2f-8b6a-1c2d3e4f5a6b' }), 'open')).toBe(page);
  });
});
