import { Link, useParams } from 'react-router-dom';
import { ADMIN_FEEDBACK_MESSAGES, ROUTES } from '@law/contracts';
import { formatDateTime } from '@law/ui';
import { useFeedback } from '../hooks/use-feedback';
import { FeedbackContactCard } from './feedback-contact-card';

export function FeedbackDetailPage() {
  const { feedbackId = '' } = useParams();
  const { feedback, failed } = useFeedback(feedbackId);

  return (
    <article className="af-page af-detail">
      <Link className="af-back" to={ROUTES.adminFeedbacks}>
        ← До списку відгуків
      </Link>
      {failed ? (
        <p className="form-error" role="alert">
          {ADMIN_FEEDBACK_MESSAGES.detailsError}
        </p>
      ) : !feedback ? (
        <p className="muted" aria-busy="true">
          Завантаження відгуку...
        </p>
      ) : (
        <>
          <header className="af-detail-title">
            <h1>Відгук №{feedback.id}</h1>
            <time className="muted" dateTime={feedback.created_at}>
              {formatDateTime(feedback.created_at)}
            </time>
          </header>
          <div className="af-detail-grid">
            <FeedbackContactCard feedback={feedback} />
            <section className="card af-card" aria-labelledby="feedback-text-heading">
              <h2 id="feedback-text-heading" className="af-card-title">
                Відгук
              </h2>
              <p className="af-text">{feedback.feedback?.trim() || 'Відгук не надано'}</p>
            </section>
          </div>
        </>
      )}
    </article>
  );
}
