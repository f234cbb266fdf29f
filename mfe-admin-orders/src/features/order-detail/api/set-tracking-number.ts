import type { ApiSuccess, Order, SetTrackingNumberRequest } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/orders/{id}/set-tracking-number; answers the updated order. */
export async function setTrackingNumber(orderId: number, body: SetTrackingNumberRequest): Promise<Order> {
  const res = await http.post<ApiSuccess<Order>>(`/admin/orders/${orderId}/set-tracking-number`, body);
  return res.data.data;
}
