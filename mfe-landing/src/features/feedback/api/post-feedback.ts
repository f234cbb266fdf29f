import type { ApiResponse, FeedbackRequest } from '@law/contracts';
import { http } from '@law/ui/http';

/** POST /api/feedbacks. Resolves true only on a 2xx answer with success true. */
export async function postFeedback(body: FeedbackRequest): Promise<boolean> {
  const res = await http.post<ApiResponse<unknown>>('/feedbacks', body, { validateStatus: () => true });
  return res.status >= 200 && res.status < 300 && res.data?.success === true;
}
