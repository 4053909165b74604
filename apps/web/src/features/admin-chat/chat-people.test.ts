import { describe, expect, it } from 'vitest';
import { senderLabel, shortConversationId, unreadLabel, visitorDisplayName } from './chat-people';

const ID = 'chat_3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b';

describe('visitorDisplayName', () => {
  it('uses the name the visitor gave', () => {
    expect(visitorDisplayName({ id: ID, visitorName: '  Ann Lee ' })).toBe('Ann Lee');
  });

  it('falls back to "Visitor" and a short id', () => {
    expect(shortConversationId(ID)).toBe('3f2b8c1e');
    expect(visitorDisplayName({ id: ID, visitorName: null })).toBe('Visitor 3f2b8c1e');
    expect(visitorDisplayName({ id: ID, visitorName: '   ' })).toBe('Visitor 3f2b8c1e');
  });
});

describe('senderLabel', () => {
  const conversation = { id: ID, visitorName: 'Ann Lee' };

  it('names the visitor for their messages and the staff member for replies', () => {
    expect(senderLabel({ isFromUser: true, senderName: null }, conversation)).toBe('Ann Lee');
    expect(senderLabel({ isFromUser: false, senderName: 'Maria Diaz' }, conversation)).toBe('Maria Diaz');
    expect(senderLabel({ isFromUser: false, senderName: null }, conversation)).toBe('Staff');
  });
});

describe('unreadLabel', () => {
  it('says the count in words', () => {
    expect(unreadLabel(3)).toBe('3 unread');
    expect(unreadLabel(1200)).toBe('1,200 unread');
  });
});
