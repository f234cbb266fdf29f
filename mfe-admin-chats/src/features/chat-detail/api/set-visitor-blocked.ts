import type { ApiSuccess, BlockUserRequest, BlockUserResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{id}/block {reason} | /unblock */
export async function setVisitorBlocked(chatId: number, blocked: boolean, reason = ''): Promise<BlockUserResponse> {
  const res = blocked
    ? await http.post<ApiSuccess<BlockUserResponse>>(`/admin/chats/${chatId}/block`, { reason } satisfies BlockUserRequest)
    : await http.post<ApiSuccess<BlockUserResponse>>(`/admin/chats/${chatId}/unblock`);
  return res.data.data;
}
