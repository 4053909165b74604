import { CHAT_CONVERSATION_FILTERS, isConversationId, type ChatConversationFilter } from '@ta/shared';
import { laterPage, listHref, pageFrom, searchFrom } from '../../lib/list-address';

/** The inbox's filter, search, page and open conversation, kept in the address (?status&search&page&c). */
export interface ChatParams {
  status: ChatConversationFilter;
  search: string;
  page: number;
  /** The open conversation, or null. */
  conversation: string | null;
}

export const CHAT_PATH = '/admin/chat';

export const CHAT_FILTER_LABELS: Record<ChatConversationFilter, string> = {
  open: 'Open',
  closed: 'Closed',
  all: 'All',
};

function isFilter(value: string): value is ChatConversationFilter {
  return (CHAT_CONVERSATION_FILTERS as readonly string[]).includes(value);
}

export function parseChatParams(search: string): ChatParams {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  const conversation = query.get('c');
  return {
    status: isFilter(status) ? status : 'open',
    search: searchFrom(query),
    page: pageFrom(query),
    conversation: isConversationId(conversation) ? conversation : null,
  };
}

/** The address for these params; the defaults (Open, page 1, nothing open) are left out. */
export function chatHref(params: ChatParams): string {
  return listHref(CHAT_PATH, {
    status: params.status !== 'open' ? params.status : null,
    search: params.search,
    page: laterPage(params.page),
    c: params.conversation,
  });
}
