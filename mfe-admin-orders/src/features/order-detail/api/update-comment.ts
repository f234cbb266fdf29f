import type { UpdateOrderCommentRequest } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/orders/{id}/update-comment */
export async function updateOrderComment(orderId: number, body: UpdateOrderCommentRequest): Promise<void> {
  await http.post(`/admin/orders/${orderId}/update-comment`, body);
}
