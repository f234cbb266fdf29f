import type { UpdateChatDocumentRequest } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{id}/update-document */
export async function updateChatDocument(chatId: number, document: string): Promise<void> {
  const body: UpdateChatDocumentRequest = { document };
  await http.post(`/admin/chats/${chatId}/update-document`, body);
}
