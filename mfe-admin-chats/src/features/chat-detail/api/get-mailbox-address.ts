import type { ApiSuccess, ChatMailboxResponse } from '@law/contracts';
import { http } from '@law/ui';

/** GET /api/chat/mailbox?userId= — the user's personal address built from MAILBOX_TEMPLATE on the server. */
export async function getMailboxAddress(userId: string, signal?: AbortSignal): Promise<string> {
  const { data } = await http.get<ApiSuccess<ChatMailboxResponse>>('/chat/mailbox', { params: { userId }, signal });
  return data.data.address;
}
