import { useEffect, useRef } from 'react';
import { chatSelectors } from '../stores/chat-selectors';
import { useChatStore } from '../stores/use-chat-store';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

/** The conversation, newest at the bottom and kept in view; a spinner over the blurred history while it loads. */
export function MessageList() {
  const messages = useChatStore(chatSelectors.messages);
  const loading = useChatStore(chatSelectors.isHistoryLoading);
  const typing = useChatStore((s) => s.assistantTyping);
  const agentName = useChatStore(chatSelectors.agentName);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, typing, loading]);

  return (
    <div className="chat-body">
      <div ref={scroller} className={`chat-scroll ${loading ? 'is-loading' : ''}`} aria-busy={loading}>
        {messages.length === 0 && !loading && (
          <div className="chat-welcome">
            <p className="chat-welcome-title">Безкоштовна консультація юриста</p>
            <p>Опишіть вашу ситуацію своїми словами — юрист відповість прямо тут. Розмова конфіденційна.</p>
          </div>
        )}
        <ol className="chat-messages" role="log" aria-live="polite" aria-label="Повідомлення чату">
          {messages.map((m) => (
            <MessageBubble key={m.clientMessageId ?? m.id} message={m} />
          ))}
          {typing && <TypingIndicator agentName={agentName ?? 'Юрист'} />}
        </ol>
      </div>
      {loading && (
        <div className="chat-history-spinner" role="status">
          <span className="chat-spinner" aria-hidden="true" />
          <span className="visually-hidden">Завантаження історії…</span>
        </div>
      )}
    </div>
  );
}
