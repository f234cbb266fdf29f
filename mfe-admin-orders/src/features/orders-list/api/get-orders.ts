import type { ApiSuccess, OrderListQuery, OrderListResponse } from '@law/contracts';
import { http } from '@law/ui';

/** GET /api/admin/orders?page=&status= */
export async function getOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderListResponse> {
  const res = await http.get<ApiSuccess<OrderListResponse>>('/admin/orders', { params: query, signal });
  return res.data.data;
}
