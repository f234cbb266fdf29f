import type { AdminFeedback } from '@law/contracts';
import { useAbortableFetch } from '@law/ui';
import { getFeedback } from '../api/get-feedback';

interface FeedbackState {
  feedback: AdminFeedback | null;
  failed: boolean;
}

export function useFeedback(feedbackId: string): FeedbackState {
  const { data, failed } = useAbortableFetch((signal) => getFeedback(feedbackId, signal), [feedbackId], { what: 'feedback', keep: false });
  return { feedback: data, failed };
}
