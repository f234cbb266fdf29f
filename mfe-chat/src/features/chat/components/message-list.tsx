import { useEffect, useMemo, useRef } from 'react';
import { CHAT_MESSAGES } from '@law/contracts';
import { formatDate } from '@law/ui/formatters';
import { chatSelectors } from '../stores/chat-selectors';
import { splitConsultations } from '../stores/chat-message-rules';
import { useChatStore } from '../stores/use-chat-store';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

/** The conversation, newest at the bottom and kept in view; a spinner over the blurred history while it loads. */
export function MessageList() {
  const messages = useChatStore(chatSelectors.messages);
  const loading = useChatStore(chatSelectors.isHistoryLoading);
  const typing = useChatStore((s) => s.assistantTyping);
  const agentName = useChatStore(chatSelectors.agentName);
  const sessionId = useChatStore((s) => s.sessionId);
  const { past, current } = useMemo(() => splitConsultations(messages, sessionId), [messages, sessionId]);
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
        {past.map((list) => (
          <details key={list[0].chatId} className="chat-past">
            <summary>
              {CHAT_MESSAGES.pastConsultation} · {formatDate(list[0].timestamp)}
            </summary>
            <ol className="chat-messages" aria-label={`${CHAT_MESSAGES.pastConsultation} від ${formatDate(list[0].timestamp)}`}>
              {list.map((m) => (
                <MessageBubble key={m.clientMessageId ?? m.id} message={m} />
              ))}
            </ol>
          </details>
        ))}
        <ol className="chat-messages" role="log" aria-live="polite" aria-label="Повідомлення чату">
          {current.map((m) => (
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
