import type { UpdateChatCommentRequest } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{id}/update-comment */
export async function updateChatComment(chatId: number, comment: string): Promise<void> {
  const body: UpdateChatCommentRequest = { comment };
  await http.post(`/admin/chats/${chatId}/update-comment`, body);
}
