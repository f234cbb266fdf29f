import type { ApiSuccess, RemoveChatFileRequest, RemoveChatFileResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{id}/remove-file — the file leaves the list but stays recoverable on the server. */
export async function removeChatFile(chatId: number, fileIndex: number): Promise<RemoveChatFileResponse> {
  const body: RemoveChatFileRequest = { file_index: fileIndex };
  const { data } = await http.post<ApiSuccess<RemoveChatFileResponse>>(`/admin/chats/${chatId}/remove-file`, body);
  return data.data;
}
