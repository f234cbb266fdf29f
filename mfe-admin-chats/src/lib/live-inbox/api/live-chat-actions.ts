import type { AgentMessageRequest, AgentMessageResponse, AdminMessage, ApiSuccess, TakeoverResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{id}/takeover — 409 names who holds the chat. */
export async function takeOverChat(chatId: number): Promise<TakeoverResponse> {
  return (await http.post<ApiSuccess<TakeoverResponse>>(`/admin/chats/${chatId}/takeover`)).data.data;
}

/** POST /api/admin/chats/{id}/messages */
export async function sendAgentMessage(chatId: number, message: string): Promise<AdminMessage> {
  const body: AgentMessageRequest = { message };
  return (await http.post<ApiSuccess<AgentMessageResponse>>(`/admin/chats/${chatId}/messages`, body)).data.data.message;
}

/** POST /api/admin/chats/{id}/release */
export async function releaseChat(chatId: number): Promise<void> {
  await http.post(`/admin/chats/${chatId}/release`);
}

/** POST /api/admin/chats/{id}/finish */
export async function finishChat(chatId: number): Promise<void> {
  await http.post(`/admin/chats/${chatId}/finish`);
}
