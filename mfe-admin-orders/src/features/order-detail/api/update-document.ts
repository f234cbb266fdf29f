import type { UpdateChatDocumentRequest } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{chatId}/update-document (the document lives on the order's chat). */
export async function updateChatDocument(chatId: number, body: UpdateChatDocumentRequest): Promise<void> {
  await http.post(`/admin/chats/${chatId}/update-document`, body);
}
