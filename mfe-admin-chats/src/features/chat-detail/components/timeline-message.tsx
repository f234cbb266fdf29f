import type { AdminMessage } from '@law/contracts';
import { formatDateTime, RichText } from '@law/ui';
import { AUTHOR_LABELS } from '../lib/build-chat-prompt';

export function TimelineMessage({ message }: { message: AdminMessage }) {
  const own = message.author === 'user';
  return (
    <li className={own ? 'ac-msg ac-msg--user' : 'ac-msg ac-msg--agent'}>
      <div className="ac-msg-meta">
        <span className="ac-msg-author">{AUTHOR_LABELS[message.author] ?? message.author}</span>
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </div>
      <RichText className="ac-msg-text" text={message.message} />
    </li>
  );
}
