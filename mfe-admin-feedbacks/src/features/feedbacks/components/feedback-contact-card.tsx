import type { AdminFeedback } from '@law/contracts';

const NOT_GIVEN = 'Не вказано';

export function FeedbackContactCard({ feedback }: { feedback: AdminFeedback }) {
  return (
    <section className="card af-card" aria-labelledby="feedback-contact-heading">
      <h2 id="feedback-contact-heading" className="af-card-title">
        Контактні дані
      </h2>
      <dl className="af-details">
        <div className="af-details-row">
          <dt>Ім'я</dt>
          <dd>{feedback.name?.trim() || NOT_GIVEN}</dd>
        </div>
        <div className="af-details-row">
          <dt>Телефон</dt>
          <dd>{feedback.phone?.trim() ? <a href={`tel:${feedback.phone}`}>{feedback.phone}</a> : NOT_GIVEN}</dd>
        </div>
      </dl>
    </section>
  );
}
