import type { ApiResponse, ChatMailboxResponse } from '@law/contracts';
import { http } from '@law/ui/http';

/** GET /api/chat/mailbox?userId= — the visitor's personal address for sending documents. */
export async function fetchMailbox(userId: string): Promise<string> {
  const { data } = await http.get<ApiResponse<ChatMailboxResponse>>('/chat/mailbox', { params: { userId } });
  if (!data.success) throw new Error(data.error);
  return data.data.address;
}
