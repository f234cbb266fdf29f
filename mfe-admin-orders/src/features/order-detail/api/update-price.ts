import type { ApiSuccess, Order, UpdateOrderPriceRequest } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/orders/{id}/update-price; answers the updated order. */
export async function updatePrice(orderId: number, body: UpdateOrderPriceRequest): Promise<Order> {
  const res = await http.post<ApiSuccess<Order>>(`/admin/orders/${orderId}/update-price`, body);
  return res.data.data;
}
