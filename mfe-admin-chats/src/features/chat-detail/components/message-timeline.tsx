import type { AdminMessage } from '@law/contracts';
import { TimelineMessage } from './timeline-message';

export function MessageTimeline({ messages }: { messages: AdminMessage[] }) {
  return (
    <section className="card ac-card ac-timeline" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="ac-card-title">
        Повідомлення
      </h2>
      {messages.length === 0 ? (
        <p className="muted ac-timeline-empty">Повідомлень не знайдено</p>
      ) : (
        <>
          <ol className="ac-msgs">
            {messages.map((m) => (
              <TimelineMessage key={m.id} message={m} />
            ))}
          </ol>
          <p className="ac-timeline-end">Кінець розмови</p>
        </>
      )}
    </section>
  );
}
