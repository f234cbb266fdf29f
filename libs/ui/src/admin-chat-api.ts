// The chat calls both admin remotes make (the chat page and the order page, whose document and mail live on the
// order's chat): written once, with one timeout each.
import type { ApiSuccess, MailData, RemoveChatFileResponse, ScrapeMailsResponse, UpdateChatDocumentRequest } from '@law/contracts';
import { http } from './http';

/** Reading a mailbox can take a while: more than the default 20 s of `http`. */
export const MAIL_SCRAPE_TIMEOUT_MS = 120_000;

/** POST /api/admin/chats/{id}/scrape-mails: pulls the client's mail into the chat's mail data. */
export async function scrapeChatMails(chatId: number): Promise<ScrapeMailsResponse> {
  const { data } = await http.post<ApiSuccess<ScrapeMailsResponse>>(`/admin/chats/${chatId}/scrape-mails`, undefined, {
    timeout: MAIL_SCRAPE_TIMEOUT_MS,
  });
  return data.data;
}

/** POST /api/admin/chats/{id}/update-document: the document the client needs (kept on the chat). */
export async function updateChatDocument(chatId: number, document: string): Promise<void> {
  const body: UpdateChatDocumentRequest = { document };
  await http.post(`/admin/chats/${chatId}/update-document`, body);
}

/** POST /api/admin/chats/{id}/remove-file: the file leaves the list (restorable); answers the new mail data. */
export async function removeChatFile(chatId: number, fileIndex: number): Promise<MailData> {
  return (await http.post<ApiSuccess<RemoveChatFileResponse>>(`/admin/chats/${chatId}/remove-file`, { file_index: fileIndex })).data.data.mail_data;
}

/** POST /api/admin/chats/{id}/restore-file: a removed file back in the list. */
export async function restoreChatFile(chatId: number, file: string): Promise<MailData> {
  return (await http.post<ApiSuccess<RemoveChatFileResponse>>(`/admin/chats/${chatId}/restore-file`, { file })).data.data.mail_data;
}
