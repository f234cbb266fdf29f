import { memo } from 'react';
import { formatTime } from '@law/ui/formatters';
import { RichText } from '@law/ui/rich-text';
import type { VisitorMessage } from '../stores/chat-message-rules';

/** One message: the visitor's on the right, the assistant's, a lawyer's (with their name) and system ones on the left, with the time. */
export const MessageBubble = memo(function MessageBubble({ message }: { message: VisitorMessage }) {
  const own = message.sender === 'user';
  const kind = own ? 'is-user' : message.type === 'system' || message.sender === 'system' ? 'is-system' : 'is-assistant';
  return (
    <li className={`chat-message ${kind}`} data-sender={message.sender}>
      <div className="chat-bubble">
        {message.agentName && <span className="chat-author">{message.agentName}</span>}
        <RichText text={message.content} className="chat-text" />
        <span className="chat-meta">
          <time dateTime={message.timestamp.toISOString()}>{formatTime(message.timestamp)}</time>
          {own &&
            (message.pending ? (
              <span className="chat-pending">
                <span aria-hidden="true">🕓</span> надсилається…
              </span>
            ) : (
              <span className="chat-tick" aria-label="доставлено">
                ✓
              </span>
            ))}
        </span>
      </div>
    </li>
  );
});
