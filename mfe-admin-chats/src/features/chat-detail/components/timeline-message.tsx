import type { AdminMessage } from '@law/contracts';
import { formatDateTime, RichText } from '@law/ui';
import { AUTHOR_LABELS } from '../lib/build-chat-prompt';

export function TimelineMessage({ message }: { message: AdminMessage }) {
  if (message.kind === 'system') {
    return (
      <li className="ac-msg ac-msg--system">
        <span>{message.message}</span> <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </li>
    );
  }
  const own = message.author === 'user';
  const lawyer = message.author === 'agent' && message.agent_name;
  return (
    <li className={own ? 'ac-msg ac-msg--user' : lawyer ? 'ac-msg ac-msg--agent ac-msg--lawyer' : 'ac-msg ac-msg--agent'}>
      <div className="ac-msg-meta">
        <span className="ac-msg-author">
          {AUTHOR_LABELS[message.author] ?? message.author}
          {lawyer ? ` · ${message.agent_name}` : ''}
        </span>
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </div>
      <RichText className="ac-msg-text" text={message.message} />
    </li>
  );
}
