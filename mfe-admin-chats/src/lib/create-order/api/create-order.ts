import type { ApiSuccess, CreateOrderRequest, CreateOrderResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/orders/create */
export async function createOrder(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  const res = await http.post<ApiSuccess<CreateOrderResponse>>('/admin/orders/create', body);
  return res.data.data;
}
