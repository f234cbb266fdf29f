import type { ApiSuccess, OrderStats } from '@law/contracts';
import { http } from '@law/ui';

/** GET /api/admin/orders/stats */
export async function getOrderStats(signal?: AbortSignal): Promise<OrderStats> {
  const res = await http.get<ApiSuccess<OrderStats>>('/admin/orders/stats', { signal });
  return res.data.data;
}
