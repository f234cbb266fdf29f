import { useEffect, useState } from 'react';
import type { FeedbackListResponse } from '@law/contracts';
import { getFeedbacks } from '../api/get-feedbacks';

interface FeedbacksState {
  data: FeedbackListResponse | null;
  loading: boolean;
  failed: boolean;
}

export function useFeedbacks(page: number): FeedbacksState {
  const [state, setState] = useState<FeedbacksState>({ data: null, loading: true, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    getFeedbacks(page, controller.signal)
      .then((data) => setState({ data, loading: false, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('feedbacks list', error);
        setState({ data: null, loading: false, failed: true });
      });
    return () => controller.abort();
  }, [page]);
  return state;
}
