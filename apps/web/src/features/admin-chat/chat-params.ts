import { CHAT_CONVERSATION_FILTERS, isConversationId, type ChatConversationFilter } from '@ta/shared';

/** The inbox's filter, search, page and open conversation, kept in the address (?status&search&page&c). */
export interface ChatParams {
  status: ChatConversationFilter;
  search: string;
  page: number;
  /** The open conversation, or null. */
  conversation: string | null;
}

export const CHAT_PATH = '/admin/chat';
const MAX_PAGE = 100_000;

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
  const page = Number(query.get('page'));
  const conversation = query.get('c');
  return {
    status: isFilter(status) ? status : 'open',
    search: (query.get('search') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    conversation: isConversationId(conversation) ? conversation : null,
  };
}

/** The address for these params; the defaults (Open, page 1, nothing open) are left out. */
export function chatHref(params: ChatParams): string {
  const query = new URLSearchParams();
  if (params.status !== 'open') query.set('status', params.status);
  if (params.search) query.set('search', params.search);
  if (params.page > 1) query.set('page', String(params.page));
  if (params.conversation) query.set('c', params.conversation);
  const text = query.toString();
  return text ? `${CHAT_PATH}?${text}` : CHAT_PATH;
}
