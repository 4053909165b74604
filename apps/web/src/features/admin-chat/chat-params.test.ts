import { describe, expect, it } from 'vitest';
import { chatHref, parseChatParams } from './chat-params';

const ID = 'chat_3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b';

describe('parseChatParams', () => {
  it('defaults to open conversations, page 1, none open', () => {
    expect(parseChatParams('')).toEqual({ status: 'open', search: '', page: 1, conversation: null });
  });

  it('reads the filter, search, page and open conversation', () => {
    expect(parseChatParams(`?status=closed&search=%20ann%20&page=3&c=${ID}`)).toEqual({
      status: 'closed',
      search: 'ann',
      page: 3,
      conversation: ID,
    });
  });

  it('ignores values that are not valid', () => {
    expect(parseChatParams('?status=deleted&page=-2&c=chat_nope')).toEqual({
      status: 'open',
      search: '',
      page: 1,
      conversation: null,
    });
  });
});

describe('chatHref', () => {
  it('leaves the defaults out', () => {
    expect(chatHref({ status: 'open', search: '', page: 1, conversation: null })).toBe('/admin/chat');
  });

  it('round-trips through parseChatParams', () => {
    const params = { status: 'all', search: 'ann lee', page: 2, conversation: ID } as const;
    const href = chatHref(params);
    expect(parseChatParams(href.slice(href.indexOf('?')))).toEqual(params);
  });
});
