import type { AdminFeedback } from '@law/contracts';
import { FeedbackRow } from './feedback-row';

export function FeedbacksTable({ feedbacks, busy }: { feedbacks: AdminFeedback[]; busy: boolean }) {
  return (
    <div className="af-table-wrap card" aria-busy={busy}>
      <table className="table af-table">
        <caption className="visually-hidden">Відгуки</caption>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Ім'я</th>
            <th scope="col">Телефон</th>
            <th scope="col">Створено</th>
            <th scope="col">Відгук</th>
            <th scope="col">Дії</th>
          </tr>
        </thead>
        <tbody>
          {feedbacks.length === 0 ? (
            <tr>
              <td colSpan={6} className="af-empty">
                Відгуків ще немає
              </td>
            </tr>
          ) : (
            feedbacks.map((f) => <FeedbackRow key={f.id} feedback={f} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
