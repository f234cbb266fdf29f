import type { ApiSuccess, ChatListQuery, ChatListResponse } from '@law/contracts';
import { http } from '@law/ui';

/** GET /api/admin/chats?page=&status=&search= */
export async function getChats(query: ChatListQuery, signal?: AbortSignal): Promise<ChatListResponse> {
  const params: Record<string, string | number> = { page: query.page ?? 1, status: query.status ?? 'in_work' };
  if (query.search) params.search = query.search;
  const { data } = await http.get<ApiSuccess<ChatListResponse>>('/admin/chats', { params, signal });
  return data.data;
}
