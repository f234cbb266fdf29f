import { Link } from 'react-router-dom';
import { ROUTES, type AdminFeedback } from '@law/contracts';
import { formatDateTime } from '@law/ui';
import { truncateText } from '../lib/truncate-text';

export const FEEDBACK_PREVIEW_CHARS = 90;

export function FeedbackRow({ feedback }: { feedback: AdminFeedback }) {
  return (
    <tr>
      <td className="af-cell-id">{feedback.id}</td>
      <td className="af-strong">{feedback.name || 'Не вказано'}</td>
      <td className="af-nowrap">{feedback.phone || <span className="muted">Не вказано</span>}</td>
      <td className="af-nowrap">{formatDateTime(feedback.created_at)}</td>
      <td className="af-cell-text" title={feedback.feedback}>
        {truncateText(feedback.feedback, FEEDBACK_PREVIEW_CHARS)}
      </td>
      <td className="af-cell-action">
        <Link className="btn btn-primary btn-small" to={ROUTES.adminFeedback(feedback.id)} aria-label={`Переглянути відгук №${feedback.id}`}>
          Переглянути
        </Link>
      </td>
    </tr>
  );
}
