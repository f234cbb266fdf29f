import { useChatBridgeStore, type ChatConnectionState } from '@law/ui/chat-bridge';

const LABELS: Record<ChatConnectionState, string> = {
  connected: 'Відкрити чат з юристом',
  connecting: 'Підключення до чату…',
  disconnected: 'Чат недоступний: немає з’єднання з сервером',
};

/** The floating chat button: opens the chat, fetches its UI early on hover/focus, shows the connection dot. */
export function ChatWidgetButton() {
  const connection = useChatBridgeStore((s) => s.connection);
  const isOpen = useChatBridgeStore((s) => s.isOpen);
  const open = useChatBridgeStore((s) => s.open);
  const warmUp = useChatBridgeStore((s) => s.warmUp);
  const label = LABELS[connection];

  return (
    <button
      type="button"
      className="chat-fab"
      data-connection={connection}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      disabled={connection !== 'connected'}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onClick={open}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-4.3 3.6A.8.8 0 0 1 3.4 21V18H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Z"
        />
      </svg>
      <span className="chat-fab-dot" aria-hidden="true" />
    </button>
  );
}
