import type { ApiSuccess, Order, UpdateOrderDeliveryRequest } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/orders/{id}/update-delivery; answers the updated order. */
export async function updateDelivery(orderId: number, body: UpdateOrderDeliveryRequest): Promise<Order> {
  const res = await http.post<ApiSuccess<Order>>(`/admin/orders/${orderId}/update-delivery`, body);
  return res.data.data;
}
