import type { FeedbackListResponse } from '@law/contracts';
import { useAbortableFetch } from '@law/ui';
import { getFeedbacks } from '../api/get-feedbacks';

interface FeedbacksState {
  data: FeedbackListResponse | null;
  loading: boolean;
  failed: boolean;
}

export function useFeedbacks(page: number): FeedbacksState {
  const { data, loading, failed } = useAbortableFetch((signal) => getFeedbacks(page, signal), [page], { what: 'feedbacks list' });
  return { data, loading, failed };
}
