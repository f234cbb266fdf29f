import { http } from '@law/ui';

/** DELETE /api/admin/orders/{id} */
export async function deleteOrder(orderId: number): Promise<void> {
  await http.delete(`/admin/orders/${orderId}`);
}
