import type { ApiSuccess, OrderDetails } from '@law/contracts';
import { http } from '@law/ui';

/** GET /api/admin/orders/{id} */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetails> {
  const res = await http.get<ApiSuccess<OrderDetails>>(`/admin/orders/${orderId}`, { signal });
  return res.data.data;
}
