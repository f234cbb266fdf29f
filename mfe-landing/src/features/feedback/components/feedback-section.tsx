import { useEffect, useReducer, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '@law/contracts';
import { postFeedback } from '../api/post-feedback';
import { useStoredUser } from '../hooks/use-stored-user';
import { feedbackFormReducer, initialFeedbackState } from '../stores/feedback-form-reducer';

/** 'Залишити відгук': idle, submitting, success (further submit disabled). */
export default function FeedbackSection() {
  const user = useStoredUser();
  const storedName = user?.userName.trim() ? user.userName : '';
  const [state, dispatch] = useReducer(feedbackFormReducer, storedName, initialFeedbackState);
  const { name, feedback, phase, errors } = state;

  useEffect(() => {
    if (storedName) dispatch({ type: 'prefill', name: storedName });
  }, [storedName]);

  useEffect(() => {
    if (phase !== 'submitting') return;
    let live = true;
    postFeedback({ name: name.trim(), feedback: feedback.trim(), ...(user?.userId ? { userId: user.userId } : {}) })
      .then((ok) => {
        if (!live) return;
        if (ok) {
          dispatch({ type: 'succeeded' });
          toast.success(FEEDBACK_MESSAGES.thanks, { autoClose: 3000 });
        } else {
          dispatch({ type: 'failed' });
          toast.error(FEEDBACK_MESSAGES.failed);
        }
      })
      .catch(() => {
        if (!live) return;
        dispatch({ type: 'failed' });
        toast.error(FEEDBACK_MESSAGES.failed);
      });
    return () => {
      live = false;
    };
    // Runs once per submit; the values are those at the moment of submitting.
  }, [phase]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submit' });
  };
  const locked = phase !== 'idle';

  return (
    <section className="landing-section feedback" aria-labelledby="feedback-heading">
      <div className="container feedback-inner">
        <div>
          <h2 id="feedback-heading" className="section-title">Залишити відгук</h2>
          <p className="section-lead">Розкажіть, як попрацював ваш юрист. Ми читаємо кожен відгук і робимо сервіс кращим.</p>
        </div>
        <form className="feedback-form card" onSubmit={onSubmit} noValidate>
          <label className="field">
            <span className="field-label">Ваше ім'я</span>
            <input
              name="name"
              autoComplete="name"
              value={name}
              maxLength={FEEDBACK_LIMITS.nameMax}
              readOnly={Boolean(storedName)}
              disabled={locked}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={errors.name ? 'feedback-name-error' : undefined}
              onChange={(e) => dispatch({ type: 'name', value: e.currentTarget.value })}
            />
            {errors.name && (
              <span id="feedback-name-error" className="form-error">{errors.name}</span>
            )}
          </label>
          <label className="field">
            <span className="field-label">Ваш відгук</span>
            <textarea
              name="feedback"
              rows={5}
              value={feedback}
              maxLength={FEEDBACK_LIMITS.textMax}
              disabled={locked}
              aria-invalid={Boolean(errors.feedback)}
              aria-describedby={`feedback-counter${errors.feedback ? ' feedback-text-error' : ''}`}
              onChange={(e) => dispatch({ type: 'feedback', value: e.currentTarget.value })}
            />
            <span className="field-foot">
              {errors.feedback ? (
                <span id="feedback-text-error" className="form-error">{errors.feedback}</span>
              ) : (
                <span />
              )}
              <span id="feedback-counter" className="counter">
                {feedback.length}/{FEEDBACK_LIMITS.textMax}
              </span>
            </span>
          </label>
          <div className="feedback-actions">
            <button type="submit" className="btn btn-primary" disabled={locked}>
              {phase === 'submitting' ? 'Відправлення…' : 'Відправити відгук'}
            </button>
            {phase === 'success' && (
              <span className="feedback-sent" role="status">{FEEDBACK_MESSAGES.sent}</span>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
