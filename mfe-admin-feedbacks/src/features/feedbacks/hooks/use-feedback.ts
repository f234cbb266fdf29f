import { useEffect, useState } from 'react';
import type { AdminFeedback } from '@law/contracts';
import { getFeedback } from '../api/get-feedback';

interface FeedbackState {
  feedback: AdminFeedback | null;
  failed: boolean;
}

export function useFeedback(feedbackId: string): FeedbackState {
  const [state, setState] = useState<FeedbackState>({ feedback: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    setState({ feedback: null, failed: false });
    getFeedback(feedbackId, controller.signal)
      .then((feedback) => setState({ feedback, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('feedback', error);
        setState({ feedback: null, failed: true });
      });
    return () => controller.abort();
  }, [feedbackId]);
  return state;
}
