import { Link } from 'react-router-dom';
import { ROUTES, type AdminChatListItem } from '@law/contracts';
import { formatDateTime } from '@law/ui';
import { chatRowTone } from '../lib/chat-row-tone';
import { LIVE_CHAT_MESSAGES } from '@law/contracts';
import { useLiveInbox } from '../../../lib/live-inbox/stores/live-inbox-store';

export function ChatRow({ chat }: { chat: AdminChatListItem }) {
  const tone = chatRowTone(chat);
  const unread = useLiveInbox((s) => s.unread[chat.id] ?? 0);
  return (
    <tr className={tone.className} data-status={tone.status}>
      <td className="ac-cell-id">
        {chat.id}{' '}
        {unread > 0 && (
          <span className="ac-unread" data-testid="unread" title={LIVE_CHAT_MESSAGES.unread} aria-label={`${LIVE_CHAT_MESSAGES.unread}: ${unread}`}>
            {unread}
          </span>
        )}
      </td>
      <td className="ac-cell-user">
        <div className="ac-user-name">{chat.user.name}</div>
        <div className="ac-user-phone muted">{chat.user.phone}</div>
      </td>
      <td className="ac-nowrap ac-cell-date">{formatDateTime(chat.created_at)}</td>
      <td className="ac-cell-status">
        <span className={`ac-badge ac-badge--${tone.status}`}>{tone.label}</span>
        {chat.held_by && <span className="ac-held">{LIVE_CHAT_MESSAGES.heldBy(chat.held_by.name)}</span>}
      </td>
      <td className="ac-cell-document">{chat.document || <span className="muted">—</span>}</td>
      <td className="ac-cell-action">
        <Link className="btn btn-primary btn-small" to={ROUTES.adminChat(chat.id)} aria-label={`Відкрити чат №${chat.id}`}>
          Відкрити
        </Link>
      </td>
    </tr>
  );
}
