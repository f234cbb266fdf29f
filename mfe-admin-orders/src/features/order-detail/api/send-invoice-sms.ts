import type { ApiSuccess, SendTrackingSmsResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/sms/{orderId}/send-tracking: texts the invoice tracking number to the client once. */
export async function sendInvoiceSms(orderId: number): Promise<SendTrackingSmsResponse> {
  const res = await http.post<ApiSuccess<SendTrackingSmsResponse>>(`/admin/sms/${orderId}/send-tracking`);
  return res.data.data;
}
