import { http } from '@law/ui';

/** POST /api/admin/chats/{chatId}/scrape-mails; the order is reloaded afterwards. */
export async function scrapeMails(chatId: number): Promise<void> {
  await http.post(`/admin/chats/${chatId}/scrape-mails`);
}
