import type { ApiSuccess, SendContactsSmsResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/sms/{userId}/send-contacts — the firm's contacts, once per user. */
export async function sendContactsSms(userId: string): Promise<SendContactsSmsResponse> {
  const { data } = await http.post<ApiSuccess<SendContactsSmsResponse>>(`/admin/sms/${encodeURIComponent(userId)}/send-contacts`);
  return data.data;
}
