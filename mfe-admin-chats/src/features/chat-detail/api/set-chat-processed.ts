import type { ProcessChatRequest } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{id}/process */
export async function setChatProcessed(chatId: number, isProcessed: boolean): Promise<void> {
  const body: ProcessChatRequest = { is_processed: isProcessed };
  await http.post(`/admin/chats/${chatId}/process`, body);
}
