import { validateFeedback, type FeedbackErrors } from '@law/contracts';

export type FeedbackPhase = 'idle' | 'submitting' | 'success';

export interface FeedbackFormState {
  name: string;
  feedback: string;
  phase: FeedbackPhase;
  errors: FeedbackErrors;
  /** Errors follow the typing only after the first submit attempt. */
  attempted: boolean;
}

export type FeedbackAction =
  | { type: 'name'; value: string }
  /** The stored user's name, known only after hydration: fills the field unless the visitor has typed. */
  | { type: 'prefill'; name: string }
  | { type: 'feedback'; value: string }
  | { type: 'submit' }
  | { type: 'failed' }
  | { type: 'succeeded' };

export const initialFeedbackState = (name = ''): FeedbackFormState => ({ name, feedback: '', phase: 'idle', errors: {}, attempted: false });

export function feedbackFormReducer(state: FeedbackFormState, action: FeedbackAction): FeedbackFormState {
  switch (action.type) {
    case 'name':
    case 'feedback': {
      if (state.phase !== 'idle') return state;
      const next = { ...state, [action.type]: action.value };
      return state.attempted ? { ...next, errors: validateFeedback(next) } : next;
    }
    case 'prefill':
      return state.phase === 'idle' && !state.name ? { ...state, name: action.name } : state;
    case 'submit': {
      if (state.phase !== 'idle') return state;
      const errors = validateFeedback(state);
      const valid = !errors.name && !errors.feedback;
      return { ...state, errors, attempted: true, phase: valid ? 'submitting' : 'idle' };
    }
    case 'failed':
      return state.phase === 'submitting' ? { ...state, phase: 'idle' } : state;
    case 'succeeded':
      return state.phase === 'submitting' ? { ...state, phase: 'success' } : state;
  }
}
