import type { ApiSuccess, RemoveChatFileRequest, RemoveChatFileResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{chatId}/remove-file */
export async function removeChatFile(chatId: number, body: RemoveChatFileRequest): Promise<RemoveChatFileResponse> {
  const res = await http.post<ApiSuccess<RemoveChatFileResponse>>(`/admin/chats/${chatId}/remove-file`, body);
  return res.data.data;
}
