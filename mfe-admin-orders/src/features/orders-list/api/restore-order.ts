import type { ApiSuccess, RestoreOrderResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/orders/{id}/restore — back from the trash. */
export async function restoreOrder(orderId: number): Promise<RestoreOrderResponse> {
  const res = await http.post<ApiSuccess<RestoreOrderResponse>>(`/admin/orders/${orderId}/restore`);
  return res.data.data;
}
