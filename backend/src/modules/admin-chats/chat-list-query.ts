import { BadRequestException } from '@nestjs/common';
import { ADMIN_CHAT_MESSAGES, CHAT_LIST_FILTERS, type ChatListFilter } from '@law/contracts';
import { parsePageParam } from '../../common/http/parse-page';

export const SEARCH_MAX = 100;

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
  if (q.search !== undefined && typeof q.search !== 'string') throw new BadRequestException('Некоректний пошуковий запит');
  const search = (q.search ?? '').trim();
  if (search.length > SEARCH_MAX) throw new BadRequestException(`Пошуковий запит не може перевищувати ${SEARCH_MAX} символів`);
  return { page, status: rawStatus as ChatListFilter, search };
}

/** Escapes LIKE wildcards so the admin's text is matched literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Digits of a phone-like search ('+380 50 123' -> '38050123'), or '' when the text is not phone-like. */
export function phoneDigits(search: string): string {
  return /^[\d\s+()-]+$/.test(search) ? search.replace(/\D/g, '') : '';
}
