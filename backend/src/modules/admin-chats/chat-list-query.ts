import { BadRequestException } from '@nestjs/common';
import { ADMIN_CHAT_MESSAGES, CHAT_LIST_FILTERS, type ChatListFilter } from '@law/contracts';
import { parsePageParam } from '../../common/http/parse-page';
import { parseSearchParam } from '../../common/http/search-text';

export { likeEscape, phoneDigits, SEARCH_MAX } from '../../common/http/search-text';

export interface ChatListParams {
  page: number;
  status: ChatListFilter;
  /** Trimmed search text, or '' for none. */
  search: string;
}

/** Reads ?page=&status=&search= of the chats inbox; status defaults to in_work (the inbox's default tab). */
export function parseChatListQuery(q: Record<string, unknown>): ChatListParams {
  const page = parsePageParam(q.page);
  const rawStatus = q.status === undefined || q.status === '' ? 'in_work' : q.status;
  if (typeof rawStatus !== 'string' || !CHAT_LIST_FILTERS.includes(rawStatus as ChatListFilter)) {
    throw new BadRequestException(ADMIN_CHAT_MESSAGES.badStatus);
  }
  return { page, status: rawStatus as ChatListFilter, search: parseSearchParam(q.search) };
}
