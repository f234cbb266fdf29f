import type { ApiSuccess, ClientDataExport, EraseClientResponse } from '@law/contracts';
import { http } from '@law/ui';

/** GET /api/admin/chats/{id}/export-client */
export async function exportClientData(chatId: number): Promise<ClientDataExport> {
  const res = await http.get<ApiSuccess<ClientDataExport>>(`/admin/chats/${chatId}/export-client`);
  return res.data.data;
}

/** POST /api/admin/chats/{id}/erase-client {confirm_phone} */
export async function eraseClientData(chatId: number, confirmPhone: string): Promise<EraseClientResponse> {
  const res = await http.post<ApiSuccess<EraseClientResponse>>(`/admin/chats/${chatId}/erase-client`, { confirm_phone: confirmPhone });
  return res.data.data;
}
