import { describe, expect, it } from 'vitest';
import { automaticReplyEntry, entryFromHistory, entryFromLive, mergeChatEntries } from './chat-entries';

const ID = 'chat_0b7f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const history = (id: number, at: string, isFromUser = true, message = `m${id}`) =>
  entryFromHistory({ id, message, isFromUser, createdAt: at });
const live = (id: number, at: string, sequence: number, extra: { isUser?: boolean; automatic?: boolean } = {}) =>
  entryFromLive(
    {
      id,
      conversationId: ID,
      text: `live${id}`,
      isUser: extra.isUser ?? false,
      timestamp: at,
      automatic: extra.automatic ?? false,
    },
    sequence,
  );

describe('mergeChatEntries', () => {
  it('keeps a stored message once when both the history and a live frame bring it', () => {
    const merged = mergeChatEntries(
      [history(1, '2025-03-03T14:00:00.000Z'), history(2, '2025-03-03T14:01:00.000Z')],
      [live(2, '2025-03-03T14:01:00.000Z', 1), live(3, '2025-03-03T14:02:00.000Z', 2)],
    );
    expect(merged.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(merged.map((e) => e.key)).toEqual(['m1', 'm2', 'm3']);
  });

  it('keeps every automatic reply (all id 0) with keys of their own', () => {
    const merged = mergeChatEntries(
      [],
      [
        live(0, '2025-03-03T14:00:01.000Z', 1, { automatic: true }),
        live(0, '2025-03-03T14:05:01.000Z', 2, { automatic: true }),
      ],
    );
    expect(merged).toHaveLength(2);
    expect(new Set(merged.map((e) => e.key)).size).toBe(2);
    expect(merged.every((e) => e.automatic && !e.fromVisitor)).toBe(true);
  });

  it('orders by time, so a staff reply fetched later still lands before a newer live message', () => {
    const merged = mergeChatEntries(
      [history(1, '2025-03-03T14:00:00.000Z'), history(2, '2025-03-03T14:03:00.000Z', false)],
      [live(3, '2025-03-03T14:02:00.000Z', 1, { isUser: true })],
    );
    expect(merged.map((e) => e.id)).toEqual([1, 3, 2]);
  });

  it('puts an automatic reply right after the message it answers, even at the same instant', () => {
    const sent = { id: 7, message: 'Hello', isFromUser: true, createdAt: '2025-03-03T14:00:00.000Z' };
    const merged = mergeChatEntries(
      [history(8, '2025-03-03T14:10:00.000Z', false)],
      [automaticReplyEntry('We are closed', sent, 1), entryFromHistory(sent)],
    );
    expect(merged.map((e) => (e.automatic ? 'auto' : e.id))).toEqual([7, 'auto', 8]);
  });

  it('breaks ties between stored messages by id', () => {
    const at = '2025-03-03T14:00:00.000Z';
    expect(mergeChatEntries([history(5, at), history(4, at)], []).map((e) => e.id)).toEqual([4, 5]);
  });

  it('treats a live frame with id 0 as an automatic reply even when the flag is missing', () => {
    const entry = live(0, '2025-03-03T14:00:00.000Z', 3, { isUser: true });
    expect(entry).toMatchObject({ automatic: true, fromVisitor: false, key: 'auto3' });
  });
});
