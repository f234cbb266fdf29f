import { useChatConnection } from '../hooks/use-chat-connection';

const STATUS_TEXT = { connected: 'юристи онлайн', connecting: 'підключення…', disconnected: 'чат недоступний' } as const;

/** The animated chat-start button: a green dot when the chat is connected, red otherwise. */
export function ChatStartButton() {
  const { connected, connection, open, warmUp } = useChatConnection();
  return (
    <span className="cta-wrap" onPointerEnter={warmUp}>
      <button
        type="button"
        className={`chat-start${connected ? ' is-online' : ''}`}
        disabled={!connected}
        onClick={open}
        onFocus={warmUp}
        aria-describedby="chat-start-status"
      >
        <span className={`status-dot ${connected ? 'dot-green' : 'dot-red'}`} data-testid="chat-status-dot" aria-hidden="true" />
        <span>Почати чат</span>
      </button>
      <span id="chat-start-status" className="chat-start-status">
        {STATUS_TEXT[connection]}
      </span>
    </span>
  );
}
