import { CHAT_LIST_FILTERS, type ChatListFilter } from '@law/contracts';

export interface ChatListParams {
  status: ChatListFilter;
  search: string;
  page: number;
}

export const DEFAULT_CHAT_FILTER: ChatListFilter = 'in_work';

/** Reads the list state from the URL query, falling back to the defaults for anything missing or malformed. */
export function parseChatListParams(query: URLSearchParams): ChatListParams {
  const rawStatus = query.get('status');
  const status = CHAT_LIST_FILTERS.includes(rawStatus as ChatListFilter) ? (rawStatus as ChatListFilter) : DEFAULT_CHAT_FILTER;
  const rawPage = Number(query.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  return { status, search: (query.get('search') ?? '').trim(), page };
}

/** The URL query for a list state; defaults are left out so the plain list URL stays clean. */
export function chatListQueryString(p: ChatListParams): URLSearchParams {
  const q = new URLSearchParams();
  if (p.status !== DEFAULT_CHAT_FILTER) q.set('status', p.status);
  if (p.search) q.set('search', p.search);
  if (p.page > 1) q.set('page', String(p.page));
  return q;
}
