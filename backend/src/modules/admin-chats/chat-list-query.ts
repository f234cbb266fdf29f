import { CHAT_LIST_FILTERS, type ChatListFilter } from '@law/contracts';
import { parseListQuery, type ListQuery, type ListQueryOptions } from '../../common/http/list-query';

export { likeEscape, phoneDigits, SEARCH_MAX } from '../../common/http/search-text';

export type ChatListParams = ListQuery<ChatListFilter>;

/** ?page=&status=&search= of the chats inbox; status defaults to in_work (the inbox's default tab). */
export const CHAT_LIST_QUERY: ListQueryOptions<ChatListFilter> = { status: { values: CHAT_LIST_FILTERS, fallback: 'in_work' }, search: true };

export function parseChatListQuery(q: Record<string, unknown>): ChatListParams {
  return parseListQuery(q, CHAT_LIST_QUERY);
}
