import { describe, expect, it } from '@jest/globals';
import { FEEDBACK_MESSAGES } from '@law/contracts';
import { feedbackFormReducer as reduce, initialFeedbackState } from './feedback-form-reducer';

describe('feedback form', () => {
  it('shows the empty-field messages on submit and stays idle', () => {
    const s = reduce(initialFeedbackState(), { type: 'submit' });
    expect(s.phase).toBe('idle');
    expect(s.errors).toEqual({ name: FEEDBACK_MESSAGES.nameRequired, feedback: FEEDBACK_MESSAGES.textRequired });
  });

  it('re-validates while typing after the first attempt only', () => {
    let s = reduce(initialFeedbackState(), { type: 'feedback', value: 'коротко' });
    expect(s.errors).toEqual({});
    s = reduce(s, { type: 'submit' });
    expect(s.errors.feedback).toBe(FEEDBACK_MESSAGES.textTooShort);
    s = reduce(s, { type: 'feedback', value: 'тепер достатньо довгий відгук' });
    expect(s.errors.feedback).toBeUndefined();
  });

  it('goes idle -> submitting -> success and then refuses changes and new submits', () => {
    let s = initialFeedbackState('Оксана');
    s = reduce(s, { type: 'feedback', value: 'Дякую за швидку допомогу!' });
    s = reduce(s, { type: 'submit' });
    expect(s.phase).toBe('submitting');
    expect(reduce(s, { type: 'submit' })).toBe(s);
    s = reduce(s, { type: 'succeeded' });
    expect(s.phase).toBe('success');
    expect(reduce(s, { type: 'submit' }).phase).toBe('success');
    expect(reduce(s, { type: 'feedback', value: 'інше' }).feedback).toBe('Дякую за швидку допомогу!');
  });

  it('returns to idle after a failure so the visitor can try again', () => {
    let s = initialFeedbackState('Оксана');
    s = reduce(s, { type: 'feedback', value: 'Дякую за швидку допомогу!' });
    s = reduce(reduce(s, { type: 'submit' }), { type: 'failed' });
    expect(s.phase).toBe('idle');
    expect(reduce(s, { type: 'submit' }).phase).toBe('submitting');
  });
});
