import type { AdminChatDetails, ApiSuccess } from '@law/contracts';
import { http } from '@law/ui';

/** GET /api/admin/chats/{id}/messages — the chat, its user, messages and SMS. */
export async function getChatDetails(chatId: string, signal?: AbortSignal): Promise<AdminChatDetails> {
  const { data } = await http.get<ApiSuccess<AdminChatDetails>>(`/admin/chats/${encodeURIComponent(chatId)}/messages`, { signal });
  return data.data;
}
