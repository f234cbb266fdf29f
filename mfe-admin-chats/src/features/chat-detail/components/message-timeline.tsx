import { useEffect, useRef } from 'react';
import type { AdminMessage } from '@law/contracts';
import { TimelineMessage } from './timeline-message';

/** The conversation; while it goes on (`live`) it scrolls by itself and keeps the newest message in view. */
export function MessageTimeline({ messages, live = false }: { messages: AdminMessage[]; live?: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (live && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [live, messages.length]);
  return (
    <section className="card ac-card ac-timeline" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="ac-card-title">
        Повідомлення
      </h2>
      {messages.length === 0 ? (
        <p className="muted ac-timeline-empty">Повідомлень не знайдено</p>
      ) : (
        <>
          <ol ref={list} className={live ? 'ac-msgs ac-msgs--live' : 'ac-msgs'} data-testid="timeline">
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
