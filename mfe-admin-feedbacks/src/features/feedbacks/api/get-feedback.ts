import type { AdminFeedback, ApiSuccess } from '@law/contracts';
import { http } from '@law/ui';

/** GET /api/admin/feedbacks/{id} */
export async function getFeedback(feedbackId: string, signal?: AbortSignal): Promise<AdminFeedback> {
  const { data } = await http.get<ApiSuccess<AdminFeedback>>(`/admin/feedbacks/${encodeURIComponent(feedbackId)}`, { signal });
  return data.data;
}
