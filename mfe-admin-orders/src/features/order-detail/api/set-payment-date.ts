import type { ApiSuccess, Order, SetPaymentDateRequest } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/orders/{id}/set-payment-date; answers the updated order. */
export async function setPaymentDate(orderId: number, body: SetPaymentDateRequest): Promise<Order> {
  const res = await http.post<ApiSuccess<Order>>(`/admin/orders/${orderId}/set-payment-date`, body);
  return res.data.data;
}
