import type { ApiSuccess, FeedbackListResponse } from '@law/contracts';
import { http } from '@law/ui';

/** GET /api/admin/feedbacks?page= */
export async function getFeedbacks(page: number, signal?: AbortSignal): Promise<FeedbackListResponse> {
  const { data } = await http.get<ApiSuccess<FeedbackListResponse>>('/admin/feedbacks', { params: { page }, signal });
  return data.data;
}
