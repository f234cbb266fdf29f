import type { ApiSuccess, ScrapeMailsResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{id}/scrape-mails — pulls the client's mail into the chat's mail data. */
export async function scrapeChatMails(chatId: number): Promise<ScrapeMailsResponse> {
  // Reading a mailbox can take a while; give it more than the default timeout.
  const { data } = await http.post<ApiSuccess<ScrapeMailsResponse>>(`/admin/chats/${chatId}/scrape-mails`, undefined, { timeout: 120_000 });
  return data.data;
}
