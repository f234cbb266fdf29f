import type { ApiResponse, ChatHistoryResponse, ChatMessageWire } from '@law/contracts';
import { http } from '@law/ui/http';

/** GET /api/chat/history?userId= — the visitor's whole conversation, oldest first. */
export async function fetchChatHistory(userId: string): Promise<ChatMessageWire[]> {
  const { data } = await http.get<ApiResponse<ChatHistoryResponse>>('/chat/history', { params: { userId } });
  if (!data.success) throw new Error(data.error);
  return Array.isArray(data.data.messages) ? data.data.messages : [];
}
